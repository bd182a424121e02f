import { useQuery } from '@tanstack/react-query';
import type { ExchangeRateDto } from '@tontine/contracts';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const getRates = () => consoleGet<ExchangeRateDto[]>('/api/rates');

/** The current rate of each currency, with its date and who set it. */
export function useRates() {
  return useQuery({ queryKey: queryKeys.rates, queryFn: getRates });
}
