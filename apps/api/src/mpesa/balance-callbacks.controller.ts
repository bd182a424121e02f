import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
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
const QUERY =
  "The platform's balance query, as its ResultURL and QueueTimeOutURL name it: a result for " +
  'another query, or for a conversation Daraja did not acknowledge for it, changes nothing.';
const ACCEPTED = { description: '`{ ResultCode: 0, ResultDesc: "Accepted" }`, as Daraja expects.' };

/**
 * Daraja's Account Balance results, under the same secret path and guard as the other
 * callbacks, each at the URL of the query it answers. Each answers as soon as the result is
 * stored; a result that names no pending balance query of the platform changes nothing.
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
    parameters: { secret: SECRET, query: QUERY },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('account-balance/:query')
  @HttpCode(200)
  async accountBalance(
    @Param('query') queryId: string,
    @Body(new ZodPipe(resultCallbackSchema)) body: z.output<typeof resultCallbackSchema>,
  ) {
    await this.balance.onResult(queryId, body.Result);
    return CALLBACK_ACCEPTED;
  }

  @Endpoint({
    summary: "Daraja's Account Balance timeout",
    access: 'public',
    response: callbackAcceptedSchema,
    openDuringMaintenance: true,
    description: "The query timed out in Safaricom's queue: it failed, the operator may ask again.",
    parameters: { secret: SECRET, query: QUERY },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('account-balance-timeout/:query')
  @HttpCode(200)
  async accountBalanceTimeout(
    @Param('query') queryId: string,
    @Body(new ZodPipe(resultCallbackSchema)) body: z.output<typeof resultCallbackSchema>,
  ) {
    await this.balance.onTimeout(queryId, body.Result);
    return CALLBACK_ACCEPTED;
  }
}
