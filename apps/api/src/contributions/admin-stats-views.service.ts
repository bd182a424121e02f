import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminStatsDto } from '@tontine/contracts';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { ServerCaches } from '../common/server-caches.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Group } from '../groups/group.entity.js';
import { JoinRequest } from '../join-requests/join-request.entity.js';
import { Membership } from '../memberships/membership.entity.js';
import type { User } from '../users/user.entity.js';
import { Contribution } from './contribution.entity.js';
import { Payout } from '../payouts/payout.entity.js';
import { utcDay } from './contribution-totals.service.js';
import { moneyTotalSql, readMoneyTotal } from '../database/money-totals.js';
import { NOT_PAID_OUT } from './member-summary-views.service.js';

const WINDOW_MS = 30 * 86_400_000;

/** How many of the covered groups have a given status and currency. */
interface GroupTally {
  status: string;
  currency: string;
  n: number;
}

/**
 * The groups the figures cover: the few an admin runs, by id, or every group not deleted for a
 * super admin. The latter stays a subquery: MariaDB then walks the groups and reads each one's
 * rows from an index that starts with group_id, where "NOT IN (deleted groups)" compared every
 * row's group id to the deleted ones: three to five times slower at a million contributions.
 */
type Scope = { groupIds: string[] } | 'every_group';

type Raw = Record<string, unknown>;

interface Figures {
  tallies: GroupTally[];
  counts: Awaited<ReturnType<AdminStatsViews['counts']>>;
  approved: Awaited<ReturnType<AdminStatsViews['approvedByCurrency']>>;
  saved: Record<string, string>;
  fines: Awaited<ReturnType<AdminStatsViews['finesByCurrency']>>;
}

/**
 * Statistics over the groups the caller administers (all groups for a super admin), each figure
 * as ADMIN_STATS_DEFINITIONS (contracts) defines it, so that they never contradict. Every
 * figure is a SQL aggregate answered from indexes, no row is loaded into memory. The money
 * comes from the running totals of approved contributions (contribution-totals.service.ts): a
 * row per group, and per group and day for the last 30 days, so that every group's figures no
 * longer read a million contributions. That window counts whole UTC days, from the day 30 days
 * ago (decision 0009); members who paid in it still count from the
 * contributions, to the millisecond.
 */
@Injectable()
export class AdminStatsViews {
  /** The all-groups figures, shared by every super admin for a few seconds. */
  private platform: { figures: Figures; at: number } | undefined;
  private computingPlatform: Promise<Figures> | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    caches: ServerCaches,
  ) {
    caches.register('platform-stats', () => (this.platform = undefined));
  }

  async stats(user: User, now = new Date()): Promise<AdminStatsDto> {
    const superAdmin = user.role === 'super_admin';
    const { tallies, counts, approved, saved, fines } = superAdmin
      ? await this.platformFigures(now)
      : await this.figures(await this.administeredGroups(user), now);
    const totalGroups = tallies.reduce((sum, t) => sum + t.n, 0);
    if (totalGroups === 0 && !superAdmin) throw new DomainError('STATS_FORBIDDEN');
    const managedByCurrency = Object.fromEntries(approved.map((r) => [r.currency, r.total]));
    const monthlyByCurrency = Object.fromEntries(approved.map((r) => [r.currency, r.monthly]));
    const currency = mostUsedCurrency(tallies, user.preferredCurrency) ?? user.preferredCurrency;
    return {
      totalGroups,
      activeGroups: tallies.filter((t) => t.status === 'active').reduce((s, t) => s + t.n, 0),
      inactiveGroups: tallies.filter((t) => t.status !== 'active').reduce((s, t) => s + t.n, 0),
      totalMembers: counts.members,
      activeMembers: counts.payers,
      totalTransactions: approved.reduce((sum, r) => sum + r.n, 0) + counts.payouts,
      totalManagedAmount: managedByCurrency[currency] ?? '0.00',
      currency,
      managedByCurrency,
      // A currency managed and fully paid out is saved at zero, not left out.
      totalSavedAmount: saved[currency] ?? '0.00',
      savedByCurrency: Object.fromEntries(
        approved.map((r) => [r.currency, saved[r.currency] ?? '0.00']),
      ),
      monthlyContributions: monthlyByCurrency[currency] ?? '0.00',
      monthlyContributionsByCurrency: monthlyByCurrency,
      pendingInvitations: counts.pending,
      newMembersThisMonth: counts.newcomers,
      finesOutstandingByCurrency: fines.outstanding,
      fundByCurrency: fines.fund,
      adminName: user.username,
    };
  }

  /**
   * Every group's figures read the whole platform: at a million contributions a few hundred
   * milliseconds. Concurrent super admins share one computation, reused for
   * PLATFORM_STATS_CACHE_SECONDS (decision 0009).
   */
  private async platformFigures(now: Date): Promise<Figures> {
    const ttl = this.config.platformStatsCacheSeconds * 1000;
    if (this.platform && now.getTime() - this.platform.at < ttl) return this.platform.figures;
    // The promise is stored before anything is awaited: a caller arriving while the tallies
    // are read waits for this computation instead of starting its own.
    this.computingPlatform ??= (async () => {
      try {
        const figures = await this.figures(
          { tallies: await this.everyGroupTallies(), scope: 'every_group' },
          now,
        );
        this.platform = { figures, at: Date.now() };
        return figures;
      } finally {
        this.computingPlatform = undefined;
      }
    })();
    return this.computingPlatform;
  }

  private async figures(
    { tallies, scope }: { tallies: GroupTally[]; scope: Scope },
    now: Date,
  ): Promise<Figures> {
    const since = new Date(now.getTime() - WINDOW_MS);
    if (tallies.length === 0)
      return {
        tallies,
        counts: { members: 0, newcomers: 0, pending: 0, payers: 0, payouts: 0 },
        approved: [],
        saved: {},
        fines: { outstanding: {}, fund: {} },
      };
    const [counts, approved, saved, fines] = await Promise.all([
      this.counts(scope, since),
      this.approvedByCurrency(scope, utcDay(since)),
      this.savedByCurrency(scope),
      this.finesByCurrency(scope),
    ]);
    return { tallies, counts, approved, saved, fines };
  }

  private async everyGroupTallies(): Promise<GroupTally[]> {
    const rows = await this.db
      .getRepository(Group)
      .createQueryBuilder('g')
      .select('g.status', 'status')
      .addSelect('g.currency', 'currency')
      .addSelect('COUNT(*)', 'n')
      .where('g.deleted_at IS NULL')
      .groupBy('g.status')
      .addGroupBy('g.currency')
      .getRawMany<Raw>();
    return rows.map((r) => ({
      status: String(r.status),
      currency: String(r.currency),
      n: Number(r.n),
    }));
  }

  /**
   * Groups the user owns or holds an active admin membership of, not deleted: one query, joined
   * on the union of the user's few rows (as the group listings do).
   */
  private async administeredGroups(user: User) {
    const groups = await this.db
      .getRepository(Group)
      .createQueryBuilder('g')
      .select(['g.id', 'g.status', 'g.currency'])
      .innerJoin(
        "(SELECT m.group_id AS group_id FROM memberships m WHERE m.user_id = :uid AND m.role = 'admin' AND m.status = 'active' " +
          'UNION SELECT o.id AS group_id FROM savings_groups o WHERE o.admin_id = :uid)',
        'mine',
        'mine.group_id = g.id',
        { uid: user.id },
      )
      .where('g.deleted_at IS NULL')
      .getMany();
    return {
      tallies: groups.map((g) => ({ status: g.status, currency: g.currency, n: 1 })),
      scope: { groupIds: groups.map((g) => g.id) },
    };
  }

  /**
   * The counts, in one statement: members across the groups (a member of two groups counts
   * once) and the newcomers among them, pending requests, members who paid in the last 30 days,
   * payouts. One round trip instead of four, most of an admin's request.
   */
  private async counts(scope: Scope, since: Date) {
    const qb = this.db
      .getRepository(Membership)
      .createQueryBuilder('m')
      .select('COUNT(DISTINCT m.user_id)', 'members')
      // People, as the members are (ADMIN_STATS_DEFINITIONS): someone who joined two of the
      // groups this month is one new member, never more new members than members.
      .addSelect(
        "COUNT(DISTINCT CASE WHEN m.joined_at >= :since AND m.role <> 'admin' THEN m.user_id END)",
        'newcomers',
      )
      .addSelect(
        (sq) =>
          inScope(
            sq.select('COUNT(*)').from(JoinRequest, 'r').where("r.status = 'pending'"),
            'r',
            scope,
          ),
        'pending',
      )
      .addSelect(
        (sq) =>
          inScope(
            sq
              .select('COUNT(DISTINCT c.user_id)')
              .from(Contribution, 'c')
              .where("c.status = 'approved'")
              .andWhere('c.created_at >= :since')
              // Active members are members: someone who paid, then left or was excluded, is not.
              .andWhere(
                "EXISTS (SELECT 1 FROM memberships am WHERE am.group_id = c.group_id AND am.user_id = c.user_id AND am.status = 'active')",
              ),
            'c',
            scope,
          ),
        'payers',
      )
      .addSelect((sq) => inScope(sq.select('COUNT(*)').from(Payout, 'p'), 'p', scope), 'payouts')
      .where("m.status = 'active'")
      .setParameter('since', since);
    const row = (await inScope(qb, 'm', scope).getRawOne<Raw>()) ?? {};
    const count = (key: string) => Number(row[key] ?? 0);
    return {
      members: count('members'),
      newcomers: count('newcomers'),
      pending: count('pending'),
      payers: count('payers'),
      payouts: count('payouts'),
    };
  }

  /**
   * MONEY_FIGURE_DEFINITIONS.groupsSaved: approved contributions to cycles whose pot is not paid
   * out yet, per currency. Read from the contributions (the running totals do not know the
   * cycles), the payouts' (group_id, cycle_number) index answering each NOT EXISTS.
   */
  private async savedByCurrency(scope: Scope): Promise<Record<string, string>> {
    const qb = this.db
      .getRepository(Contribution)
      .createQueryBuilder('c')
      .select('c.currency', 'currency')
      .addSelect(moneyTotalSql(this.db, 'c.amount'), 'total')
      .where("c.status = 'approved'")
      .andWhere(NOT_PAID_OUT)
      .groupBy('c.currency');
    const rows = await inScope(qb, 'c', scope).getRawMany<Raw>();
    return Object.fromEntries(
      rows.map((r) => [String(r.currency), readMoneyTotal(this.db, r.total)]),
    );
  }

  /**
   * Late fines per currency: still owed (unpaid or waiting for validation) and paid into the
   * groups' funds (GroupFundDto). Currencies without a fine are left out.
   */
  private async finesByCurrency(scope: Scope) {
    const qb = this.db
      .createQueryBuilder()
      .from('fines', 'f')
      .select('f.currency', 'currency')
      .addSelect(
        moneyTotalSql(
          this.db,
          "CASE WHEN f.status IN ('unpaid', 'pending') THEN f.amount ELSE 0 END",
        ),
        'outstanding',
      )
      .addSelect(
        moneyTotalSql(this.db, "CASE WHEN f.status = 'paid' THEN f.amount ELSE 0 END"),
        'fund',
      )
      .groupBy('f.currency');
    const rows = await inScope(qb, 'f', scope).getRawMany<Raw>();
    const pick = (field: string) =>
      Object.fromEntries(rows.map((r) => [String(r.currency), readMoneyTotal(this.db, r[field])]));
    return { outstanding: pick('outstanding'), fund: pick('fund') };
  }

  /**
   * Approved contributions per currency: how many, their total, and the last 30 days' total,
   * from the running totals (a row per group, and per group and day for the window) rather
   * than from every contribution. A currency shows once it has an approved entry, as before:
   * rows at zero, made ready for an approval that did not happen, are left out.
   */
  private async approvedByCurrency(scope: Scope, sinceDay: string) {
    const overall = this.db
      .createQueryBuilder()
      .from('contribution_totals', 't')
      .select('t.currency', 'currency')
      .addSelect('SUM(t.approved_count)', 'n')
      .addSelect(moneyTotalSql(this.db, 't.approved_amount'), 'total')
      .groupBy('t.currency')
      .having('SUM(t.approved_count) > 0')
      .orderBy('t.currency');
    const window = this.db
      .createQueryBuilder()
      .from('contribution_daily_totals', 'd')
      .select('d.currency', 'currency')
      .addSelect(moneyTotalSql(this.db, 'd.approved_amount'), 'monthly')
      .where('d.day >= :sinceDay', { sinceDay })
      .groupBy('d.currency');
    const [rows, recent] = await Promise.all([
      inScope(overall, 't', scope).getRawMany<Raw>(),
      inScope(window, 'd', scope).getRawMany<Raw>(),
    ]);
    const monthly = new Map(recent.map((r) => [String(r.currency), r.monthly]));
    return rows.map((r) => ({
      currency: String(r.currency),
      n: Number(r.n),
      total: readMoneyTotal(this.db, r.total),
      monthly: readMoneyTotal(this.db, monthly.get(String(r.currency))),
    }));
  }
}

function inScope<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  scope: Scope,
): SelectQueryBuilder<T> {
  return scope === 'every_group'
    ? qb.andWhere(
        `${alias}.group_id IN (SELECT g.id FROM savings_groups g WHERE g.deleted_at IS NULL)`,
      )
    : qb.andWhere(`${alias}.group_id IN (:...groupIds)`, { groupIds: scope.groupIds });
}

/** The currency most of the groups use; a tie goes to the user's own, then alphabetically. */
function mostUsedCurrency(tallies: GroupTally[], preferred: string): string | undefined {
  const counts = new Map<string, number>();
  for (const t of tallies) counts.set(t.currency, (counts.get(t.currency) ?? 0) + t.n);
  return [...counts].sort(
    ([a, m], [b, n]) =>
      n - m || Number(b === preferred) - Number(a === preferred) || a.localeCompare(b),
  )[0]?.[0];
}
