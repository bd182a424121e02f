import { Inject, Injectable } from '@nestjs/common';
import { APP_VERSION, type PlatformMonthlyDto, type PlatformStatsDto } from '@tontine/contracts';
import type { DataSource } from 'typeorm';
import { ReadReplica } from '../database/replica/read-replica.service.js';
import { sqlTime } from '../common/sql-values.js';
import { ServerCaches } from '../common/server-caches.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { moneyTotalSql, readMoneyTotal } from '../database/money-totals.js';
import { DeploymentsService } from '../monitoring/deployments.service.js';
import { HealthChecksService, healthPercent } from '../monitoring/health-checks.service.js';
import { errorRatePercent, RequestCounter } from '../monitoring/request-counter.service.js';

type Row = Record<string, unknown>;
const DAY = 86_400_000;
/** The figures are in KES; every other currency is listed apart, never converted. */
const REVENUE_CURRENCY = 'KES';

/**
 * The console's figures (GET /api/superadmin/stats and /stats/monthly), each a SQL aggregate
 * answered from an index or from the running totals of approved contributions
 * (contribution_totals, contribution_daily_totals), never a list loaded into memory. Shared by
 * every super admin for PLATFORM_STATS_CACHE_SECONDS, as the group admins' platform figures
 * are: concurrent callers wait for one computation.
 */
@Injectable()
export class PlatformStatsViews {
  private cached = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly replica: ReadReplica,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: RequestCounter,
    private readonly deployments: DeploymentsService,
    private readonly health: HealthChecksService,
    caches: ServerCaches,
  ) {
    caches.register('console-stats', () => this.cached.clear());
  }

  /**
   * `fresh`: the operator asked for the figures as they are now (the refresh button). Either
   * way they may be computed on the read replica, once it holds every write already answered:
   * an operator's action that dropped the cache shows in the next figures.
   */
  stats(fresh = false, now = new Date()): Promise<PlatformStatsDto> {
    return this.shared('stats', fresh, () =>
      this.replica.readUpToDate((db) => this.computeStats(db, now)),
    );
  }

  monthly(fresh = false, now = new Date()): Promise<PlatformMonthlyDto> {
    return this.shared('monthly', fresh, () =>
      this.replica.readUpToDate((db) => this.computeMonthly(db, now)),
    );
  }

  /**
   * One computation per key at a time, and its result for the cache's seconds. A fresh read
   * starts a new computation, which every later caller then shares.
   */
  private shared<T>(key: string, fresh: boolean, compute: () => Promise<T>): Promise<T> {
    const ttl = this.config.platformStatsCacheSeconds * 1000;
    const hit = this.cached.get(key);
    if (!fresh && hit && Date.now() - hit.at < ttl) return hit.value as Promise<T>;
    const value = compute();
    this.cached.set(key, { at: Date.now(), value });
    // A failure is not kept: the next caller tries again.
    value.catch(() => {
      if (this.cached.get(key)?.value === value) this.cached.delete(key);
    });
    return value;
  }

  private async computeStats(db: DataSource, now: Date): Promise<PlatformStatsDto> {
    const [counts, revenue, requests, deployments, checks] = await Promise.all([
      this.counts(db, now),
      this.revenueByCurrency(db),
      this.requests.lastHour(now.getTime()),
      this.deployments.count(),
      this.health.run(),
    ]);
    const kes = revenue.find((r) => r.currency === REVENUE_CURRENCY);
    return {
      totalUsers: counts.users,
      totalGroups: counts.groups,
      activeGroups: counts.activeGroups,
      totalTransactions: revenue.reduce((sum, r) => sum + r.count, 0) + counts.payouts,
      totalRevenue: kes?.amount ?? '0.00',
      revenueCurrency: REVENUE_CURRENCY,
      otherRevenue: revenue
        .filter((r) => r.currency !== REVENUE_CURRENCY)
        .map(({ currency, amount }) => ({ currency, amount })),
      activeUsers: counts.activeUsers,
      systemHealth: healthPercent(checks),
      healthChecks: checks,
      errorRate: errorRatePercent(requests),
      deployments,
      currentVersion: APP_VERSION,
    };
  }

  /**
   * The counts in one round trip: accounts (all but deleted ones), groups not deleted and the
   * active ones, payouts, and the accounts seen (signed in or calling the API) in 24 hours.
   */
  private async counts(db: DataSource, now: Date) {
    const [row] = (await db.query(
      `SELECT
         (SELECT COUNT(*) FROM users WHERE status <> 'deleted') AS users,
         (SELECT COUNT(*) FROM savings_groups WHERE deleted_at IS NULL) AS group_count,
         (SELECT COUNT(*) FROM savings_groups WHERE deleted_at IS NULL AND status = 'active')
           AS active_groups,
         (SELECT COUNT(*) FROM payouts) AS payouts,
         (SELECT COUNT(*) FROM user_presence WHERE last_seen_at >= ?) AS active_users`,
      [sqlTime(new Date(now.getTime() - DAY))],
    )) as Row[];
    const n = (key: string) => Number(row?.[key] ?? 0);
    return {
      users: n('users'),
      groups: n('group_count'),
      activeGroups: n('active_groups'),
      payouts: n('payouts'),
      activeUsers: n('active_users'),
    };
  }

  /** Approved contributions per currency, from the running totals (a row per group). */
  private async revenueByCurrency(db: DataSource) {
    const rows = (await db.query(
      `SELECT currency, SUM(approved_count) AS n, ${moneyTotalSql(db, 'approved_amount')} AS total
       FROM contribution_totals GROUP BY currency HAVING SUM(approved_count) > 0
       ORDER BY currency`,
    )) as Row[];
    return rows.map((r) => ({
      currency: String(r.currency),
      count: Number(r.n),
      amount: readMoneyTotal(db, r.total),
    }));
  }

  /**
   * The last 12 calendar months (UTC), this one included: accounts and groups created, and
   * contributions approved with their KES total by the month they were recorded (the daily
   * running totals: a row per group and day, not a row per contribution).
   */
  private async computeMonthly(db: DataSource, now: Date): Promise<PlatformMonthlyDto> {
    const months = Array.from({ length: 12 }, (_, i) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
      return d.toISOString().slice(0, 7);
    });
    const since = `${months[0]}-01`;
    const sinceTime = `${since} 00:00:00.000`;
    const month = (expr: string) =>
      db.options.type === 'better-sqlite3'
        ? `substr(${expr}, 1, 7)`
        : `DATE_FORMAT(${expr}, '%Y-%m')`;
    const [users, groups, approved] = (await Promise.all([
      db.query(
        `SELECT ${month('created_at')} AS m, COUNT(*) AS n FROM users
         WHERE created_at >= ? GROUP BY m`,
        [sinceTime],
      ),
      db.query(
        `SELECT ${month('created_at')} AS m, COUNT(*) AS n FROM savings_groups
         WHERE created_at >= ? AND deleted_at IS NULL GROUP BY m`,
        [sinceTime],
      ),
      db.query(
        `SELECT ${month('day')} AS m, SUM(approved_count) AS n,
                ${moneyTotalSql(db, `CASE WHEN currency = '${REVENUE_CURRENCY}' THEN approved_amount ELSE 0 END`)} AS kes
         FROM contribution_daily_totals WHERE day >= ? GROUP BY m`,
        [since],
      ),
    ])) as [Row[], Row[], Row[]];
    const byMonth = (rows: Row[]) => new Map(rows.map((r) => [String(r.m), r]));
    const [u, g, a] = [byMonth(users), byMonth(groups), byMonth(approved)];
    return {
      months: months.map((m) => ({
        month: m,
        users: Number(u.get(m)?.n ?? 0),
        groups: Number(g.get(m)?.n ?? 0),
        contributions: Number(a.get(m)?.n ?? 0),
        revenue: readMoneyTotal(db, a.get(m)?.kes),
      })),
    };
  }
}
