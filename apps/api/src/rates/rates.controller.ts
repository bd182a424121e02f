import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  exchangeRateDtoSchema,
  exchangeRateListSchema,
  setExchangeRateSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { RatesService } from './rates.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

@Controller()
export class RatesController {
  constructor(private readonly rates: RatesService) {}

  /** Every signed-in account reads the rates, support staff too (the console shows them). */
  @Endpoint({
    summary: 'The current exchange rates',
    response: exchangeRateListSchema,
    access: 'own-account',
    description:
      'Units of each currency for one US dollar, the newest a super admin set (USD is 1 and ' +
      'not listed). Any signed-in account, support staff included.',
    success: { description: `A list of ${shape('ExchangeRateDto')}, by currency.` },
  })
  @Get('rates')
  list() {
    return this.rates.list();
  }

  @Endpoint({
    summary: 'Set an exchange rate',
    response: exchangeRateDtoSchema,
    access: 'super-admin',
    description:
      'Body `{ currency, units_per_usd }`: the new current rate; earlier ones stay in the ' +
      'history. Audited (`system_config`).',
    success: { description: `The rate, ${shape('ExchangeRateDto')}.` },
  })
  @Post('superadmin/rates')
  set(
    @CurrentUser() admin: User,
    @Body(new ZodPipe(setExchangeRateSchema)) body: z.output<typeof setExchangeRateSchema>,
    @ClientIp() ip: string,
  ) {
    return this.rates.set(admin, body, ip);
  }
}
