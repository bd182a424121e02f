import { moneySum, type FineStatus, type GroupFundDto } from '@tontine/contracts';
import type { Fine } from './fine.entity.js';

/**
 * The group's fund as the fines make it: paid fines are in it; unpaid and pending ones are owed
 * to it; waived ones never will be. Derived from the fines themselves, so it cannot drift.
 */
export function fundOf(
  currency: string,
  fines: ReadonlyArray<Pick<Fine, 'amount' | 'status'>>,
): GroupFundDto {
  const total = (...statuses: FineStatus[]) =>
    moneySum(fines.filter((f) => statuses.includes(f.status)).map((f) => f.amount));
  const paid = total('paid');
  return {
    currency,
    balance: paid,
    fines_paid: paid,
    fines_outstanding: total('unpaid', 'pending'),
    fines_waived: total('waived'),
  };
}
