import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleSend } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateFigures } from './get-figures';
import type { CashPaymentRow } from './console-rows';

export type CashDecision = { action: 'approve' } | { action: 'reject'; reason: string };

export const validateCashPayment = (id: string, body: CashDecision) =>
  consoleSend<CashPaymentRow>('POST', `/api/superadmin/cash-payments/${id}/validate`, body);

export const verifyCryptoPayment = (id: string) =>
  consoleSend<unknown>('POST', `/api/superadmin/crypto-payments/${id}/validate`, {
    action: 'verify',
  });

/** A validated payment moves the figures and adds a transaction: both are read again. */
function useAfterPayment() {
  const client = useQueryClient();
  return () => {
    void invalidateFigures(client);
    void client.invalidateQueries({ queryKey: queryKeys.lists('/api/superadmin/transactions') });
  };
}

/** Approves or rejects a cash payment. */
export function useValidateCashPayment() {
  const onSuccess = useAfterPayment();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CashDecision }) => validateCashPayment(id, body),
    onSuccess,
  });
}

/** Has the server check a crypto payment on its chain. */
export function useVerifyCryptoPayment() {
  const onSuccess = useAfterPayment();
  return useMutation({ mutationFn: verifyCryptoPayment, onSuccess });
}
