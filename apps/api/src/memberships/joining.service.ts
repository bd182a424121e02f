import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GroupDto } from '@tontine/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource, IsNull } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { GroupViewsService } from '../groups/group-views.service.js';
import { Group } from '../groups/group.entity.js';
import { InvitationCode } from '../join-requests/join-request.entity.js';
import { JoinRequestsService } from '../join-requests/join-requests.service.js';
import type { User } from '../users/user.entity.js';
import { MembershipsService } from './memberships.service.js';
import { successMessage } from '@tontine/contracts';

/** Joining by permanent code, by temporary code, or at once for a public group. */
@Injectable()
export class JoiningService {
  /** Codes are not guessable by brute force: 20 code attempts per user in 10 minutes. */
  private readonly attempts: RateLimiterAbstract;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly memberships: MembershipsService,
    private readonly access: GroupAccessService,
    private readonly views: GroupViewsService,
    private readonly requests: JoinRequestsService,
    limits: RateLimitService,
  ) {
    this.attempts = limits.limiter({ key: 'join_code_attempts', points: 20, seconds: 600 });
  }

  async withPermanentCode(user: User, code: string): Promise<{ message: string; group: GroupDto }> {
    await this.countAttempt(user);
    const group = await this.db.transaction(async (tx) => {
      const group = await tx
        .getRepository(Group)
        .findOneBy({ permanentCode: code, deletedAt: IsNull() });
      if (!group) throw new DomainError('INVALID_PERMANENT_CODE');
      await this.memberships.admit(tx, group, user.id);
      return group;
    });
    return {
      ...successMessage('groupJoined', { group_name: group.name }),
      group: await this.view(group, user),
    };
  }

  async withInvitationCode(user: User, code: string): Promise<{ success: true; group: GroupDto }> {
    await this.countAttempt(user);
    const group = await this.db.transaction(async (tx) => {
      const invitation = await tx.getRepository(InvitationCode).findOneBy({ code });
      // Another person's code is as unknown to this caller as a made-up one.
      if (!invitation || invitation.userId !== user.id)
        throw new DomainError('INVALID_INVITATION_CODE');
      if (invitation.usedAt || invitation.expiresAt.getTime() < Date.now()) {
        throw new DomainError('INVITATION_EXPIRED');
      }
      const used = await tx
        .getRepository(InvitationCode)
        .update({ id: invitation.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!used.affected) throw new DomainError('INVITATION_EXPIRED');
      const group = await this.access.findGroup(invitation.groupId, tx);
      await this.memberships.admit(tx, group, user.id, { acceptedAt: invitation.createdAt });
      return group;
    });
    return { success: true, group: await this.view(group, user) };
  }

  /** The empty request of 000 §7: a public group is joined at once, a private one is asked. */
  async requestJoin(user: User, groupId: string) {
    const group = await this.access.findGroup(groupId);
    if (!group.isPublic) {
      const request = await this.requests.create(user, group.id, '');
      return { success: true, status: 'pending' as const, request };
    }
    await this.db.transaction((tx) => this.memberships.admit(tx, group, user.id));
    return { success: true, status: 'joined' as const, group: await this.view(group, user) };
  }

  private async countAttempt(user: User): Promise<void> {
    try {
      await this.attempts.consume(user.id);
    } catch {
      throw new DomainError('TOO_MANY_JOIN_ATTEMPTS');
    }
  }

  private async view(group: Group, user: User): Promise<GroupDto> {
    return (await this.views.views([group], user))[0]!;
  }
}
