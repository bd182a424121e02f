import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { borrowingLimit, type GroupSavings } from '@tontine/contracts';
import Big from 'big.js';
import { DataSource } from 'typeorm';
import { moneyText } from '../common/sql-values.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import { FundLedger } from './fund-ledger.service.js';
import { SavingsRulesService } from './savings-rules.service.js';
import { SavingsService } from './savings.service.js';

type Row = Record<string, unknown>;

/**
 * The group's savings fund as its page shows it: the fund's figures (FundLedger), what the
 * caller saved, still owes this cycle and may borrow, and the savings listed.
 */
@Injectable()
export class SavingsFundViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
    private readonly rules: SavingsRulesService,
    private readonly savings: SavingsService,
    private readonly ledger: FundLedger,
  ) {}

  async overview(caller: User, groupId: string): Promise<GroupSavings> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'view_members', group);
    const canManage = await this.access.can(caller, 'handle_money', group);
    const rules = await this.rules.of(group);
    const cycle = Math.max(group.currentCycle, 1);
    const fund = await this.ledger.figures(group);
    const mine = {
      saved: await this.ledger.memberSavings(group.id, caller.id),
      thisCycle: await this.savedThisCycle(group, caller.id, cycle),
    };
    const owed = await this.ledger.memberOwes(group.id, caller.id);
    const left = new Big(rules.saving_amount).minus(mine.thisCycle);
    return {
      rules,
      fund,
      my_savings: mine.saved,
      my_due_this_cycle:
        rules.enabled && rules.saving_kind === 'fixed'
          ? (left.gt(0) ? left : new Big(0)).toFixed(2)
          : null,
      my_borrowing_limit: rules.enabled ? borrowingLimit(rules, mine.saved, owed) : '0.00',
      current_cycle: cycle,
      savings: await this.savings.listed(group, caller.id, canManage),
      can_manage: canManage,
    };
  }

  /** What the member saved or declared this cycle. */
  private async savedThisCycle(group: Group, userId: string, cycle: number): Promise<string> {
    const row = await this.one(
      `SELECT SUM(amount) AS total FROM savings WHERE group_id = ? AND user_id = ?
         AND cycle_number = ? AND status IN ('approved', 'pending')`,
      [group.id, userId, cycle],
    );
    return moneyText(row.total);
  }

  private async one(sql: string, params: unknown[]): Promise<Row> {
    const rows = (await this.db.query(sql, params)) as Row[];
    return rows[0] ?? {};
  }
}
