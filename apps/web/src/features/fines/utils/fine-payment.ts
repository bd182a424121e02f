import type { FineDto, FinePaymentMethod } from '@tontine/contracts';

/** The methods whose payment its provider confirms (Safaricom, the chain), never an admin. */
export type ProviderMethod = Exclude<FinePaymentMethod, 'cash'>;

/**
 * The provider a pending fine waits for, or null when it waits for an admin: only a cash
 * declaration is validated or rejected by the group's admins, as the API allows.
 */
export function pendingProvider(fine: FineDto): ProviderMethod | null {
  if (fine.status !== 'pending') return null;
  return fine.payment_method === 'mpesa' || fine.payment_method === 'crypto'
    ? fine.payment_method
    : null;
}

/** The crypto pay page for this fine: features meet by URL, never by import. */
export function cryptoPayPath(fine: Pick<FineDto, 'group_id' | 'id'>): string {
  return `/crypto-pay/${encodeURIComponent(fine.group_id)}?fine=${encodeURIComponent(fine.id)}`;
}
