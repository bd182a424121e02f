import { Body, Controller, UseInterceptors, HttpCode, Param, Post } from '@nestjs/common';
import {
  cashPaymentDecisionSchema,
  cryptoPaymentDecisionSchema,
  consoleCashPaymentRowSchema,
  consoleCryptoPaymentRowSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { FreshFiguresInterceptor } from './fresh-figures.interceptor.js';
import type { User } from '../users/user.entity.js';
import { PaymentValidationService } from './payment-validation.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

/** The console's payments tab: deciding a payment, as the group's admin would. */
@UseInterceptors(FreshFiguresInterceptor)
@Controller('superadmin')
export class SuperadminPaymentsController {
  constructor(private readonly validation: PaymentValidationService) {}

  @Endpoint({
    summary: 'Approve or reject a cash payment',
    access: 'super-admin',
    description:
      "The group admins' own decision (the contributions service): the same lock, totals, " +
      'notification and audit entry (`payment_validation`); only a pending payment is decided.',
    errors: ['CONTRIBUTION_NOT_FOUND', 'GROUP_NOT_FOUND', 'CONTRIBUTION_DECIDED'],
    response: consoleCashPaymentRowSchema,
    success: { description: `The payment, ${shape('ConsoleCashPaymentRow')}.` },
  })
  @Post('cash-payments/:id/validate')
  @HttpCode(200)
  validateCash(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body(new ZodPipe(cashPaymentDecisionSchema)) body: z.output<typeof cashPaymentDecisionSchema>,
    @ClientIp() ip: string,
  ) {
    return this.validation.decideCash(admin, id, body, ip);
  }

  @Endpoint({
    summary: 'Verify a crypto payment on chain',
    access: 'super-admin',
    description:
      'Body `{ action: "verify" }`. Runs the verification every check uses (docs/crypto.md): the ' +
      'receipt, the Transfer log of the quoted token to the treasury for at least the quoted ' +
      "amount, and the network's confirmations; a pending payment becomes confirmed or failed " +
      '(its contribution then rejected with the reason). Audited (`payment_validation`, ' +
      '`crypto_payment_verified`). A node that does not answer is 503 and nothing changes.',
    errors: [
      'CONTRIBUTION_NOT_FOUND',
      'CRYPTO_PAYMENT_NOT_FOUND',
      'CRYPTO_NETWORK_UNAVAILABLE',
      'CRYPTO_SERVICE_UNAVAILABLE',
    ],
    response: consoleCryptoPaymentRowSchema,
    success: { description: `The payment, ${shape('ConsoleCryptoPaymentRow')}.` },
  })
  @Post('crypto-payments/:id/validate')
  @HttpCode(200)
  validateCrypto(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body(new ZodPipe(cryptoPaymentDecisionSchema))
    _body: z.output<typeof cryptoPaymentDecisionSchema>,
    @ClientIp() ip: string,
  ) {
    return this.validation.verifyCrypto(admin, id, ip);
  }
}
