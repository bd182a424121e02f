import contentDisposition from 'content-disposition';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  cashRecordQuerySchema,
  cryptoContributionSchema,
  rejectContributionSchema,
  recordPayoutSchema,
  rotationOrderSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { RotationViewService } from '../rotation/rotation-view.service.js';
import type { User } from '../users/user.entity.js';
import { ContributionsService } from './contributions.service.js';
import { AdminStatsService } from './admin-stats.service.js';
import { StatementService } from './statement.service.js';
import { MemberSummaryService } from './member-summary.service.js';
import { PayoutsService } from './payouts.service.js';

@Controller()
export class ContributionsController {
  constructor(
    private readonly contributions: ContributionsService,
    private readonly rotation: RotationViewService,
    private readonly payouts: PayoutsService,
    private readonly summaries: MemberSummaryService,
    private readonly adminStats: AdminStatsService,
    private readonly statements: StatementService,
  ) {}

  /** The documents send the payment in the query string with an empty body (000 §7). */
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

  @Post('contributions/crypto')
  recordCrypto(
    @CurrentUser() user: User,
    @Body(new ZodPipe(cryptoContributionSchema)) body: z.output<typeof cryptoContributionSchema>,
  ) {
    return this.contributions.recordCrypto(user, body);
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
    return this.contributions.listForGroup(user, id);
  }

  @Post('groups/:id/payouts')
  recordPayout(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(recordPayoutSchema)) body: z.output<typeof recordPayoutSchema>,
  ) {
    return this.payouts.recordCurrent(user, id, ip, body.cycle_number);
  }

  @Get('groups/:id/statement')
  async statement(@CurrentUser() user: User, @Param('id') id: string, @Res() reply: FastifyReply) {
    const { filename, body } = await this.statements.csv(user, id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(filename))
      .send(`\uFEFF${body}`);
  }

  @Get('groups/:id/rotation')
  rotationOf(@CurrentUser() user: User, @Param('id') id: string) {
    return this.rotation.view(user, id);
  }

  @Put('groups/:id/rotation/order')
  arrangeOrder(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(rotationOrderSchema)) body: z.output<typeof rotationOrderSchema>,
  ) {
    return this.rotation.arrange(user, id, body.user_ids, ip);
  }
}
