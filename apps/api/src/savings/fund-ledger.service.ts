import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LENT_LOAN_STATUSES, type SavingsFundDto } from '@tontine/contracts';
import Big from 'big.js';
import { In, MoreThan, Repository, type EntityManager, type ObjectLiteral } from 'typeorm';
import { moneyTotalSql, readMoneyTotal } from '../database/money-totals.js';
import { FinesService } from '../fines/fines.service.js';
import type { Group } from '../groups/group.entity.js';
import { Loan, LoanRepayment } from './loan.entities.js';
import { Saving } from './saving.entity.js';
import { ShareOut } from './share-out.entities.js';

/**
 * What a group's savings fund holds, derived from the rows each time: approved savings + fines
 * kept (the rotation's and the loans' late fines) + interest repaid − principal still lent out − what was shared out. Read in the caller's
 * transaction when it holds the group's ledger lock, so that a disbursement checks the balance
 * that no other money change of the group can move before it commits.
 */
@Injectable()
export class FundLedger {
  constructor(
    @InjectRepository(Saving) private readonly savings: Repository<Saving>,
    private readonly fines: FinesService,
  ) {}

  async figures(group: Group, tx: EntityManager = this.savings.manager): Promise<SavingsFundDto> {
    const where = { groupId: group.id };
    const saved = await this.total(tx, Saving, 'amount', { ...where, status: 'approved' });
    // The late fines of the rotation and those of the loans' instalments both stay in the fund.
    const finesKept = new Big(await this.fines.keptTotal(group.id, tx))
      .plus(await this.total(tx, LoanRepayment, 'penalty_part', where))
      .toFixed(2);
    const interest = await this.total(tx, LoanRepayment, 'interest_part', where);
    const principalBack = await this.total(tx, LoanRepayment, 'principal_part', where);
    const lent = await this.total(tx, Loan, 'amount', {
      ...where,
      status: In([...LENT_LOAN_STATUSES]),
    });
    const outstanding = new Big(lent).minus(principalBack);
    const sharedOut = new Big(await this.total(tx, ShareOut, 'total', where));
    return {
      currency: group.currency,
      balance: new Big(saved)
        .plus(finesKept)
        .plus(interest)
        .minus(outstanding)
        .minus(sharedOut)
        .toFixed(2),
      savings: saved,
      fines_kept: finesKept,
      interest_earned: interest,
      loans_outstanding: outstanding.toFixed(2),
      shared_out: sharedOut.toFixed(2),
    };
  }

  /**
   * A member's approved savings in the group since its last share-out, which gave the earlier
   * ones back: what they may borrow against and what the next share-out returns.
   */
  async memberSavings(groupId: string, userId: string, tx: EntityManager = this.savings.manager) {
    const since = await this.lastShareOut(groupId, tx);
    return this.total(tx, Saving, 'amount', {
      groupId,
      userId,
      status: 'approved',
      ...(since ? { decidedAt: MoreThan(since.asOf) } : {}),
    });
  }

  /** The group's last share-out; null before its first. */
  lastShareOut(
    groupId: string,
    tx: EntityManager = this.savings.manager,
  ): Promise<ShareOut | null> {
    return tx
      .getRepository(ShareOut)
      .findOne({ where: { groupId }, order: { asOf: 'DESC', id: 'DESC' } });
  }

  /** The principal a member still owes the fund on their loans being repaid. */
  async memberOwes(groupId: string, userId: string, tx: EntityManager = this.savings.manager) {
    const loans = await tx.getRepository(Loan).findBy({ groupId, userId, status: 'active' });
    return loans
      .reduce((owed, l) => owed.plus(l.amount).minus(l.principalRepaid), new Big(0))
      .toFixed(2);
  }

  private async total<T extends ObjectLiteral>(
    tx: EntityManager,
    entity: new () => T,
    column: string,
    where: Record<string, unknown>,
  ): Promise<string> {
    const db = tx.connection;
    const row = await tx
      .getRepository(entity)
      .createQueryBuilder('t')
      .select(moneyTotalSql(db, `t.${column}`), 'total')
      .where(where)
      .getRawOne<{ total: unknown }>();
    return readMoneyTotal(db, row?.total);
  }
}
