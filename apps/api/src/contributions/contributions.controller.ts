import contentDisposition from 'content-disposition';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { cashRecordQuerySchema, rejectContributionSchema } from '@tontine/contracts';
import type { z } from 'zod';
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

  @Get('admin/stats')
  stats(@CurrentUser() user: User) {
    return this.adminStats.stats(user);
  }

  @Get('users/me/summary')
  summary(@CurrentUser() user: User) {
    return this.summaries.summary(user);
  }

  @Get('users/me/payments')
  payments(@CurrentUser() user: User) {
    return this.myPayments.payments(user);
  }

  @Post('contributions/:id/approve')
  @HttpCode(200)
  approve(@CurrentUser() user: User, @Param('id') id: string, @ClientIp() ip: string) {
    return this.contributions.approve(user, id, ip);
  }

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

  @Get('groups/:id/contributions')
  list(@CurrentUser() user: User, @Param('id') id: string) {
    return this.views.listForGroup(user, id);
  }

  @Get('groups/:id/statement')
  async statement(@CurrentUser() user: User, @Param('id') id: string, @Res() reply: FastifyReply) {
    const { filename, body } = await this.statements.csv(user, id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(filename))
      .send(`\uFEFF${body}`);
  }
}
