import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GroupActivityDto } from '@tontine/contracts';
import { DataSource, In, Not } from 'typeorm';
import { JoinRequest } from '../join-requests/join-request.entity.js';
import { Membership } from '../memberships/membership.entity.js';
import { User } from '../users/user.entity.js';
import { GroupAccessService } from './group-access.service.js';

const FEED_LENGTH = 50;

/**
 * A group's activity feed, built from what really happened: its creation, joins, decided
 * requests and exclusions. Members see joins and acceptances; refusals and exclusions are
 * for the group's admins only.
 */
@Injectable()
export class GroupActivityViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
  ) {}

  async feed(viewer: User, groupId: string): Promise<GroupActivityDto[]> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(viewer, 'view_members', group);
    const admin = await this.access.can(viewer, 'manage', group);
    const [memberships, decided] = await Promise.all([
      this.db
        .getRepository(Membership)
        .find({ where: { groupId }, order: { joinedAt: 'DESC' }, take: 200 }),
      this.db.getRepository(JoinRequest).find({
        where: { groupId, status: admin ? Not('pending') : 'accepted' },
        order: { decidedAt: 'DESC' },
        take: 200,
      }),
    ]);
    const userIds = new Set([
      group.adminId,
      ...memberships.map((m) => m.userId),
      ...decided.map((r) => r.userId),
    ]);
    const users = await this.db.getRepository(User).findBy({ id: In([...userIds]) });
    const nameOf = new Map(users.map((u) => [u.id, u.username]));
    const line = (type: GroupActivityDto['type'], userId: string, at: Date): GroupActivityDto => ({
      type,
      user_id: userId,
      user_name: nameOf.get(userId) ?? '',
      at: at.toISOString(),
    });

    const events: GroupActivityDto[] = [line('group_created', group.adminId, group.createdAt)];
    for (const m of memberships) {
      // The creator's own first membership is the creation line, written a few ms after it.
      const creatorJoin =
        m.userId === group.adminId &&
        Math.abs(m.joinedAt.getTime() - group.createdAt.getTime()) < 60_000;
      if (!creatorJoin) events.push(line('member_joined', m.userId, m.joinedAt));
      if (admin && m.status === 'excluded' && m.leftAt)
        events.push(line('member_excluded', m.userId, m.leftAt));
    }
    for (const r of decided) {
      if (r.decidedAt) {
        events.push(
          line(
            r.status === 'accepted' ? 'request_accepted' : 'request_rejected',
            r.userId,
            r.decidedAt,
          ),
        );
      }
    }
    return events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, FEED_LENGTH);
  }
}
