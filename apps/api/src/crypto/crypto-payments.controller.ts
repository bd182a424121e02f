import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import {
  cryptoPaymentSchema,
  cryptoQuoteSchema,
  cryptoSendSchema,
  EVM_ADDRESS_PATTERN,
} from '@tontine/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { CryptoPaymentsService } from './crypto-payments.service.js';
import { CryptoSendsService } from './crypto-sends.service.js';

/** The Idempotency-Key header as the cash payments take it. */
function idempotencyKeyOf(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[\w.:-]{8,100}$/.test(value)) {
    throw new DomainError('VALIDATION_FAILED', undefined, {
      field: 'Idempotency-Key',
      message_key: 'invalidValue',
    });
  }
  return value;
}

@Controller('crypto')
export class CryptoPaymentsController {
  constructor(
    private readonly payments: CryptoPaymentsService,
    private readonly sends: CryptoSendsService,
  ) {}

  @Post('payments/quote')
  @HttpCode(201)
  quote(
    @CurrentUser() user: User,
    @Body(new ZodPipe(cryptoQuoteSchema)) body: z.output<typeof cryptoQuoteSchema>,
  ) {
    return this.payments.quote(user, body);
  }

  @Post('payments')
  @HttpCode(201)
  pay(
    @CurrentUser() user: User,
    @Body(new ZodPipe(cryptoPaymentSchema)) body: z.output<typeof cryptoPaymentSchema>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    return this.payments.pay(user, body, idempotencyKeyOf(idempotencyKey));
  }

  /** The payer's payment; while pending, checked on chain first (the stored state if the node is down). */
  @Get('payments/:id')
  get(@CurrentUser() user: User, @Param('id') id: string) {
    return this.payments.get(user, id, false);
  }

  /** The payer asks for a check on chain now (503 when the node does not answer). */
  @Post('payments/:id/check')
  @HttpCode(200)
  check(@CurrentUser() user: User, @Param('id') id: string) {
    return this.payments.get(user, id, true);
  }

  @Post('wallets/:address/send')
  @HttpCode(201)
  send(
    @CurrentUser() user: User,
    @Param('address') address: string,
    @Body(new ZodPipe(cryptoSendSchema)) body: z.output<typeof cryptoSendSchema>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    if (!EVM_ADDRESS_PATTERN.test(address)) throw new DomainError('WALLET_NOT_FOUND');
    return this.sends.send(user, address, body, idempotencyKeyOf(idempotencyKey));
  }
}
