import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MpesaAssignInput, MpesaRefundInput } from '@tontine/contracts';
import { consoleSend } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateFigures } from './get-figures';
import type { MpesaPaybillRow } from './console-rows';

export const MPESA_PAYBILL_PATH = '/api/superadmin/mpesa/paybill';

export const assignPaybillPayment = (id: string, body: MpesaAssignInput) =>
  consoleSend<MpesaPaybillRow>('POST', `${MPESA_PAYBILL_PATH}/${id}/assign`, body);

export const refundPaybillPayment = (id: string, body: MpesaRefundInput) =>
  consoleSend<MpesaPaybillRow>('POST', `${MPESA_PAYBILL_PATH}/${id}/refund`, body);

/**
 * Every filter of the paybill list is read again: a resolved payment leaves the suspense
 * queue, which a row replaced in place would not show.
 */
const invalidatePaybill = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.lists(MPESA_PAYBILL_PATH) });

/**
 * Gives a suspense payment to the member the account number names; it becomes their
 * contribution, so the figures and the transactions are read again too.
 */
export function useAssignPaybillPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MpesaAssignInput }) =>
      assignPaybillPayment(id, body),
    onSuccess: () => {
      void invalidatePaybill(client);
      void invalidateFigures(client);
      void client.invalidateQueries({ queryKey: queryKeys.lists('/api/superadmin/transactions') });
    },
  });
}

/** Records the reversal an operator made in Safaricom's portal: no money moves here. */
export function useRefundPaybillPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MpesaRefundInput }) =>
      refundPaybillPayment(id, body),
    onSuccess: () => invalidatePaybill(client),
  });
}
