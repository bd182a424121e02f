import type { JoinRequestDto } from '@tontine/contracts';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import type { InvitationCode, JoinRequest } from './join-request.entity.js';

export function toJoinRequestDto(
  request: JoinRequest,
  group: Group | undefined,
  requester: User | undefined,
  invitation?: InvitationCode,
): JoinRequestDto {
  const usable = invitation && !invitation.usedAt && invitation.expiresAt.getTime() > Date.now();
  return {
    id: request.id,
    group_id: request.groupId,
    group_name: group?.name ?? '',
    group_description: group?.description ?? '',
    user_id: request.userId,
    username: requester?.username ?? '',
    message: request.message,
    status: request.status,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    admin_response: request.adminResponse,
    invitation_code: usable ? invitation.code : null,
    invitation_expires_at: usable ? invitation.expiresAt.toISOString() : null,
  };
}
