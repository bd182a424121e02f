import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  applyLoanSchema,
  disburseLoanSchema,
  guaranteeDecisionSchema,
  loanBookPageSchema,
  loanBookQuerySchema,
  loanDetailSchema,
  loanRepaymentSchema,
  myLoansSchema,
  rejectContributionSchema,
  type LoanBookPage,
  type LoanDetail,
  type MyLoans,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, MEMBERS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';
import { idempotencyKeyOf } from '../common/idempotency-key.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { LoanDisbursementService } from './loan-disbursement.service.js';
import { LoanMoneyService } from './loan-money.service.js';
import { LoanViews } from './loan-views.service.js';
import { LoansService } from './loans.service.js';

const DETAIL = {
  response: loanDetailSchema,
  success: {
    description: `${shape('LoanDetail')}: the loan as it now is, its schedule, its repayments and what the caller may do.`,
  },
};

/** A loan's own routes: who may act is checked by the services, on the loan's group. */
const ON_A_LOAN = ['LOAN_NOT_FOUND', 'GROUP_NOT_FOUND'] as const;

@Controller()
export class LoansController {
  constructor(
    private readonly loans: LoansService,
    private readonly money: LoanMoneyService,
    private readonly disbursement: LoanDisbursementService,
    private readonly views: LoanViews,
  ) {}

  @Endpoint({
    summary: 'Apply for a loan from the savings fund',
    access: 'group-member',
    description:
      'Body `{ amount, term_months, purpose, guarantor_ids, accepted_total_repayable }`. The ' +
      'terms are the group’s rules of the moment; `accepted_total_repayable` is the schedule’s ' +
      'total the member saw (`loanSchedule` in @tontine/contracts): 409 `LOAN_TERMS_CHANGED` ' +
      'when the rules changed it since. At least 100, at most the member’s savings × the ' +
      'multiple within the cap less what they owe; exactly the guarantors the rules ask, other ' +
      'members; one application at a time. The guarantors are asked by notification.',
    errors: [
      ...MEMBERS_ONLY,
      'GROUP_INACTIVE',
      'LOANS_DISABLED',
      'LOAN_TOO_SMALL',
      'LOAN_OVER_LIMIT',
      'LOAN_TERM_TOO_LONG',
      'LOAN_GUARANTORS_REQUIRED',
      'LOAN_GUARANTOR_INVALID',
      'LOAN_TERMS_CHANGED',
      'LOAN_APPLICATION_OPEN',
    ],
    ...DETAIL,
  })
  @Post('groups/:id/loans')
  @HttpCode(201)
  async apply(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(applyLoanSchema)) body: z.output<typeof applyLoanSchema>,
  ): Promise<LoanDetail> {
    const loan = await this.loans.apply(user, id, body);
    return this.views.detail(user, loan.id);
  }

  @Endpoint({
    summary: "A group's loan book",
    access: 'group-treasurer',
    description:
      'One tab at a time: `applications` (waiting for guarantors, approval or disbursement), ' +
      '`active`, `late` (active with an instalment past due) or `closed` (repaid, declined, ' +
      'rejected or cancelled); 50 a page, newest first, with the count of each tab.',
    parameters: {
      view: '`applications` (default), `active`, `late` or `closed`.',
      cursor: 'The `next_cursor` of the previous page.',
    },
    errors: [...GROUP_ADMINS_ONLY],
    response: loanBookPageSchema,
    success: { description: `${shape('LoanBookPage')}.` },
  })
  @Get('groups/:id/loans')
  book(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Query(new ZodPipe(loanBookQuerySchema)) query: z.output<typeof loanBookQuerySchema>,
  ): Promise<LoanBookPage> {
    return this.views.book(user, id, query);
  }

  @Endpoint({
    summary: "The caller's loans and guarantees in a group",
    access: 'group-member',
    description:
      'The loans the caller applied for or took over, and those they were asked to guarantee, ' +
      'newest first.',
    errors: [...MEMBERS_ONLY],
    response: myLoansSchema,
    success: { description: `${shape('MyLoans')}.` },
  })
  @Get('groups/:id/my-loans')
  mine(@CurrentUser() user: User, @Param('id') id: string): Promise<MyLoans> {
    return this.views.mine(user, id);
  }

  @Endpoint({
    summary: 'A loan',
    access: 'signed-in',
    description:
      'For its borrower, its guarantors and those who handle the group’s money; anyone else is ' +
      'told there is no such loan. The schedule is dated once the loan is disbursed.',
    errors: [...ON_A_LOAN],
    ...DETAIL,
  })
  @Get('loans/:id')
  detail(@CurrentUser() user: User, @Param('id') id: string): Promise<LoanDetail> {
    return this.views.detail(user, id);
  }

  @Endpoint({
    summary: 'Answer a guarantee request',
    access: 'signed-in',
    description:
      'Body `{ accept }`, by an asked guarantor while the loan waits for its guarantors. One ' +
      'refusal ends the application (`declined`, its member told); once all accept, it waits ' +
      'for approval.',
    errors: [...ON_A_LOAN, 'LOAN_NOT_GUARANTOR', 'LOAN_GUARANTEE_DECIDED'],
    ...DETAIL,
  })
  @Post('loans/:id/guarantee')
  @HttpCode(200)
  async guarantee(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(guaranteeDecisionSchema)) body: z.output<typeof guaranteeDecisionSchema>,
  ): Promise<LoanDetail> {
    const loan = await this.loans.guarantee(user, id, body.accept);
    return this.views.detail(user, loan.id);
  }

  @Endpoint({
    summary: 'Approve a loan',
    access: 'group-treasurer',
    description:
      'By the group’s rule: an admin approves; or a treasurer first (409 ' +
      '`LOAN_TREASURER_FIRST` to an admin before that), then an admin. Nobody approves their ' +
      'own loan. Audited (`loan_approved`); the member is told once it is approved.',
    errors: [
      ...ON_A_LOAN,
      'GROUP_ADMIN_REQUIRED',
      'LOAN_SELF_APPROVAL',
      'LOAN_NOT_AWAITING_APPROVAL',
      'LOAN_TREASURER_FIRST',
    ],
    ...DETAIL,
  })
  @Post('loans/:id/approve')
  @HttpCode(200)
  async approve(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
  ): Promise<LoanDetail> {
    const loan = await this.loans.approve(user, id, ip);
    return this.views.detail(user, loan.id);
  }

  @Endpoint({
    summary: 'Reject a loan application',
    access: 'group-treasurer',
    description:
      'Body `{ reason }`, before the loan is disbursed or sent by M-Pesa; not one’s own. ' +
      'Audited (`loan_rejected`); the member is told, with the reason.',
    errors: [
      ...ON_A_LOAN,
      'GROUP_ADMIN_REQUIRED',
      'LOAN_SELF_APPROVAL',
      'LOAN_NOT_AWAITING_APPROVAL',
      'LOAN_DISBURSING',
    ],
    ...DETAIL,
  })
  @Post('loans/:id/reject')
  @HttpCode(200)
  async reject(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(rejectContributionSchema)) body: z.output<typeof rejectContributionSchema>,
    @ClientIp() ip: string,
  ): Promise<LoanDetail> {
    const loan = await this.loans.reject(user, id, body.reason, ip);
    return this.views.detail(user, loan.id);
  }

  @Endpoint({
    summary: 'Withdraw a loan application',
    access: 'signed-in',
    description: 'By its member, until the loan is disbursed or sent by M-Pesa.',
    errors: [...ON_A_LOAN, 'LOAN_NOT_CANCELLABLE', 'LOAN_DISBURSING'],
    ...DETAIL,
  })
  @Post('loans/:id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<LoanDetail> {
    const loan = await this.loans.cancel(user, id);
    return this.views.detail(user, loan.id);
  }

  @Endpoint({
    summary: 'Disburse an approved loan',
    access: 'group-treasurer',
    description:
      'Body `{ method, phone_number }`, both optional. Only if the fund holds the amount at ' +
      'that moment (409 `LOAN_FUND_SHORT`), read under the group’s ledger lock. Cash (the ' +
      'default) is handed over at once: the schedule is dated from today, one instalment a ' +
      'month, and the member is told. `method: "mpesa"` sends the amount to the borrower’s ' +
      'phone by M-Pesa B2C (`phone_number`, or their registered Kenyan number): the loan is ' +
      '`disbursing`, its amount held out of the fund, until Safaricom’s confirmed result makes ' +
      'it active (follow it in `mpesa_disbursement` of GET /api/loans/:id); a failure makes it ' +
      '`approved` again. Audited (`loan_disbursed`, `loan_mpesa_disbursement_requested`).',
    errors: [
      ...ON_A_LOAN,
      'GROUP_ADMIN_REQUIRED',
      'LOAN_NOT_APPROVED',
      'LOAN_DISBURSING',
      'LOAN_FUND_SHORT',
      'MPESA_DISBURSEMENT_UNAVAILABLE',
      'MPESA_CURRENCY_NOT_KES',
      'MPESA_LOAN_NOT_WHOLE',
      'MPESA_BORROWER_PHONE_REQUIRED',
      'MPESA_SERVICE_UNAVAILABLE',
    ],
    ...DETAIL,
  })
  @Post('loans/:id/disburse')
  @HttpCode(200)
  async disburse(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(disburseLoanSchema)) body: z.output<typeof disburseLoanSchema>,
  ): Promise<LoanDetail> {
    const loan = await this.disbursement.disburse(user, id, ip, body);
    return this.views.detail(user, loan.id);
  }

  @Endpoint({
    summary: 'Record a loan repayment in cash',
    access: 'group-treasurer',
    description:
      'Body `{ amount }`, received by an admin or treasurer: applied to the oldest ' +
      'instalment’s interest first, then its principal, then the next. At most what is left ' +
      '(400 `LOAN_REPAYMENT_TOO_LARGE`); the last shilling closes the loan. Send an ' +
      '`Idempotency-Key` to retry safely. Audited (`loan_repayment_recorded`); the member is told.',
    parameters: {
      'Idempotency-Key': '8 to 100 letters, digits, `_`, `.`, `:` or `-`, unique per repayment.',
    },
    errors: [
      ...ON_A_LOAN,
      'GROUP_ADMIN_REQUIRED',
      'LOAN_NOT_ACTIVE',
      'LOAN_REPAYMENT_TOO_LARGE',
      'IDEMPOTENCY_CONFLICT',
    ],
    ...DETAIL,
  })
  @Post('loans/:id/repayments')
  @HttpCode(201)
  async repay(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(loanRepaymentSchema)) body: z.output<typeof loanRepaymentSchema>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @ClientIp() ip: string,
  ): Promise<LoanDetail> {
    const loan = await this.money.repay(
      user,
      id,
      body.amount,
      idempotencyKeyOf(idempotencyKey),
      ip,
    );
    return this.views.detail(user, loan.id);
  }

  @Endpoint({
    summary: 'Take over a loan as its guarantor',
    access: 'signed-in',
    description:
      'A guarantor who accepted takes an active loan over as it stands: theirs to repay from ' +
      'then on, and its first borrower free to leave the group. Audited (`loan_taken_over`); ' +
      'the first borrower is told.',
    errors: [...ON_A_LOAN, 'NOT_GROUP_MEMBER', 'LOAN_NOT_GUARANTOR', 'LOAN_NOT_ACTIVE'],
    ...DETAIL,
  })
  @Post('loans/:id/take-over')
  @HttpCode(200)
  async takeOver(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
  ): Promise<LoanDetail> {
    const loan = await this.money.takeOver(user, id, ip);
    return this.views.detail(user, loan.id);
  }
}
