import { Injectable } from '@nestjs/common';
import type { GroupMemberDto, SetMemberRole } from '@tontine/contracts';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { Transactions } from '../database/transactions.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupViewsService } from './group-views.service.js';
import { GroupsService } from './groups.service.js';

/**
 * Treasurers: an admin names a member treasurer (who then handles the group's money: records
 * cash, validates and rejects payments, settles fines) or takes the role back. Never an admin,
 * who already does all that. Audited; the member is told.
 */
@Injectable()
export class GroupTreasurersService {
  constructor(
    private readonly transactions: Transactions,
    private readonly access: GroupAccessService,
    private readonly groups: GroupsService,
    private readonly memberships: MembershipsService,
    private readonly views: GroupViewsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async setRole(
    admin: User,
    groupId: string,
    memberId: string,
    { role }: SetMemberRole,
    ip: string,
  ): Promise<GroupMemberDto> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(admin, 'manage', group);
    await this.transactions.run(async (tx) => {
      await this.groups.lockRow(tx, group.id);
      const membership = await this.memberships.active(group.id, memberId, tx);
      if (!membership) throw new DomainError('MEMBER_NOT_FOUND');
      if (membership.role === 'admin' || group.adminId === memberId)
        throw new DomainError('MEMBER_IS_ADMIN');
      if (membership.role === role) return;
      await this.memberships.setRole(tx, membership, role);
      await this.notifications.notify(
        tx,
        [memberId],
        role === 'treasurer' ? 'treasurer_named' : 'treasurer_removed',
        { group_name: group.name },
        { group_id: group.id },
      );
      await this.audit.record(
        admin,
        {
          action: 'member_role_changed',
          details: `${group.name}: member ${memberId} ${membership.role} → ${role}`,
          category: 'group_management',
          ip,
        },
        tx,
      );
    });
    const members = await this.views.members(group, true);
    return members.find((m) => m.id === memberId)!;
  }
}
