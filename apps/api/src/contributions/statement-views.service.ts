import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Big from 'big.js';
import Papa from 'papaparse';
import { STATEMENT_COLUMNS, STATEMENT_HEADERS, toUiLanguage } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { User } from '../users/user.entity.js';
import { Contribution } from './contribution.entity.js';
import { Payout } from '../payouts/payout.entity.js';

interface StatementLine {
  at: Date;
  type: 'contribution' | 'correction' | 'payout';
  cycle: number;
  method: string;
  status: string;
  amount: string;
  /** What the balance moves by: approved contributions in, payouts out, the rest nothing. */
  effect: Big;
}

/**
 * A member's statement for one group as CSV: their own contributions and payouts, oldest first,
 * with the running balance (approved contributions minus payouts received), its header line in
 * the member's language.
 */
@Injectable()
export class StatementViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
  ) {}

  async csv(user: User, groupId: string): Promise<{ filename: string; body: string }> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(user, 'view_members', group);
    const [contributions, payouts] = await Promise.all([
      this.db.getRepository(Contribution).findBy({ groupId, userId: user.id }),
      this.db.getRepository(Payout).findBy({ groupId, beneficiaryId: user.id }),
    ]);
    const lines: StatementLine[] = [
      ...contributions.map((c) => ({
        at: c.createdAt,
        type: c.reversesId ? ('correction' as const) : ('contribution' as const),
        cycle: c.cycleNumber,
        method: c.method,
        status: c.status,
        amount: c.amount,
        effect: c.status === 'approved' ? new Big(c.amount) : new Big(0),
      })),
      ...payouts.map((p) => ({
        at: p.createdAt,
        type: 'payout' as const,
        cycle: p.cycleNumber,
        method: '',
        status: 'paid',
        amount: p.amount,
        effect: new Big(p.amount).times(-1),
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    let balance = new Big(0);
    const rows = lines.map((l) => {
      balance = balance.plus(l.effect);
      return {
        date: l.at.toISOString(),
        type: l.type,
        cycle: l.cycle,
        method: l.method,
        status: l.status,
        amount: l.amount,
        currency: group.currency,
        running_total: balance.toFixed(2),
      };
    });
    // The header line in the reader's language, the one they chose for the interface.
    const headers = STATEMENT_HEADERS[toUiLanguage(user.language)];
    const body = Papa.unparse({
      fields: STATEMENT_COLUMNS.map((column) => headers[column]),
      data: rows.map((row) => STATEMENT_COLUMNS.map((column) => row[column])),
    });
    const safeName = group.name
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    return { filename: `releve-${safeName}-${new Date().toISOString().slice(0, 10)}.csv`, body };
  }
}
