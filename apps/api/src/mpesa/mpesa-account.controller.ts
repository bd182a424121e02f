import { Controller, Get, Param } from '@nestjs/common';
import { mpesaAccountDtoSchema, mpesaPayoutOfferSchema } from '@tontine/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';
import type { User } from '../users/user.entity.js';
import { MpesaPaybillService } from './mpesa-paybill.service.js';
import { MpesaPayoutsService } from './mpesa-payouts.service.js';

@Controller('groups')
export class MpesaAccountController {
  constructor(
    private readonly paybill: MpesaPaybillService,
    private readonly payouts: MpesaPayoutsService,
  ) {}

  @Endpoint({
    summary: 'What I type in the M-Pesa menu to pay this group',
    access: 'group-member',
    description:
      "The platform's paybill and the caller's account number for this group (nine digits, the " +
      'last a check digit), made the first time it is asked. A payment made with them pays the ' +
      "caller's due once Safaricom confirms it; one that matches nobody waits for an operator.",
    errors: [
      'MPESA_UNAVAILABLE',
      'GROUP_NOT_FOUND',
      'PAYMENT_MEMBERS_ONLY',
      'MPESA_CURRENCY_NOT_KES',
    ],
    response: mpesaAccountDtoSchema,
    success: { description: `${shape('MpesaAccountDto')}: \`{ paybill, account_reference }\`.` },
  })
  @Get(':id/mpesa')
  account(@CurrentUser() user: User, @Param('id') id: string) {
    return this.paybill.accountOf(user, id);
  }

  @Endpoint({
    summary: "The current cycle's payout to M-Pesa, before and after sending it",
    access: 'group-admin',
    description:
      'What the confirmation shows (the beneficiary, their registered Kenyan number, the pot ' +
      'approved so far) and the last M-Pesa payout of the cycle, to follow it until paid or ' +
      'failed. `available` is false where payouts by M-Pesa are not set up or the group is not ' +
      'in KES.',
    errors: [...GROUP_ADMINS_ONLY, 'ROTATION_NOT_STARTED', 'ROTATION_COMPLETE'],
    response: mpesaPayoutOfferSchema,
    success: { description: shape('MpesaPayoutOffer') },
  })
  @Get(':id/mpesa/payout')
  payoutOffer(@CurrentUser() user: User, @Param('id') id: string) {
    return this.payouts.offer(user, id);
  }
}
