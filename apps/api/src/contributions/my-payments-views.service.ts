import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MY_PAYMENTS_HISTORY_LIMIT,
  cycleDueDate,
  isPaymentAvailable,
  moneyOwed,
  moneySum,
  type CyclePaymentState,
  type MemberPaymentDueDto,
  type MyPaymentsDto,
} from '@tontine/contracts';
import Big from 'big.js';
import { DataSource } from 'typeorm';
import { hydrate } from '../database/raw-reads.js';
import { Fine } from '../fines/fine.entity.js';
import { toFineDto } from '../fines/fine.mapper.js';
import { Group } from '../groups/group.entity.js';
import { RotationService } from '../rotation/rotation.service.js';
import type { User } from '../users/user.entity.js';
import { Contribution } from './contribution.entity.js';
import { toContributionDto } from './contribution.mapper.js';
import { moneyTotalSql, readMoneyTotal } from '../database/money-totals.js';

type GroupRow = Record<string, unknown> & { approved_total: unknown; pending_total: unknown };
type FineNames = { group_name: string; decided_by_name: string | null };

/**
 * The member's `/payments` page: per group, what the current cycle still asks of them, and their
 * contributions and late fines across every group. Three SQL queries at once, whatever the
 * number of groups.
 */
@Injectable()
export class MyPaymentsViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rotation: RotationService,
  ) {}

  async payments(user: User, today = new Date()): Promise<MyPaymentsDto> {
    const cycleTotal = (status: string) =>
      `(SELECT ${moneyTotalSql(this.db, 'c.amount')} FROM contributions c WHERE c.group_id = g.id ` +
      `AND c.user_id = m.user_id AND c.cycle_number = g.current_cycle AND c.status = '${status}')`;
    const [groupRows, historyRows, fineRows] = await Promise.all([
      this.db.query(
        `SELECT g.*, ${cycleTotal('approved')} AS approved_total, ${cycleTotal('pending')} AS pending_total
           FROM memberships m JOIN savings_groups g ON g.id = m.group_id
          WHERE m.user_id = ? AND m.status = 'active' AND g.deleted_at IS NULL`,
        [user.id],
      ) as Promise<GroupRow[]>,
      this.db.query(
        `SELECT c.*, g.name AS group_name
           FROM contributions c JOIN savings_groups g ON g.id = c.group_id
          WHERE c.user_id = ?
          ORDER BY c.created_at DESC, c.id DESC
          LIMIT ${MY_PAYMENTS_HISTORY_LIMIT}`,
        [user.id],
      ) as Promise<Array<Record<string, unknown> & { group_name: string }>>,
      this.db.query(
        `SELECT f.*, g.name AS group_name, d.username AS decided_by_name
           FROM fines f JOIN savings_groups g ON g.id = f.group_id
           LEFT JOIN users d ON d.id = f.decided_by
          WHERE f.user_id = ? AND g.deleted_at IS NULL
          ORDER BY CASE f.status WHEN 'unpaid' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END,
                   f.created_at DESC, f.id DESC
          LIMIT ${MY_PAYMENTS_HISTORY_LIMIT}`,
        [user.id],
      ) as Promise<Array<Record<string, unknown> & FineNames>>,
    ]);

    const todayIso = today.toISOString().slice(0, 10);
    const groups = hydrate(this.db, Group, groupRows);
    // Only where the beneficiary skips their own turn does the queue matter: one more read for
    // each such group, none for the others.
    const exempt = await Promise.all(
      groups.map(async (group) =>
        group.beneficiaryContributes
          ? false
          : !(await this.rotation.payersIn(group, group.currentCycle)).includes(user.id),
      ),
    );
    const due = groups.map((group, i) =>
      this.dueOf(
        group,
        readMoneyTotal(this.db, groupRows[i]!.approved_total),
        readMoneyTotal(this.db, groupRows[i]!.pending_total),
        todayIso,
        exempt[i]!,
      ),
    );
    due.sort(
      (a, b) => a.due_date.localeCompare(b.due_date) || a.group_name.localeCompare(b.group_name),
    );

    const contributions = hydrate(this.db, Contribution, historyRows);
    const history = contributions.map((c, i) => ({
      ...toContributionDto(c, user.username),
      group_name: historyRows[i]!.group_name,
    }));
    const fines = hydrate(this.db, Fine, fineRows).map((fine, i) => {
      const row = fineRows[i]!;
      const names = new Map([[user.id, user.username]]);
      if (fine.decidedBy) names.set(fine.decidedBy, row.decided_by_name ?? '');
      return { ...toFineDto(fine, names), group_name: row.group_name };
    });
    return { due, history, fines };
  }

  private dueOf(
    group: Group,
    approved: string,
    pending: string,
    todayIso: string,
    exempt: boolean,
  ): MemberPaymentDueDto {
    const dueDate = cycleDueDate(group.startDate, group.payoutFrequency, group.currentCycle);
    const owed = moneyOwed(group.contributionAmount, moneySum([approved, pending]));
    const available =
      !exempt &&
      isPaymentAvailable({
        status: group.status,
        chat_enabled: group.chatEnabled,
        payment_enabled: group.paymentEnabled,
        contribution_amount: group.contributionAmount,
      });
    let state: CyclePaymentState;
    if (!available) state = 'not_owed';
    else if (new Big(approved).gte(group.contributionAmount)) state = 'paid';
    else if (new Big(owed).eq(0)) state = 'pending';
    else state = dueDate < todayIso ? 'overdue' : 'due';
    return {
      group_id: group.id,
      group_name: group.name,
      currency: group.currency,
      cycle_number: group.currentCycle,
      due_date: dueDate,
      contribution_amount: group.contributionAmount,
      approved,
      pending,
      owed: available ? owed : '0.00',
      state,
    };
  }
}
