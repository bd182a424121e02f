import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { moneySum, type MemberSummaryDto } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import type { User } from '../users/user.entity.js';
import { Contribution, Payout } from './contribution.entity.js';

/** The member's totals, per currency: amounts in different currencies are never added up. */
@Injectable()
export class MemberSummaryService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async summary(user: User): Promise<MemberSummaryDto> {
    const [contributions, payouts] = await Promise.all([
      this.db.getRepository(Contribution).findBy({ userId: user.id }),
      this.db.getRepository(Payout).findBy({ beneficiaryId: user.id }),
    ]);
    const approved = contributions.filter((c) => c.status === 'approved');
    return {
      total_contributed: byCurrency(approved),
      total_received: byCurrency(payouts),
      pending_count: contributions.filter((c) => c.status === 'pending').length,
    };
  }
}

function byCurrency(rows: Array<{ currency: string; amount: string }>): Record<string, string> {
  const groups = new Map<string, string[]>();
  for (const r of rows) groups.set(r.currency, [...(groups.get(r.currency) ?? []), r.amount]);
  return Object.fromEntries(
    [...groups].map(([currency, amounts]) => [currency, moneySum(amounts)]),
  );
}
