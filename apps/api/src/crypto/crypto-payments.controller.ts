import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import {
  cryptoPaymentDtoSchema,
  cryptoPaymentSchema,
  cryptoQuoteDtoSchema,
  cryptoQuoteSchema,
  cryptoTransactionDtoSchema,
  cryptoSendSchema,
  EVM_ADDRESS_PATTERN,
} from '@tontine/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { idempotencyKeyOf } from '../common/idempotency-key.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { CryptoPaymentsService } from './crypto-payments.service.js';
import { CryptoSendsService } from './crypto-sends.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { FINE_PAYING, PAYMENT, SAVING_PAYING, shape } from '../common/endpoint/endpoint-texts.js';

@Controller('crypto')
export class CryptoPaymentsController {
  constructor(
    private readonly payments: CryptoPaymentsService,
    private readonly sends: CryptoSendsService,
  ) {}

  @Endpoint({
    summary: "What my cycle's contribution costs in a token, now",
    response: cryptoQuoteDtoSchema,
    access: 'signed-in',
    description:
      'Body `{ group_id, network, token_symbol, cycle_number? | fine_id? | saving? }`. What is ' +
      'still due for the cycle (contribution − approved − pending), with `fine_id` that unpaid ' +
      "late fine of the caller's in the group, whole, or with `saving: { amount? }` the " +
      "caller's saving into the group's fund (the fixed saving still due this cycle, or the " +
      "`amount` of a free one), converted at the super admins' current rate " +
      "for the group's currency (USD is 1) and rounded up to the token's decimals, with the " +
      'treasury to pay; valid 30 minutes, used by one payment. No rate for the currency is 422 ' +
      '`RATE_UNAVAILABLE`.',
    errors: [
      'CRYPTO_PAYMENTS_DISABLED',
      'CRYPTO_NETWORK_UNAVAILABLE',
      ...PAYMENT,
      ...FINE_PAYING,
      ...SAVING_PAYING,
      'RATE_UNAVAILABLE',
    ],
    success: { description: `The quote, ${shape('CryptoQuoteDto')}.` },
  })
  @Post('payments/quote')
  @HttpCode(201)
  quote(
    @CurrentUser() user: User,
    @Body(new ZodPipe(cryptoQuoteSchema)) body: z.output<typeof cryptoQuoteSchema>,
  ) {
    return this.payments.quote(user, body);
  }

  @Endpoint({
    summary: 'Pay a quote in tokens',
    response: cryptoPaymentDtoSchema,
    access: 'signed-in',
    description:
      '`{ source: "custodial", quote_id }`: the server checks the wallet\'s token balance and ' +
      'gas, signs an ERC-20 transfer to the treasury, records it, broadcasts it (send an ' +
      'Idempotency-Key: a retry answers the first payment and sends nothing). `{ source: ' +
      '"external", quote_id, tx_hash }`: a transfer made from an outside wallet. Either makes a ' +
      "pending crypto contribution (or holds the quote's fine pending, or writes its saving " +
      'pending, until the chain confirms it, when it is paid into the fund), checked on chain at ' +
      'once and then by the background job; ' +
      'a transaction pays once, ever (409 `TX_HASH_USED`). A node that does not answer is 503 ' +
      'and nothing is recorded.',
    parameters: {
      'Idempotency-Key': '8 to 100 letters, digits, `_`, `.`, `:` or `-`, unique per payment.',
    },
    errors: [
      'QUOTE_NOT_FOUND',
      'QUOTE_USED',
      'QUOTE_EXPIRED',
      'TX_HASH_USED',
      'IDEMPOTENCY_CONFLICT',
      'WALLET_NOT_FOUND',
      'CRYPTO_INSUFFICIENT_BALANCE',
      'CRYPTO_INSUFFICIENT_GAS',
      'CRYPTO_WALLETS_DISABLED',
      'CRYPTO_PAYMENTS_DISABLED',
      'CRYPTO_NETWORK_UNAVAILABLE',
      'CRYPTO_SERVICE_UNAVAILABLE',
      ...PAYMENT,
      ...FINE_PAYING,
      ...SAVING_PAYING,
    ],
    success: { description: `The payment, ${shape('CryptoPaymentDto')}.` },
  })
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
  @Endpoint({
    summary: 'My crypto payment',
    response: cryptoPaymentDtoSchema,
    access: 'signed-in',
    description:
      'While pending it is checked on chain first; when the node does not answer, the stored ' +
      'state is answered.',
    errors: ['CRYPTO_PAYMENT_NOT_FOUND'],
    success: { description: `The payment, ${shape('CryptoPaymentDto')}.` },
  })
  @Get('payments/:id')
  get(@CurrentUser() user: User, @Param('id') id: string) {
    return this.payments.get(user, id, false);
  }

  /** The payer asks for a check on chain now (503 when the node does not answer). */
  @Endpoint({
    summary: 'Check my crypto payment on chain now',
    response: cryptoPaymentDtoSchema,
    access: 'signed-in',
    description: 'The verification the job runs; a node that does not answer is 503.',
    errors: [
      'CRYPTO_PAYMENT_NOT_FOUND',
      'CRYPTO_NETWORK_UNAVAILABLE',
      'CRYPTO_SERVICE_UNAVAILABLE',
    ],
    success: { description: `The payment, ${shape('CryptoPaymentDto')}.` },
  })
  @Post('payments/:id/check')
  @HttpCode(200)
  check(@CurrentUser() user: User, @Param('id') id: string) {
    return this.payments.get(user, id, true);
  }

  @Endpoint({
    summary: 'Send tokens from my custodial wallet',
    response: cryptoTransactionDtoSchema,
    access: 'signed-in',
    description:
      "Body `{ network, token_symbol, to, amount }` (token units, at most the token's " +
      'decimals). `to` must be a valid address (EIP-55 checksum when mixed case), not the ' +
      "wallet itself; the wallet's token balance and gas must suffice. The server signs and " +
      'broadcasts the transfer; send an Idempotency-Key (a retry answers the first send). ' +
      'Answers a `CryptoTransactionDto` (@tontine/contracts) of type `send`.',
    parameters: {
      'Idempotency-Key': '8 to 100 letters, digits, `_`, `.`, `:` or `-`, unique per send.',
    },
    errors: [
      'WALLET_NOT_FOUND',
      'INVALID_ADDRESS',
      'SEND_TO_SELF',
      'AMOUNT_TOO_PRECISE',
      'IDEMPOTENCY_CONFLICT',
      'CRYPTO_INSUFFICIENT_BALANCE',
      'CRYPTO_INSUFFICIENT_GAS',
      'CRYPTO_WALLETS_DISABLED',
      'CRYPTO_NETWORK_UNAVAILABLE',
      'CRYPTO_SERVICE_UNAVAILABLE',
    ],
    success: { description: 'The send, a `CryptoTransactionDto` (@tontine/contracts).' },
  })
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
