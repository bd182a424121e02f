import { Body, Controller, Get, Post } from '@nestjs/common';
import { setExchangeRateSchema } from '@tontine/contracts';
import type { z } from 'zod';
import {
  ClientIp,
  CurrentUser,
  OwnAccountRoute,
  SuperAdminOnly,
} from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { RatesService } from './rates.service.js';

@Controller()
export class RatesController {
  constructor(private readonly rates: RatesService) {}

  /** Every signed-in account reads the rates, support staff too (the console shows them). */
  @Get('rates')
  @OwnAccountRoute()
  list() {
    return this.rates.list();
  }

  @Post('superadmin/rates')
  @SuperAdminOnly()
  set(
    @CurrentUser() admin: User,
    @Body(new ZodPipe(setExchangeRateSchema)) body: z.output<typeof setExchangeRateSchema>,
    @ClientIp() ip: string,
  ) {
    return this.rates.set(admin, body, ip);
  }
}
