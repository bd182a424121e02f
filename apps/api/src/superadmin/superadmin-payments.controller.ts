import { Body, Controller, UseInterceptors, HttpCode, Param, Post } from '@nestjs/common';
import { cashPaymentDecisionSchema, cryptoPaymentDecisionSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser, SuperAdminOnly } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { FreshFiguresInterceptor } from './fresh-figures.interceptor.js';
import type { User } from '../users/user.entity.js';
import { PaymentValidationService } from './payment-validation.service.js';

/** The console's payments tab: deciding a payment, as the group's admin would. */
@SuperAdminOnly()
@UseInterceptors(FreshFiguresInterceptor)
@Controller('superadmin')
export class SuperadminPaymentsController {
  constructor(private readonly validation: PaymentValidationService) {}

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
