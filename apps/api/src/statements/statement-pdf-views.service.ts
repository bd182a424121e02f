import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { Contribution } from '../contributions/contribution.entity.js';
import { Fine } from '../fines/fine.entity.js';
import { Loan, LoanRepayment } from '../savings/loan.entities.js';
import { fundOf } from '../fines/group-fund.js';
import type { Group } from '../groups/group.entity.js';
import { rulesOf } from '../groups/group-rules.js';
import { MpesaPaybillPayment } from '../mpesa/mpesa-paybill.entities.js';
import { MpesaPayment } from '../mpesa/mpesa-payment.entity.js';
import { Payout } from '../payouts/payout.entity.js';
import { RotationService } from '../rotation/rotation.service.js';
import { User } from '../users/user.entity.js';
import {
  groupReportOf,
  memberStatementOf,
  type GroupReport,
  type MemberStatement,
  type PdfGroup,
} from './statement-pdf-data.js';

const CONTRIBUTION_COLUMNS = {
  id: true,
  userId: true,
  cycleNumber: true,
  amount: true,
  method: true,
  status: true,
  txHash: true,
  reversesId: true,
  createdAt: true,
} as const;

function pdfGroup(group: Group): PdfGroup {
  return {
    name: group.name,
    currency: group.currency,
    contributionAmount: group.contributionAmount,
    frequency: group.payoutFrequency,
    startDate: group.startDate,
    currentCycle: group.currentCycle,
    beneficiaryContributes: group.beneficiaryContributes,
  };
}

/**
 * The rows of the PDF statement and group report, read across the group's contributions,
 * payouts, fines, M-Pesa receipts, members and queue. Each document is read in one transaction:
 * one snapshot of the ledger, so that its totals agree with its lines even while payments
 * are being approved.
 */
@Injectable()
export class StatementPdfViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rotation: RotationService,
  ) {}

  async memberStatement(group: Group, member: User): Promise<MemberStatement> {
    // The queue is drawn when cycle 1 falls due: the document shows the one the group keeps.
    await this.rotation.ensureLocked(group);
    return this.db.transaction(async (tx) => {
      const { queue } = await this.rotation.standing(group, tx);
      const where = { groupId: group.id, userId: member.id };
      const contributions = await tx.getRepository(Contribution).find({
        select: CONTRIBUTION_COLUMNS,
        where: { ...where, status: 'approved' },
      });
      const payouts = await tx
        .getRepository(Payout)
        .findBy({ groupId: group.id, beneficiaryId: member.id });
      const fines = await tx.getRepository(Fine).findBy(where);
      const loans = await tx.getRepository(Loan).findBy(where);
      const loanRepayments = loans.length
        ? await tx.getRepository(LoanRepayment).findBy({ loanId: In(loans.map((l) => l.id)) })
        : [];
      return memberStatementOf({
        loans,
        loanRepayments,
        group: pdfGroup(group),
        memberId: member.id,
        memberName: member.username,
        queue,
        contributions,
        payouts,
        fines,
        receipts: await this.receipts(tx, group.id, member.id),
      });
    });
  }

  async groupReport(group: Group): Promise<GroupReport> {
    await this.rotation.ensureLocked(group);
    return this.db.transaction(async (tx) => {
      const { queue } = await this.rotation.standing(group, tx);
      const contributions = await tx.getRepository(Contribution).find({
        select: CONTRIBUTION_COLUMNS,
        where: { groupId: group.id, status: In(['approved', 'pending']) },
      });
      const payouts = await tx.getRepository(Payout).findBy({ groupId: group.id });
      const fines = await tx.getRepository(Fine).findBy({ groupId: group.id });
      const ids = new Set([
        ...queue,
        ...contributions.map((c) => c.userId),
        ...payouts.map((p) => p.beneficiaryId),
        ...fines.map((f) => f.userId),
      ]);
      const users = ids.size
        ? await tx
            .getRepository(User)
            .find({ select: { id: true, username: true }, where: { id: In([...ids]) } })
        : [];
      return groupReportOf({
        group: {
          ...pdfGroup(group),
          status: group.status,
          memberCount: group.memberCount,
          payoutOrderMethod: group.payoutOrderMethod,
          rules: rulesOf(group),
        },
        queue,
        names: new Map(users.map((u) => [u.id, u.username])),
        contributions,
        payouts,
        fines,
        fund: fundOf(group.currency, fines),
      });
    });
  }

  /**
   * The M-Pesa receipts of a member's contributions in the group, by contribution: a confirmed
   * STK push's, and a paybill payment's once matched to a contribution.
   */
  private async receipts(
    tx: EntityManager,
    groupId: string,
    userId: string,
  ): Promise<Map<string, string>> {
    const pushes = await tx.getRepository(MpesaPayment).find({
      select: { contributionId: true, receiptNumber: true },
      where: { groupId, userId, status: 'paid', receiptNumber: Not(IsNull()) },
    });
    const paybill = await tx.getRepository(MpesaPaybillPayment).find({
      select: { contributionId: true, receiptNumber: true },
      where: { groupId, userId, contributionId: Not(IsNull()) },
    });
    const receipts = new Map<string, string>();
    for (const row of [...pushes, ...paybill])
      if (row.contributionId && row.receiptNumber)
        receipts.set(row.contributionId, row.receiptNumber);
    return receipts;
  }
}
