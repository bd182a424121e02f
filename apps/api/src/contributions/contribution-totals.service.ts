import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { Contribution } from './contribution.entity.js';

/** A change of a group's approved total: how many contributions, how much, and on which day. */
export interface ApprovedChange {
  groupId: string;
  currency: string;
  /** The contribution's created_at: the statistics' 30-day window is by creation. */
  createdAt: Date;
  count: number;
  /** Two-decimal string; negative for a reversal. */
  amount: string;
}

/** The UTC calendar day of a moment, as the migration's DATE(created_at) backfills it. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

// CAST keeps MariaDB in DECIMAL: a quoted parameter would be added as a double.
const ADD =
  'approved_count = approved_count + ?, approved_amount = approved_amount + CAST(? AS DECIMAL(18,2))';

/**
 * The running totals of approved contributions (contribution_totals per group and currency,
 * contribution_daily_totals per day as well), which the admin statistics read instead of the
 * contributions: every change of an approved total goes through `add`, in the transaction
 * that makes the change. The two tables have no entity: their statements run on the manager
 * of the contributions' repository (outside a transaction) or the caller's transaction.
 */
@Injectable()
export class ContributionTotalsService {
  constructor(
    @InjectRepository(Contribution) private readonly contributions: Repository<Contribution>,
  ) {}

  /**
   * Before the transaction: the rows `add` will update, created at zero if missing (a zero row
   * changes no figure). Inside the transaction the UPDATE then finds its row and locks only
   * that row: under MariaDB's REPEATABLE READ an UPDATE that finds nothing locks the gap where
   * the row would go, and two first approvals of a day, each holding such a gap, deadlock on
   * their INSERTs.
   */
  async prepare(change: ApprovedChange): Promise<void> {
    const day = utcDay(change.createdAt);
    const [found] = await this.contributions.manager.query<Array<Record<string, unknown>>>(
      `SELECT (SELECT COUNT(*) FROM contribution_totals WHERE group_id = ? AND currency = ?) AS overall,
              (SELECT COUNT(*) FROM contribution_daily_totals WHERE group_id = ? AND currency = ? AND day = ?) AS daily`,
      [change.groupId, change.currency, change.groupId, change.currency, day],
    );
    const zero = { ...change, count: 0, amount: '0.00' };
    if (!Number(found?.overall))
      await ignoreDuplicate(this.insertOverall(this.contributions.manager, zero));
    if (!Number(found?.daily))
      await ignoreDuplicate(this.insertDaily(this.contributions.manager, zero));
  }

  /**
   * Adds the change to both totals, within `tx`. An UPDATE of the existing row, else an INSERT;
   * when another transaction inserted the row in between, the unique index refuses ours and the
   * UPDATE, tried again, finds theirs.
   */
  async add(tx: EntityManager, change: ApprovedChange): Promise<void> {
    const day = utcDay(change.createdAt);
    await upsert(
      () =>
        affected(tx, `UPDATE contribution_totals SET ${ADD} WHERE group_id = ? AND currency = ?`, [
          change.count,
          change.amount,
          change.groupId,
          change.currency,
        ]),
      () => this.insertOverall(tx, change),
    );
    await upsert(
      () =>
        affected(
          tx,
          `UPDATE contribution_daily_totals SET ${ADD} WHERE group_id = ? AND currency = ? AND day = ?`,
          [change.count, change.amount, change.groupId, change.currency, day],
        ),
      () => this.insertDaily(tx, change),
    );
  }

  private async insertOverall(manager: EntityManager, change: ApprovedChange): Promise<void> {
    await manager.query(
      `INSERT INTO contribution_totals (id, group_id, currency, approved_count, approved_amount)
       VALUES (?, ?, ?, ?, CAST(? AS DECIMAL(18,2)))`,
      [newId(), change.groupId, change.currency, change.count, change.amount],
    );
  }

  private async insertDaily(manager: EntityManager, change: ApprovedChange): Promise<void> {
    await manager.query(
      `INSERT INTO contribution_daily_totals (id, group_id, currency, day, approved_count, approved_amount)
       VALUES (?, ?, ?, ?, ?, CAST(? AS DECIMAL(18,2)))`,
      [
        newId(),
        change.groupId,
        change.currency,
        utcDay(change.createdAt),
        change.count,
        change.amount,
      ],
    );
  }
}

async function upsert(update: () => Promise<number>, insert: () => Promise<void>): Promise<void> {
  if ((await update()) > 0) return;
  try {
    await insert();
  } catch (err) {
    if (!isUniqueViolation(err) || (await update()) === 0) throw err;
  }
}

/** Rows an UPDATE changed, on both drivers. */
async function affected(tx: EntityManager, sql: string, params: unknown[]): Promise<number> {
  if (!tx.queryRunner) throw new Error('the totals change inside a transaction');
  const result = await tx.queryRunner.query(sql, params, true);
  return result.affected ?? 0;
}

async function ignoreDuplicate(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}
