import { Body, Controller, Param, Post } from '@nestjs/common';
import { payoutDtoSchema, recordPayoutSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { PayoutsService } from './payouts.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';

@Controller()
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @Endpoint({
    summary: "Record the current cycle's payout",
    access: 'group-admin',
    description:
      'Once every payer of the cycle has paid. The beneficiary and the group are told; the ' +
      'group completes after the last turn. Audited.',
    errors: [
      ...GROUP_ADMINS_ONLY,
      'ROTATION_NOT_STARTED',
      'ROTATION_COMPLETE',
      'CYCLE_INVALID',
      'CONTRIBUTIONS_INCOMPLETE',
      'PAYOUT_ALREADY_RECORDED',
      'PAYOUT_ORDER_CHANGED',
    ],
    response: payoutDtoSchema,
    success: { description: `The payout, ${shape('PayoutDto')}.` },
  })
  @Post('groups/:id/payouts')
  recordPayout(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(recordPayoutSchema)) body: z.output<typeof recordPayoutSchema>,
  ) {
    return this.payouts.recordCurrent(user, id, ip, body.cycle_number);
  }
}
