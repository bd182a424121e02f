import { Body, Controller, Param, Post } from '@nestjs/common';
import { recordPayoutSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { PayoutsService } from './payouts.service.js';

@Controller()
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

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
