import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  consoleMpesaPaybillQuerySchema,
  consoleMpesaPaybillRowSchema,
  consoleMpesaPayoutRowSchema,
  consoleMpesaPayoutsQuerySchema,
  consoleMpesaPushesQuerySchema,
  consoleMpesaPushRowSchema,
  consolePageSchema,
  mpesaAssignSchema,
  mpesaRefundSchema,
  type ConsoleMpesaPaybillQuery,
  type ConsoleMpesaPayoutsQuery,
  type ConsoleMpesaPushesQuery,
} from '@tontine/contracts';
import { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import {
  CONSOLE_PAGE,
  CONSOLE_PAGE_PARAMETERS,
  PAYMENT,
  shape,
} from '../common/endpoint/endpoint-texts.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { DarajaClient } from './daraja-client.service.js';
import { MpesaConsoleViews } from './mpesa-console-views.service.js';
import { MpesaPaybillService } from './mpesa-paybill.service.js';

/** The super admins' M-Pesa: the pushes, the paybill payments and their suspense queue. */
@Controller('superadmin/mpesa')
export class MpesaConsoleController {
  constructor(
    private readonly views: MpesaConsoleViews,
    private readonly paybill: MpesaPaybillService,
    private readonly daraja: DarajaClient,
  ) {}

  @Endpoint({
    summary: 'M-Pesa STK pushes',
    access: 'super-admin',
    parameters: { ...CONSOLE_PAGE_PARAMETERS, status: '`pending`, `paid` or `failed`.' },
    errors: ['MPESA_UNAVAILABLE'],
    response: consolePageSchema(consoleMpesaPushRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleMpesaPushRow') },
  })
  @Get('pushes')
  pushes(@Query(new ZodPipe(consoleMpesaPushesQuerySchema)) query: ConsoleMpesaPushesQuery) {
    this.daraja.assertConfigured();
    return this.views.pushes(query);
  }

  @Endpoint({
    summary: 'M-Pesa payouts (B2C)',
    access: 'super-admin',
    description: "The pots sent to beneficiaries' phones, with their receipts and failures.",
    parameters: { ...CONSOLE_PAGE_PARAMETERS, status: '`pending`, `paid` or `failed`.' },
    errors: ['MPESA_UNAVAILABLE'],
    response: consolePageSchema(consoleMpesaPayoutRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleMpesaPayoutRow') },
  })
  @Get('payouts')
  payouts(@Query(new ZodPipe(consoleMpesaPayoutsQuerySchema)) query: ConsoleMpesaPayoutsQuery) {
    this.daraja.assertConfigured();
    return this.views.payouts(query);
  }

  @Endpoint({
    summary: 'M-Pesa paybill payments',
    access: 'super-admin',
    description: "`?status=suspense` is the operators' queue: payments that matched nobody.",
    parameters: {
      ...CONSOLE_PAGE_PARAMETERS,
      status: '`confirming`, `matched`, `suspense`, `assigned` or `refunded`.',
    },
    errors: ['MPESA_UNAVAILABLE'],
    response: consolePageSchema(consoleMpesaPaybillRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleMpesaPaybillRow') },
  })
  @Get('paybill')
  paybillList(@Query(new ZodPipe(consoleMpesaPaybillQuerySchema)) query: ConsoleMpesaPaybillQuery) {
    this.daraja.assertConfigured();
    return this.views.paybill(query);
  }

  @Endpoint({
    summary: 'Assign a suspense payment to the member the payer meant',
    access: 'super-admin',
    description:
      'Body `{ account_reference, note? }`: the account number the payer meant. The payment pays ' +
      "that member's due for the group's current cycle, as a matched one would (it must fit what " +
      'they owe). Audited.',
    errors: [
      'MPESA_PAYBILL_NOT_FOUND',
      'MPESA_PAYBILL_SETTLED',
      'MPESA_REFERENCE_UNKNOWN',
      'MPESA_CURRENCY_NOT_KES',
      ...PAYMENT,
    ],
    response: consoleMpesaPaybillRowSchema,
    success: { description: `The payment, ${shape('ConsoleMpesaPaybillRow')}.` },
  })
  @Post('paybill/:id/assign')
  @HttpCode(200)
  async assign(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(mpesaAssignSchema)) body: z.output<typeof mpesaAssignSchema>,
    @ClientIp() ip: string,
  ) {
    const payment = await this.paybill.assign(user, id, body.account_reference, body.note, ip);
    return this.views.paybillOne(payment.id);
  }

  @Endpoint({
    summary: 'Record the refund of a suspense payment',
    access: 'super-admin',
    description:
      "Body `{ note }`: the money was sent back from Safaricom's M-Pesa business portal (a " +
      'reversal); the note keeps its reference. Audited.',
    errors: ['MPESA_PAYBILL_NOT_FOUND', 'MPESA_PAYBILL_SETTLED'],
    response: consoleMpesaPaybillRowSchema,
    success: { description: `The payment, ${shape('ConsoleMpesaPaybillRow')}.` },
  })
  @Post('paybill/:id/refund')
  @HttpCode(200)
  async refund(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(mpesaRefundSchema)) body: z.output<typeof mpesaRefundSchema>,
    @ClientIp() ip: string,
  ) {
    const payment = await this.paybill.refund(user, id, body.note, ip);
    return this.views.paybillOne(payment.id);
  }

  @Endpoint({
    summary: "Register the paybill's URLs with Safaricom again",
    access: 'super-admin',
    description:
      'The server registers them when it starts; this does it again (after a change of address, ' +
      'or when the start could not reach Daraja).',
    errors: ['MPESA_UNAVAILABLE', 'MPESA_REFUSED', 'MPESA_SERVICE_UNAVAILABLE'],
    response: z.strictObject({ registered: z.literal(true) }),
    success: { description: '`{ registered: true }`.' },
  })
  @Post('paybill/register-urls')
  @HttpCode(200)
  async registerUrls() {
    await this.paybill.registerUrls();
    return { registered: true as const };
  }
}
