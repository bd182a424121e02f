import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.service.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { Transactions } from '../database/transactions.service.js';
import { MailService } from '../mail/mail.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupsService } from './groups.service.js';

/** An admin excludes a member who is neither themselves nor another admin. */
@Injectable()
export class ExclusionService {
  constructor(
    private readonly transactions: Transactions,
    private readonly access: GroupAccessService,
    private readonly memberships: MembershipsService,
    private readonly groups: GroupsService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
  ) {}

  async exclude(admin: User, groupId: string, memberId: string, ip: string): Promise<void> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(admin, 'exclude_member', group);
    if (memberId === admin.id) throw new DomainError('CANNOT_EXCLUDE_SELF');
    const membership = await this.memberships.active(groupId, memberId);
    if (!membership) throw new DomainError('MEMBER_NOT_FOUND');
    if (membership.role === 'admin' || group.adminId === memberId)
      throw new DomainError('CANNOT_EXCLUDE_ADMIN');
    const member = await this.users.findById(memberId);
    if (!member) throw new DomainError('MEMBER_NOT_FOUND');
    await this.transactions.run(async (tx) => {
      if (!(await this.memberships.markExcluded(tx, membership)))
        throw new DomainError('MEMBER_NOT_FOUND');
      await this.groups.releaseSeat(tx, groupId);
      await this.notifications.notify(
        tx,
        [memberId],
        'member_excluded',
        { group_name: group.name },
        { group_id: group.id },
      );
      await this.audit.record(
        admin,
        {
          action: 'member_excluded',
          details: `${member.username} ← ${group.name}`,
          category: 'group_management',
          ip,
        },
        tx,
      );
    });
    await this.events.emit('membership.ended', { groupId: group.id, userId: memberId });
    await this.mail.send({
      to: member.email,
      subject: `Exclusion du groupe ${group.name}`,
      text:
        `Bonjour ${member.firstName},\n\nL'administrateur du groupe ${group.name} vous a exclu du groupe. ` +
        "Pour toute question, contactez l'administrateur.",
    });
  }
}
