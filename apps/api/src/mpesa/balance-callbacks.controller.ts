import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import {
  CALLBACK_ACCEPTED,
  callbackAcceptedSchema,
  resultCallbackSchema,
} from './daraja-callbacks.js';
import { MpesaBalanceService } from './mpesa-balance.service.js';
import { MpesaCallbackGuard } from './mpesa-callback.guard.js';

const SECRET =
  "The callback URLs' secret (MPESA_CALLBACK_SECRET, or derived from SECRETS_KEY); any other " +
  'value is 404, as is a caller outside MPESA_CALLBACK_ALLOWED_IPS when it is set.';
const ACCEPTED = { description: '`{ ResultCode: 0, ResultDesc: "Accepted" }`, as Daraja expects.' };

/**
 * Daraja's Account Balance results, under the same secret path and guard as the other
 * callbacks. Each answers as soon as the result is stored; a result that names no pending
 * balance query of the platform changes nothing.
 */
@Controller('mpesa/callbacks/:secret')
@UseGuards(MpesaCallbackGuard)
export class BalanceCallbacksController {
  constructor(private readonly balance: MpesaBalanceService) {}

  @Endpoint({
    summary: "Daraja's Account Balance result",
    access: 'public',
    response: callbackAcceptedSchema,
    openDuringMaintenance: true,
    description:
      'Matched to the query by its OriginatorConversationID; the `AccountBalance` parameter ' +
      '(accounts joined with `&`, each `name|currency|amounts…`) is stored as exact decimals.',
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('account-balance')
  @HttpCode(200)
  async accountBalance(
    @Body(new ZodPipe(resultCallbackSchema)) body: z.output<typeof resultCallbackSchema>,
  ) {
    await this.balance.onResult(body.Result);
    return CALLBACK_ACCEPTED;
  }

  @Endpoint({
    summary: "Daraja's Account Balance timeout",
    access: 'public',
    response: callbackAcceptedSchema,
    openDuringMaintenance: true,
    description: "The query timed out in Safaricom's queue: it failed, the operator may ask again.",
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('account-balance-timeout')
  @HttpCode(200)
  async accountBalanceTimeout(
    @Body(new ZodPipe(resultCallbackSchema)) body: z.output<typeof resultCallbackSchema>,
  ) {
    await this.balance.onTimeout(body.Result);
    return CALLBACK_ACCEPTED;
  }
}
