import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GroupDto, GroupMemberDto, GroupRelation } from '@tontine/contracts';
import { DataSource, In } from 'typeorm';
import { Membership } from '../memberships/membership.entity.js';
import { placeholders } from '../database/raw-reads.js';
import { User } from '../users/user.entity.js';
import type { Group } from './group.entity.js';
import { toGroupDto } from './group.mapper.js';

/** Builds what a given viewer may see of a page of groups, in a fixed number of queries. */
@Injectable()
export class GroupViewsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async views(groups: Group[], viewer: User): Promise<GroupDto[]> {
    if (groups.length === 0) return [];
    const ids = groups.map((g) => g.id);
    const adminIds = [...new Set(groups.map((g) => g.adminId))];
    // Plain SQL: these three run for every page of every listing (see database/raw-reads.ts).
    const [admins, memberships, pending] = (await Promise.all([
      this.db.query(
        `SELECT id, username, phone_number FROM users WHERE id IN (${placeholders(adminIds.length)})`,
        adminIds,
      ),
      this.db.query(
        `SELECT group_id, role FROM memberships WHERE user_id = ? AND status = 'active' AND group_id IN (${placeholders(ids.length)})`,
        [viewer.id, ...ids],
      ),
      this.db.query(
        `SELECT group_id FROM join_requests WHERE user_id = ? AND status = 'pending' AND group_id IN (${placeholders(ids.length)})`,
        [viewer.id, ...ids],
      ),
    ])) as [AdminRow[], MembershipRow[], Array<{ group_id: string }>];
    const adminById = new Map(admins.map((a) => [a.id, a]));
    const membershipByGroup = new Map(memberships.map((m) => [m.group_id, m]));
    const pendingGroups = new Set(pending.map((r) => r.group_id));
    const superAdmin = viewer.role === 'super_admin';

    const adminGroupIds = groups
      .filter(
        (g) =>
          superAdmin || g.adminId === viewer.id || membershipByGroup.get(g.id)?.role === 'admin',
      )
      .map((g) => g.id);
    const pendingCounts = await this.pendingCounts(adminGroupIds);

    return groups.map((group) => {
      const membership = membershipByGroup.get(group.id) ?? null;
      const isAdmin = group.adminId === viewer.id || membership?.role === 'admin';
      const relation: GroupRelation | null = isAdmin
        ? 'admin'
        : membership
          ? 'member'
          : pendingGroups.has(group.id)
            ? 'pending'
            : null;
      const admin = adminById.get(group.adminId);
      return toGroupDto(group, {
        adminName: admin?.username ?? '',
        adminPhone: admin?.phone_number ?? null,
        relation,
        pendingRequests: adminGroupIds.includes(group.id)
          ? (pendingCounts.get(group.id) ?? 0)
          : null,
        insider: superAdmin || membership !== null || isAdmin,
        treasurer: membership?.role === 'treasurer',
      });
    });
  }

  /** The same views from a listing page read with its viewer's side (GroupListing.fetchViewed). */
  viewsOf(rows: ViewedGroup[], viewer: User): GroupDto[] {
    const superAdmin = viewer.role === 'super_admin';
    return rows.map(({ group, adminName, adminPhone, role, minePending, pendingCount }) => {
      const isAdmin = group.adminId === viewer.id || role === 'admin';
      const relation: GroupRelation | null = isAdmin
        ? 'admin'
        : role
          ? 'member'
          : minePending
            ? 'pending'
            : null;
      return toGroupDto(group, {
        adminName,
        adminPhone,
        relation,
        pendingRequests: superAdmin || isAdmin ? pendingCount : null,
        insider: superAdmin || role !== null || isAdmin,
        treasurer: role === 'treasurer',
      });
    });
  }

  /**
   * The member list. Names and roles are for every member; e-mails and phone numbers only with
   * `contacts` (the group's admins and super admins), except the admins' own phone, which
   * members need for Call Admin.
   */
  async members(group: Group, contacts: boolean): Promise<GroupMemberDto[]> {
    const rows = await this.db.getRepository(Membership).find({
      where: { groupId: group.id, status: 'active' },
      order: { joinedAt: 'ASC', id: 'ASC' },
    });
    const users = await this.db.getRepository(User).findBy({ id: In(rows.map((r) => r.userId)) });
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((m) => {
      const u = byId.get(m.userId);
      const isAdmin = m.role === 'admin' || m.userId === group.adminId;
      return {
        id: m.userId,
        username: u?.username ?? '',
        email: contacts ? (u?.email ?? null) : null,
        phone: contacts || isAdmin ? (u?.phoneNumber ?? null) : null,
        role: m.role,
        joined_at: m.joinedAt.toISOString(),
      };
    });
  }

  private async pendingCounts(groupIds: string[]): Promise<Map<string, number>> {
    if (groupIds.length === 0) return new Map();
    const rows = (await this.db.query(
      `SELECT group_id, COUNT(*) AS n FROM join_requests WHERE status = 'pending' AND group_id IN (${placeholders(groupIds.length)}) GROUP BY group_id`,
      groupIds,
    )) as Array<{ group_id: string; n: string | number }>;
    return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
  }
}

interface AdminRow {
  id: string;
  username: string;
  phone_number: string | null;
}

interface MembershipRow {
  group_id: string;
  role: string;
}

/** A group of a listing page with the viewer's side of it, read in the same query. */
export interface ViewedGroup {
  group: Group;
  adminName: string;
  adminPhone: string | null;
  /** The viewer's active membership role in the group, if any. */
  role: string | null;
  /** Whether a join request of the viewer's waits in the group. */
  minePending: boolean;
  /** Pending join requests in the group (shown to its admins only). */
  pendingCount: number;
}
