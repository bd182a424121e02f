import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { kenyanMsisdn, MPESA_CURRENCY, type LoanDetail } from '@tontine/contracts';
import Big from 'big.js';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { Group } from '../groups/group.entity.js';
import { LoanDisbursementService } from '../savings/loan-disbursement.service.js';
import { LoanDisbursers, type LoanDisburser } from '../savings/loan-disbursers.js';
import type { Loan } from '../savings/loan.entities.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { DarajaClient } from './daraja-client.service.js';
import { MpesaPayout } from './mpesa-payout.entity.js';
import { MpesaPayoutsService } from './mpesa-payouts.service.js';

/**
 * Loans sent to the borrower's phone by M-Pesa B2C. The loan's amount is held out of the fund and
 * the request's row written under the group's ledger lock before Daraja is asked; from there the
 * request follows the pots' B2C path (result, Transaction Status, checks job), which makes the
 * loan active on a confirmed success or gives the amount back to the fund on a failure.
 */
@Injectable()
export class MpesaLoanDisbursements implements LoanDisburser, OnModuleInit {
  readonly method = 'mpesa' as const;

  constructor(
    @InjectRepository(MpesaPayout) private readonly rows: Repository<MpesaPayout>,
    private readonly daraja: DarajaClient,
    private readonly payouts: MpesaPayoutsService,
    private readonly disbursement: LoanDisbursementService,
    private readonly disbursers: LoanDisbursers,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.disbursers.register(this);
  }

  available(group: Group): boolean {
    return this.daraja.paysOut && group.currency === MPESA_CURRENCY;
  }

  async offer(loan: Loan, group: Group): Promise<NonNullable<LoanDetail['mpesa_disbursement']>> {
    const [borrower, latest] = await Promise.all([
      this.users.findById(loan.userId),
      this.rows.findOne({ where: { loanId: loan.id }, order: { createdAt: 'DESC' } }),
    ]);
    return {
      available: this.available(group),
      phone_number: kenyanMsisdn(borrower?.phoneNumber ?? ''),
      latest: latest ? this.payouts.dto(latest, borrower?.username ?? '') : null,
    };
  }

  async send(
    caller: User,
    loan: Loan,
    group: Group,
    ip: string,
    phone: string | undefined,
  ): Promise<void> {
    if (!this.daraja.paysOut) throw new DomainError('MPESA_DISBURSEMENT_UNAVAILABLE');
    if (group.currency !== MPESA_CURRENCY) throw new DomainError('MPESA_CURRENCY_NOT_KES');
    // M-Pesa moves whole shillings: a loan with cents is handed over in cash, never cut.
    if (!new Big(loan.amount).mod(1).eq(0)) throw new DomainError('MPESA_LOAN_NOT_WHOLE');
    const borrower = await this.users.findById(loan.userId);
    const msisdn = phone ?? kenyanMsisdn(borrower?.phoneNumber ?? '');
    if (!msisdn) throw new DomainError('MPESA_BORROWER_PHONE_REQUIRED');
    const row = this.payouts.newRow({
      groupId: group.id,
      cycleNumber: null,
      loanId: loan.id,
      beneficiaryId: loan.userId,
      amount: loan.amount,
      phone: msisdn,
      liveKey: `loan:${loan.id}`,
      requestedBy: caller.id,
    });
    await this.disbursement
      .holdForProvider(group, loan.id, async (tx) => {
        await tx.getRepository(MpesaPayout).insert(row);
        await this.audit.record(
          caller,
          {
            action: 'loan_mpesa_disbursement_requested',
            details: `${row.amount} KES → ${msisdn} — ${group.name}, loan ${loan.id}, member ${loan.userId}`,
            category: 'payment_validation',
            ip,
          },
          tx,
        );
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new DomainError('LOAN_DISBURSING');
        throw err;
      });
    await this.payouts.request(row, 'Tontine loan', group.name);
  }
}
