import contentDisposition from 'content-disposition';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminStatsDtoSchema,
  cashRecordQuerySchema,
  contributionDtoSchema,
  memberSummaryDtoSchema,
  myPaymentsDtoSchema,
  recordCashResponseSchema,
  rejectContributionSchema,
} from '@tontine/contracts';
import { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { ContributionsService } from './contributions.service.js';
import { AdminStatsViews } from './admin-stats-views.service.js';
import { ContributionViews } from './contribution-views.service.js';
import { MemberSummaryViews } from './member-summary-views.service.js';
import { MyPaymentsViews } from './my-payments-views.service.js';
import { StatementViews } from './statement-views.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { DECIDING, LIST, MEMBERS_ONLY, PAYMENT, shape } from '../common/endpoint/endpoint-texts.js';

@Controller()
export class ContributionsController {
  constructor(
    private readonly contributions: ContributionsService,
    private readonly views: ContributionViews,
    private readonly summaries: MemberSummaryViews,
    private readonly adminStats: AdminStatsViews,
    private readonly statements: StatementViews,
    private readonly myPayments: MyPaymentsViews,
  ) {}

  /** The clients send the payment in the query string with an empty body: the query is read when the body is empty. */
  @Endpoint({
    summary: 'Record a cash contribution',
    access: 'group-member',
    description:
      'The payment travels in the query string, with an empty body. A member records their ' +
      "own, a group admin a member's (audited). Send an `Idempotency-Key` to retry safely: the " +
      'same key answers the first recording again.',
    parameters: {
      'Idempotency-Key': '8 to 100 letters, digits, `_`, `.`, `:` or `-`, unique per payment.',
      member_id: 'For a group admin recording a member’s payment; default the caller.',
      cycle_number: 'Default the current cycle.',
    },
    errors: [...PAYMENT, 'IDEMPOTENCY_CONFLICT'],
    response: recordCashResponseSchema,
    success: {
      description: `\`{ success, message, contribution }\`: a pending ${shape('ContributionDto')}.`,
    },
  })
  @Post('contributions/cash/record')
  @HttpCode(201)
  recordCash(
    @CurrentUser() user: User,
    @Query(new ZodPipe(cashRecordQuerySchema)) query: z.output<typeof cashRecordQuerySchema>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @ClientIp() ip: string,
  ) {
    if (idempotencyKey !== undefined && !/^[\w.:-]{8,100}$/.test(idempotencyKey)) {
      throw new DomainError('VALIDATION_FAILED', undefined, {
        field: 'Idempotency-Key',
        message_key: 'invalidValue',
      });
    }
    return this.contributions.recordCash(user, query, idempotencyKey, ip);
  }

  @Endpoint({
    summary: 'Statistics over the groups the caller administers',
    access: 'group-admin',
    description: 'Super admins get the whole platform’s.',
    errors: ['STATS_FORBIDDEN'],
    response: adminStatsDtoSchema,
    success: { description: `${shape('AdminStatsDto')}.` },
  })
  @Get('admin/stats')
  stats(@CurrentUser() user: User) {
    return this.adminStats.stats(user);
  }

  @Endpoint({
    summary: "The caller's money across their groups",
    access: 'signed-in',
    response: memberSummaryDtoSchema,
    success: { description: `${shape('MemberSummaryDto')}: totals per currency.` },
  })
  @Get('users/me/summary')
  summary(@CurrentUser() user: User) {
    return this.summaries.summary(user);
  }

  @Endpoint({
    summary: "The caller's payments across their groups",
    access: 'signed-in',
    description:
      'Per group, what the current cycle still asks of the caller (due date, approved, pending, ' +
      'owed), and their contributions, newest first, with the group and the chain status.',
    response: myPaymentsDtoSchema,
    success: { description: `${shape('MyPaymentsDto')}.` },
  })
  @Get('users/me/payments')
  payments(@CurrentUser() user: User) {
    return this.myPayments.payments(user);
  }

  @Endpoint({
    summary: 'Approve a contribution',
    access: 'group-treasurer',
    description:
      'The payer is told. Audited. A crypto contribution is approved only once the chain ' +
      'confirmed it (409 `CRYPTO_NOT_CONFIRMED` before); an M-Pesa one by its confirmed ' +
      'receipt, never by an admin (409 `MPESA_CONFIRMED_BY_RECEIPT`).',
    errors: [...DECIDING, 'CRYPTO_NOT_CONFIRMED', 'MPESA_CONFIRMED_BY_RECEIPT'],
    response: contributionDtoSchema,
    success: { description: `The contribution, ${shape('ContributionDto')}.` },
  })
  @Post('contributions/:id/approve')
  @HttpCode(200)
  approve(@CurrentUser() user: User, @Param('id') id: string, @ClientIp() ip: string) {
    return this.contributions.approve(user, id, ip);
  }

  @Endpoint({
    summary: 'Reject a contribution',
    access: 'group-treasurer',
    description:
      'The payer is told, with the reason. Audited. An M-Pesa contribution is decided by ' +
      "Safaricom's answer (409 `MPESA_CONFIRMED_BY_RECEIPT`).",
    errors: [...DECIDING, 'MPESA_CONFIRMED_BY_RECEIPT'],
    response: contributionDtoSchema,
    success: { description: `The contribution, ${shape('ContributionDto')}.` },
  })
  @Post('contributions/:id/reject')
  @HttpCode(200)
  reject(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(rejectContributionSchema)) body: z.output<typeof rejectContributionSchema>,
  ) {
    return this.contributions.reject(user, id, body.reason, ip);
  }

  @Endpoint({
    summary: 'Reverse an approved contribution',
    access: 'group-admin',
    description:
      'Records a negative approved entry that cancels it; once per contribution. Audited.',
    errors: [...DECIDING, 'CONTRIBUTION_NOT_REVERSIBLE', 'CONTRIBUTION_ALREADY_REVERSED'],
    response: contributionDtoSchema,
    success: { description: `The reversing entry, ${shape('ContributionDto')}.` },
  })
  @Post('contributions/:id/reverse')
  @HttpCode(201)
  reverse(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(rejectContributionSchema)) body: z.output<typeof rejectContributionSchema>,
  ) {
    return this.contributions.reverse(user, id, body.reason, ip);
  }

  @Endpoint({
    summary: "A group's contributions",
    access: 'group-member',
    description: "Members see their own; the group's admins and super admins see all.",
    errors: [...MEMBERS_ONLY],
    response: z.array(contributionDtoSchema),
    success: { description: LIST('ContributionDto') },
  })
  @Get('groups/:id/contributions')
  list(@CurrentUser() user: User, @Param('id') id: string) {
    return this.views.listForGroup(user, id);
  }

  @Endpoint({
    summary: "A group's statement as CSV",
    access: 'group-member',
    errors: [...MEMBERS_ONLY],
    success: {
      description: 'A CSV file (UTF-8 with a byte order mark), named in Content-Disposition.',
      status: 200,
      mediaTypes: ['text/csv'],
    },
  })
  @Get('groups/:id/statement')
  async statement(@CurrentUser() user: User, @Param('id') id: string, @Res() reply: FastifyReply) {
    const { filename, body } = await this.statements.csv(user, id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(filename))
      .send(`\uFEFF${body}`);
  }
}
