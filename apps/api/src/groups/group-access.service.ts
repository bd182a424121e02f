import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import type { Membership } from '../memberships/membership.entity.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import type { User } from '../users/user.entity.js';
import { Group } from './group.entity.js';

export type GroupAction =
  | 'view_members'
  | 'view_code'
  /** Members' e-mails and phone numbers. */
  | 'view_contacts'
  | 'manage'
  /** Record cash for members, validate payments, settle fines: its admins and treasurers. */
  | 'handle_money'
  | 'decide_requests'
  | 'exclude_member'
  | 'delete';

/**
 * The one place that answers "may user U do A on group G". A group's admin (its admin_id or
 * an admin membership) manages it and reaches its members; its treasurers handle its money
 * (and nothing else an admin does); super admins may do everything; members see their group
 * and each other's names, not each other's contact details.
 */
@Injectable()
export class GroupAccessService {
  constructor(
    @InjectRepository(Group) private readonly groups: Repository<Group>,
    private readonly memberships: MembershipsService,
  ) {}

  async findGroup(id: string, manager: EntityManager = this.groups.manager): Promise<Group> {
    const group = /^[0-9a-f-]{36}$/i.test(id)
      ? await manager.getRepository(Group).findOneBy({ id, deletedAt: IsNull() })
      : null;
    if (!group) throw new DomainError('GROUP_NOT_FOUND');
    return group;
  }

  membership(groupId: string, userId: string): Promise<Membership | null> {
    return this.memberships.active(groupId, userId);
  }

  /** Who administers a group: its admin_id and every admin membership. */
  async adminIds(group: Group): Promise<string[]> {
    return [...new Set([group.adminId, ...(await this.memberships.adminUserIds(group.id))])];
  }

  isGroupAdmin(group: Group, user: User, membership: Membership | null): boolean {
    return group.adminId === user.id || membership?.role === 'admin';
  }

  async can(user: User, action: GroupAction, group: Group): Promise<boolean> {
    if (user.role === 'super_admin') return true;
    const membership = await this.membership(group.id, user.id);
    const admin = this.isGroupAdmin(group, user, membership);
    if (action === 'view_members' || action === 'view_code') return admin || membership !== null;
    if (action === 'handle_money') return admin || membership?.role === 'treasurer';
    return admin;
  }

  async assert(user: User, action: GroupAction, group: Group): Promise<void> {
    if (await this.can(user, action, group)) return;
    throw new DomainError(
      action === 'view_members' || action === 'view_code'
        ? 'NOT_GROUP_MEMBER'
        : 'GROUP_ADMIN_REQUIRED',
    );
  }
}
