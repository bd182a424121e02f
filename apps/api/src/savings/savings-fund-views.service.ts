import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { borrowingLimit, type GroupSavings, type SavingsFundDto } from '@tontine/contracts';
import Big from 'big.js';
import { DataSource } from 'typeorm';
import { moneyText } from '../common/sql-values.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import { SavingsRulesService } from './savings-rules.service.js';
import { SavingsService } from './savings.service.js';

type Row = Record<string, unknown>;

/**
 * The group's savings fund as its page shows it: derived from the rows themselves (approved
 * savings, paid fines), so that it has no balance of its own to drift from them. Reads the fines'
 * table beside the savings' (a read across domains, hence a views service).
 */
@Injectable()
export class SavingsFundViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
    private readonly rules: SavingsRulesService,
    private readonly savings: SavingsService,
  ) {}

  async overview(caller: User, groupId: string): Promise<GroupSavings> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'view_members', group);
    const canManage = await this.access.can(caller, 'handle_money', group);
    const rules = await this.rules.of(group);
    const cycle = Math.max(group.currentCycle, 1);
    const [fund, mine] = await Promise.all([this.fund(group), this.own(group, caller.id, cycle)]);
    const left = new Big(rules.saving_amount).minus(mine.thisCycle);
    return {
      rules,
      fund,
      my_savings: mine.saved,
      my_due_this_cycle:
        rules.enabled && rules.saving_kind === 'fixed'
          ? (left.gt(0) ? left : new Big(0)).toFixed(2)
          : null,
      // No loan is lent yet: what the member owes the fund is nothing.
      my_borrowing_limit: rules.enabled ? borrowingLimit(rules, mine.saved, '0') : '0.00',
      current_cycle: cycle,
      savings: await this.savings.listed(group, caller.id, canManage),
      can_manage: canManage,
    };
  }

  /** Savings + fines kept + interest earned − loans outstanding − shared out. */
  private async fund(group: Group): Promise<SavingsFundDto> {
    const [saved, fines] = await Promise.all([
      this.one(
        "SELECT SUM(amount) AS total FROM savings WHERE group_id = ? AND status = 'approved'",
        [group.id],
      ),
      this.one("SELECT SUM(amount) AS total FROM fines WHERE group_id = ? AND status = 'paid'", [
        group.id,
      ]),
    ]);
    const savings = moneyText(saved.total);
    const finesKept = moneyText(fines.total);
    return {
      currency: group.currency,
      balance: new Big(savings).plus(finesKept).toFixed(2),
      savings,
      fines_kept: finesKept,
      interest_earned: '0.00',
      loans_outstanding: '0.00',
      shared_out: '0.00',
    };
  }

  /** The member's approved savings, and what they saved or declared this cycle. */
  private async own(group: Group, userId: string, cycle: number) {
    const [saved, thisCycle] = await Promise.all([
      this.one(
        "SELECT SUM(amount) AS total FROM savings WHERE group_id = ? AND user_id = ? AND status = 'approved'",
        [group.id, userId],
      ),
      this.one(
        `SELECT SUM(amount) AS total FROM savings WHERE group_id = ? AND user_id = ?
           AND cycle_number = ? AND status IN ('approved', 'pending')`,
        [group.id, userId, cycle],
      ),
    ]);
    return { saved: moneyText(saved.total), thisCycle: moneyText(thisCycle.total) };
  }

  private async one(sql: string, params: unknown[]): Promise<Row> {
    const rows = (await this.db.query(sql, params)) as Row[];
    return rows[0] ?? {};
  }
}
