import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { moneySum, type AdminStatsDto } from '@tontine/contracts';
import { DataSource, In, IsNull } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { Group } from '../groups/group.entity.js';
import { JoinRequest } from '../join-requests/join-request.entity.js';
import { Membership } from '../memberships/membership.entity.js';
import type { User } from '../users/user.entity.js';
import { Contribution, Payout } from './contribution.entity.js';

const WINDOW_MS = 30 * 86_400_000;

/** Statistics over the groups the caller administers (all groups for a super admin). */
@Injectable()
export class AdminStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async stats(user: User, now = new Date()): Promise<AdminStatsDto> {
    const groups = await this.administeredGroups(user);
    if (groups.length === 0 && user.role !== 'super_admin')
      throw new DomainError('STATS_FORBIDDEN');
    const ids = groups.map((g) => g.id);
    const since = new Date(now.getTime() - WINDOW_MS);
    const [memberships, pending, contributions, payouts] = ids.length
      ? await Promise.all([
          this.db.getRepository(Membership).findBy({ groupId: In(ids), status: 'active' }),
          this.db.getRepository(JoinRequest).countBy({ groupId: In(ids), status: 'pending' }),
          this.db.getRepository(Contribution).findBy({ groupId: In(ids), status: 'approved' }),
          this.db.getRepository(Payout).countBy({ groupId: In(ids) }),
        ])
      : [[], 0, [], 0];
    const members = new Set(memberships.map((m) => m.userId));
    const recentPayers = new Set(
      contributions.filter((c) => c.createdAt >= since).map((c) => c.userId),
    );
    const byCurrency = new Map<string, string[]>();
    for (const c of contributions)
      byCurrency.set(c.currency, [...(byCurrency.get(c.currency) ?? []), c.amount]);
    const managedByCurrency = Object.fromEntries(
      [...byCurrency].map(([cur, amounts]) => [cur, moneySum(amounts)]),
    );
    const currency = mostUsedCurrency(groups) ?? user.preferredCurrency;
    return {
      totalGroups: groups.length,
      activeGroups: groups.filter((g) => g.status === 'active').length,
      inactiveGroups: groups.filter((g) => g.status !== 'active').length,
      totalMembers: members.size,
      activeMembers: recentPayers.size,
      totalTransactions: contributions.length + payouts,
      totalManagedAmount: managedByCurrency[currency] ?? '0.00',
      currency,
      managedByCurrency,
      pendingInvitations: pending,
      newMembersThisMonth: memberships.filter((m) => m.joinedAt >= since && m.role !== 'admin')
        .length,
      adminName: user.username,
    };
  }

  private async administeredGroups(user: User): Promise<Group[]> {
    const repo = this.db.getRepository(Group);
    if (user.role === 'super_admin') return repo.findBy({ deletedAt: IsNull() });
    const adminOf = await this.db
      .getRepository(Membership)
      .findBy({ userId: user.id, role: 'admin', status: 'active' });
    const ids = [...new Set(adminOf.map((m) => m.groupId))];
    const [byMembership, byOwner] = await Promise.all([
      ids.length ? repo.findBy({ id: In(ids), deletedAt: IsNull() }) : Promise.resolve([]),
      repo.findBy({ adminId: user.id, deletedAt: IsNull() }),
    ]);
    return [...new Map([...byMembership, ...byOwner].map((g) => [g.id, g])).values()];
  }
}

function mostUsedCurrency(groups: Group[]): string | undefined {
  const counts = new Map<string, number>();
  for (const g of groups) counts.set(g.currency, (counts.get(g.currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
