import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MemberSummaryDto } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import type { User } from '../users/user.entity.js';
import { Contribution } from './contribution.entity.js';
import { Payout } from '../payouts/payout.entity.js';
import { moneyTotalSql, readMoneyTotal } from '../database/money-totals.js';

/**
 * A contribution (alias `c`) whose cycle's pot is not paid out yet: what MONEY_FIGURE_DEFINITIONS
 * counts as saved. A cycle's contributions leave the savings when its payout is recorded.
 */
export const NOT_PAID_OUT =
  'NOT EXISTS (SELECT 1 FROM payouts p WHERE p.group_id = c.group_id AND p.cycle_number = c.cycle_number)';

/**
 * The member's totals, per currency (each as MONEY_FIGURE_DEFINITIONS defines it): amounts in different currencies are never added up. The
 * database adds them (one row per currency), so the cost does not grow with the history.
 */
@Injectable()
export class MemberSummaryViews {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async summary(user: User): Promise<MemberSummaryDto> {
    const [contributions, payouts, saved] = await Promise.all([
      this.db
        .getRepository(Contribution)
        .createQueryBuilder('c')
        .select('c.currency', 'currency')
        .addSelect('c.status', 'status')
        .addSelect('COUNT(*)', 'n')
        .addSelect(moneyTotalSql(this.db, 'c.amount'), 'total')
        .where('c.user_id = :userId', { userId: user.id })
        .andWhere("c.status IN ('approved', 'pending')")
        .groupBy('c.currency')
        .addGroupBy('c.status')
        .orderBy('c.currency')
        .getRawMany<{ currency: string; status: string; n: number | string; total: unknown }>(),
      this.db
        .getRepository(Payout)
        .createQueryBuilder('p')
        .select('p.currency', 'currency')
        .addSelect(moneyTotalSql(this.db, 'p.amount'), 'total')
        .where('p.beneficiary_id = :userId', { userId: user.id })
        .groupBy('p.currency')
        .orderBy('p.currency')
        .getRawMany<{ currency: string; total: unknown }>(),
      // MONEY_FIGURE_DEFINITIONS.saved: a cycle's contributions leave the savings with its payout.
      this.db
        .getRepository(Contribution)
        .createQueryBuilder('c')
        .select('c.currency', 'currency')
        .addSelect(moneyTotalSql(this.db, 'c.amount'), 'total')
        .where('c.user_id = :userId', { userId: user.id })
        .andWhere("c.status = 'approved'")
        .andWhere(NOT_PAID_OUT)
        .groupBy('c.currency')
        .orderBy('c.currency')
        .getRawMany<{ currency: string; total: unknown }>(),
    ]);
    const approved = contributions.filter((r) => r.status === 'approved');
    return {
      total_contributed: Object.fromEntries(
        approved.map((r) => [r.currency, readMoneyTotal(this.db, r.total)]),
      ),
      total_received: Object.fromEntries(
        payouts.map((r) => [r.currency, readMoneyTotal(this.db, r.total)]),
      ),
      total_saved: Object.fromEntries(
        saved.map((r) => [r.currency, readMoneyTotal(this.db, r.total)]),
      ),
      pending_count: contributions
        .filter((r) => r.status === 'pending')
        .reduce((sum, r) => sum + Number(r.n), 0),
    };
  }
}
