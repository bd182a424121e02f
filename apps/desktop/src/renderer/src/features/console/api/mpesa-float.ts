import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MpesaFloatBalance } from '@tontine/contracts';
import { consoleGet, consoleSend } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const MPESA_FLOAT_PATH = '/api/superadmin/mpesa/balance';

/** A query is followed this long after it was asked; past that, the panel says no answer came. */
export const FLOAT_FOLLOW_MS = 60_000;
export const FLOAT_POLL_MS = 1_000;

export const getFloat = () => consoleGet<MpesaFloatBalance>(MPESA_FLOAT_PATH);
export const askFloat = () => consoleSend<MpesaFloatBalance>('POST', MPESA_FLOAT_PATH);

/** Whether a shortcode's last query still waits for Safaricom, recently enough to follow it. */
export function awaitingAnswer(
  query: MpesaFloatBalance['shortcodes'][number]['last_query'],
  now = Date.now(),
): boolean {
  return query?.state === 'pending' && now - Date.parse(query.requested_at) < FLOAT_FOLLOW_MS;
}

/**
 * Each shortcode's last balance and last query. While a query waits for Safaricom's answer,
 * which Daraja posts to the API a few seconds after the request, the float is read again every
 * second until it comes.
 */
export function useFloat() {
  return useQuery({
    queryKey: queryKeys.mpesaFloat,
    queryFn: getFloat,
    refetchInterval: (query) =>
      query.state.data?.shortcodes.some((s) => awaitingAnswer(s.last_query))
        ? FLOAT_POLL_MS
        : false,
  });
}

/** Asks Safaricom again; the answer's pending queries start the following. */
export function useAskFloat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: askFloat,
    onSuccess: (float) => client.setQueryData(queryKeys.mpesaFloat, float),
  });
}
