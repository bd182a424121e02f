import { Body, Controller, Param, Post } from '@nestjs/common';
import { mpesaPayoutDtoSchema, payoutDtoSchema, recordPayoutSchema } from '@tontine/contracts';
import { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { PayoutProviders } from './payout-providers.js';
import { PayoutsService } from './payouts.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';

@Controller()
export class PayoutsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly providers: PayoutProviders,
  ) {}

  @Endpoint({
    summary: "Record the current cycle's payout",
    access: 'group-admin',
    description:
      'Once every payer of the cycle has paid. Cash (the default) is recorded at once: the ' +
      'beneficiary and the group are told, and the group completes after the last turn. ' +
      '`method: "mpesa"` sends the pot to the beneficiary\'s phone (`phone_number`, or their ' +
      'registered Kenyan number) and answers the M-Pesa payout, pending: the cycle is paid ' +
      "when Safaricom's result is confirmed (follow it at GET /api/groups/:id/mpesa/payout). " +
      'Audited.',
    errors: [
      ...GROUP_ADMINS_ONLY,
      'ROTATION_NOT_STARTED',
      'ROTATION_COMPLETE',
      'CYCLE_INVALID',
      'CONTRIBUTIONS_INCOMPLETE',
      'PAYOUT_ALREADY_RECORDED',
      'PAYOUT_ORDER_CHANGED',
      'MPESA_PAYOUT_PENDING',
      'MPESA_PAYOUTS_UNAVAILABLE',
      'MPESA_CURRENCY_NOT_KES',
      'MPESA_POT_NOT_WHOLE',
      'MPESA_BENEFICIARY_PHONE_REQUIRED',
      'MPESA_SERVICE_UNAVAILABLE',
    ],
    response: z.union([payoutDtoSchema, mpesaPayoutDtoSchema]),
    success: {
      description: `The payout, ${shape('PayoutDto')}; for M-Pesa, ${shape('MpesaPayoutDto')}.`,
    },
  })
  @Post('groups/:id/payouts')
  recordPayout(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(recordPayoutSchema)) body: z.output<typeof recordPayoutSchema>,
  ) {
    if (body.method === 'cash') {
      return this.payouts.recordCurrent(user, id, ip, body.cycle_number);
    }
    return this.providers.of(body.method).send(user, id, ip, body);
  }
}
