import { Injectable } from '@nestjs/common';
import type { MpesaPayoutDto, PayoutMethod, RecordPayoutInput } from '@tontine/contracts';
import { DomainError } from '../common/domain-error.js';
import type { User } from '../users/user.entity.js';

/**
 * A payment provider that carries a pot to its beneficiary (M-Pesa today; MTN MoMo, Orange
 * Money or Airtel Money later). It asks the payouts service to reserve the cycle, sends the
 * money, and reports the provider's confirmed result back to the payouts service: the rotation
 * never knows which provider paid.
 */
export interface PayoutProvider {
  readonly method: Exclude<PayoutMethod, 'cash'>;
  send(
    admin: User,
    groupId: string,
    ip: string,
    input: { cycle_number?: number; phone_number?: string },
  ): Promise<MpesaPayoutDto>;
}

/** The providers this deployment has, registered by their modules at start. */
@Injectable()
export class PayoutProviders {
  private readonly providers = new Map<string, PayoutProvider>();

  register(provider: PayoutProvider): void {
    this.providers.set(provider.method, provider);
  }

  /** The provider of `method`; a method no module registered is unavailable here. */
  of(method: RecordPayoutInput['method']): PayoutProvider {
    const provider = method ? this.providers.get(method) : undefined;
    if (!provider) throw new DomainError('MPESA_PAYOUTS_UNAVAILABLE');
    return provider;
  }
}
