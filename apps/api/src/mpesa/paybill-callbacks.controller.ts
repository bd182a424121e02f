import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import {
  CALLBACK_ACCEPTED,
  callbackAcceptedSchema,
  paybillNoticeSchema,
  validationAnswerSchema,
} from './daraja-callbacks.js';
import { PaybillCallbackGuard } from './mpesa-callback.guard.js';
import { MpesaPaybillService } from './mpesa-paybill.service.js';

const SECRET =
  "The paybill URLs' secret (hexadecimal, derived from the callbacks' secret); any other value " +
  'is 404, as is a caller outside MPESA_CALLBACK_ALLOWED_IPS when it is set.';

/**
 * What Safaricom calls for a payment to the paybill from the M-Pesa menu (C2B), at the URLs the
 * server registered. Their path holds no "mpesa": Safaricom refuses to register such a URL.
 */
@Controller('paybill/:secret')
@UseGuards(PaybillCallbackGuard)
export class PaybillCallbacksController {
  constructor(private readonly paybill: MpesaPaybillService) {}

  @Endpoint({
    summary: "Daraja's paybill validation",
    access: 'public',
    openDuringMaintenance: true,
    response: validationAnswerSchema,
    description:
      'Called before a payment goes through, when Safaricom has external validation on for the ' +
      'paybill: an account number that names no member is refused (`C2B00012`), and the payer ' +
      'keeps their money.',
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: { description: '`{ ResultCode: "0" | "C2B00012", ResultDesc }`, as Daraja expects.' },
  })
  @Post('validation')
  @HttpCode(200)
  validation(@Body(new ZodPipe(paybillNoticeSchema)) body: z.output<typeof paybillNoticeSchema>) {
    return this.paybill.validate(body);
  }

  @Endpoint({
    summary: "Daraja's paybill confirmation",
    access: 'public',
    openDuringMaintenance: true,
    response: callbackAcceptedSchema,
    description:
      'A payment made: kept once per receipt, then confirmed with Transaction Status before it ' +
      "pays the member its account number names, or waits in the operators' suspense queue.",
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: { description: '`{ ResultCode: 0, ResultDesc: "Accepted" }`, as Daraja expects.' },
  })
  @Post('confirmation')
  @HttpCode(200)
  async confirmation(
    @Body(new ZodPipe(paybillNoticeSchema)) body: z.output<typeof paybillNoticeSchema>,
  ) {
    await this.paybill.onConfirmation(body);
    return CALLBACK_ACCEPTED;
  }
}
