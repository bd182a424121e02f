import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import {
  mpesaAvailabilitySchema,
  mpesaPaymentDtoSchema,
  mpesaPaymentSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { FINE_PAYING, SAVING_PAYING, PAYMENT, shape } from '../common/endpoint/endpoint-texts.js';
import { idempotencyKeyOf } from '../common/idempotency-key.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { MpesaPaymentsService } from './mpesa-payments.service.js';

@Controller('mpesa')
export class MpesaController {
  constructor(private readonly payments: MpesaPaymentsService) {}

  @Endpoint({
    summary: 'Whether this deployment collects through M-Pesa',
    response: mpesaAvailabilitySchema,
    access: 'signed-in',
    description:
      'False where Daraja is not configured: M-Pesa is then "temporarily unavailable" ' +
      'everywhere and its calls answer 503 `MPESA_UNAVAILABLE`.',
    success: { description: `${shape('MpesaAvailability')}: \`{ available }\`.` },
  })
  @Get()
  availability() {
    return this.payments.availability();
  }

  @Endpoint({
    summary: 'Pay what is due for a cycle, or a late fine, with an M-Pesa push',
    response: mpesaPaymentDtoSchema,
    access: 'signed-in',
    description:
      'Body `{ group_id, phone_number?, cycle_number?, fine_id?, saving?, loan_repayment? }`. Asks Safaricom to push a payment ' +
      "request to the phone (default: the member's registered Kenyan number) for what is still " +
      'due (contribution − approved − pending) in whole shillings: the cents of a due stay due, ' +
      'a due above 250,000 KES is paid in several pushes. The answer is the pending payment; it ' +
      "turns paid when Safaricom's Transaction Status confirms the receipt, amount and phone " +
      '(the contribution is then approved without the admin), or failed with the reason. One ' +
      'push at a time per member and group (409 `MPESA_PAYMENT_PENDING`); send an ' +
      'Idempotency-Key to retry safely. Only groups in KES (400 `MPESA_CURRENCY_NOT_KES`). With ' +
      "`fine_id`, it pays that late fine of the caller's in the group, whole (400 " +
      '`MPESA_FINE_NOT_WHOLE` for a fine with cents): the fine waits (pending) and goes to the ' +
      "group's fund on the confirmed receipt, or is to pay again when the push fails. With " +
      '`saving: { amount? }`, it pays a saving into the group’s fund (a fixed saving leaves ' +
      '`amount` out): the saving waits (pending) and is validated by the confirmed receipt. With ' +
      '`loan_repayment: { loan_id, amount }`, it repays the caller’s active loan, at most what ' +
      'is left, applied on the confirmed receipt as a cash repayment is (400 ' +
      '`MPESA_AMOUNT_NOT_WHOLE` for cents). One purpose per push.',
    parameters: {
      'Idempotency-Key': '8 to 100 letters, digits, `_`, `.`, `:` or `-`, unique per payment.',
    },
    errors: [
      'MPESA_UNAVAILABLE',
      'MPESA_PHONE_REQUIRED',
      'MPESA_PAYMENT_PENDING',
      'MPESA_CURRENCY_NOT_KES',
      'MPESA_LESS_THAN_A_SHILLING',
      'MPESA_REFUSED',
      'MPESA_SERVICE_UNAVAILABLE',
      'IDEMPOTENCY_CONFLICT',
      'MPESA_FINE_NOT_WHOLE',
      'MPESA_AMOUNT_NOT_WHOLE',
      ...FINE_PAYING,
      ...SAVING_PAYING,
      'LOAN_NOT_FOUND',
      'LOAN_NOT_ACTIVE',
      'LOAN_REPAYMENT_TOO_LARGE',
      ...PAYMENT,
    ],
    success: { description: `The pending payment, ${shape('MpesaPaymentDto')}.` },
  })
  @Post('payments')
  @HttpCode(201)
  push(
    @CurrentUser() user: User,
    @Body(new ZodPipe(mpesaPaymentSchema)) body: z.output<typeof mpesaPaymentSchema>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    return this.payments.push(user, body, idempotencyKeyOf(idempotencyKey));
  }

  @Endpoint({
    summary: 'An M-Pesa payment',
    response: mpesaPaymentDtoSchema,
    access: 'signed-in',
    description:
      "The payer's own, or one made in a group the caller administers (super admins: any). " +
      'Poll it while `pending`.',
    errors: ['MPESA_PAYMENT_NOT_FOUND'],
    success: { description: `The payment, ${shape('MpesaPaymentDto')}.` },
  })
  @Get('payments/:id')
  get(@CurrentUser() user: User, @Param('id') id: string) {
    return this.payments.get(user, id);
  }
}
