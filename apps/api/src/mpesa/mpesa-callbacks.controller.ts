import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import {
  CALLBACK_ACCEPTED,
  callbackAcceptedSchema,
  resultCallbackSchema,
  stkCallbackSchema,
} from './daraja-callbacks.js';
import { MpesaCallbackGuard } from './mpesa-callback.guard.js';
import { MpesaPaymentsService } from './mpesa-payments.service.js';
import { MpesaPayoutsService } from './mpesa-payouts.service.js';
import { StatusResults } from './status-results.service.js';

const SECRET =
  "The callback URLs' secret (MPESA_CALLBACK_SECRET, or derived from SECRETS_KEY); any other " +
  'value is 404, as is a caller outside MPESA_CALLBACK_ALLOWED_IPS when it is set.';
const ACCEPTED = { description: '`{ ResultCode: 0, ResultDesc: "Accepted" }`, as Daraja expects.' };

/**
 * What Safaricom's Daraja calls back. Each answers at once and changes nothing by itself: the
 * service checks every claim with Daraja before money moves. Open during maintenance, since
 * Daraja does not call an STK result twice.
 */
@Controller('mpesa/callbacks/:secret')
@UseGuards(MpesaCallbackGuard)
export class MpesaCallbacksController {
  constructor(
    private readonly payments: MpesaPaymentsService,
    private readonly payouts: MpesaPayoutsService,
    private readonly statusResults: StatusResults,
  ) {}

  @Endpoint({
    summary: "Daraja's STK push result",
    access: 'public',
    response: callbackAcceptedSchema,
    openDuringMaintenance: true,
    description: 'A claim only: the push is then checked with STK query and Transaction Status.',
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('stk')
  @HttpCode(200)
  async stk(@Body(new ZodPipe(stkCallbackSchema)) body: z.output<typeof stkCallbackSchema>) {
    await this.payments.onStkCallback(body.Body.stkCallback);
    return CALLBACK_ACCEPTED;
  }

  @Endpoint({
    summary: "Daraja's Transaction Status result",
    access: 'public',
    response: callbackAcceptedSchema,
    openDuringMaintenance: true,
    description:
      'Matched to the query by its OriginatorConversationID; a completed transaction with the ' +
      'amount, phone and paybill asked pays the push.',
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('transaction-status')
  @HttpCode(200)
  transactionStatus(
    @Body(new ZodPipe(resultCallbackSchema)) body: z.output<typeof resultCallbackSchema>,
  ) {
    this.statusResults.onResult(body.Result);
    return CALLBACK_ACCEPTED;
  }

  @Endpoint({
    summary: "Daraja's Transaction Status timeout",
    access: 'public',
    response: callbackAcceptedSchema,
    openDuringMaintenance: true,
    description: "The query timed out in Safaricom's queue: the next check asks again.",
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('transaction-status-timeout')
  @HttpCode(200)
  async transactionStatusTimeout(
    @Body(new ZodPipe(resultCallbackSchema)) body: z.output<typeof resultCallbackSchema>,
  ) {
    await this.statusResults.onTimeout(body.Result);
    return CALLBACK_ACCEPTED;
  }

  @Endpoint({
    summary: "Daraja's B2C payout result",
    access: 'public',
    response: callbackAcceptedSchema,
    openDuringMaintenance: true,
    description:
      'A claim only: the payout it names (by its OriginatorConversationID and ConversationID) ' +
      'is then checked with Transaction Status before the cycle is paid or released.',
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('b2c-result')
  @HttpCode(200)
  async b2cResult(
    @Body(new ZodPipe(resultCallbackSchema)) body: z.output<typeof resultCallbackSchema>,
  ) {
    await this.payouts.onResult(body.Result);
    return CALLBACK_ACCEPTED;
  }

  @Endpoint({
    summary: "Daraja's B2C queue timeout",
    access: 'public',
    response: callbackAcceptedSchema,
    openDuringMaintenance: true,
    description:
      'M-Pesa dropped the payout from its queue: checked with Transaction Status, then the ' +
      'cycle is released for another try.',
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('b2c-timeout')
  @HttpCode(200)
  async b2cTimeout(
    @Body(new ZodPipe(resultCallbackSchema)) body: z.output<typeof resultCallbackSchema>,
  ) {
    await this.payouts.onResult(body.Result, true);
    return CALLBACK_ACCEPTED;
  }
}
