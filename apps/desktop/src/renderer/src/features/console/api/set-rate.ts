import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRateDto, SetExchangeRateInput } from '@tontine/contracts';
import { consoleSend } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const setRate = (body: SetExchangeRateInput) =>
  consoleSend<ExchangeRateDto>('POST', '/api/superadmin/rates', body);

/** Records a new rate; the rate table is read again to show it. */
export function useSetRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRate,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.rates }),
  });
}
