import type { TFunction } from 'i18next';
import type { LoanInterestMethod } from '@tontine/contracts';
import { formatDecimal } from '../../../lib/format';

/** The rate and its method in words: '1 % par mois sur le capital restant dû'. */
export function rateInWords(
  t: TFunction,
  { monthly_rate, interest_method }: { monthly_rate: string; interest_method: LoanInterestMethod },
): string {
  return t(`loans.rate.${interest_method}`, { rate: formatDecimal(monthly_rate) });
}
