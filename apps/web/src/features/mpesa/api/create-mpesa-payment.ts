import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MpesaPaymentDto, MpesaPaymentInput } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface CreateMpesaPaymentInput {
  body: MpesaPaymentInput;
  /** Made once per attempt: a retried click pushes once. */
  idempotencyKey: string;
}

/** POST /api/mpesa/payments: Safaricom pushes the payment request to the phone. */
export function createMpesaPayment({
  body,
  idempotencyKey,
}: CreateMpesaPaymentInput): Promise<MpesaPaymentDto> {
  return apiRequest<MpesaPaymentDto>('/mpesa/payments', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateMpesaPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMpesaPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(queryKeys.mpesaPayment(payment.id), payment);
      // The pending contribution holds what it asks for: the dues and lists change.
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups });
    },
  });
}
