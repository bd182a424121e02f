import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContributionDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export interface RecordCashPaymentInput {
  groupId: string;
  /** A decimal string ('5000.00'). */
  amount: string;
  currency: string;
  /** Made once per confirmation dialog: a retried click answers the first recording. */
  idempotencyKey: string;
}

export interface RecordCashPaymentResult {
  success: boolean;
  message: string;
  contribution: ContributionDto;
}

/** POST /api/contributions/cash/record: everything in the query string, an empty body. */
export function recordCashPayment({
  groupId,
  amount,
  currency,
  idempotencyKey,
}: RecordCashPaymentInput): Promise<RecordCashPaymentResult> {
  const query = new URLSearchParams({ group_id: groupId, amount, currency });
  return apiRequest<RecordCashPaymentResult>(`/contributions/cash/record?${query.toString()}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashPayment,
    onSuccess: (_data, { groupId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.groupRotation(groupId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.groupContributions(groupId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.groups }),
        queryClient.invalidateQueries({ queryKey: queryKeys.memberSummary }),
      ]).then(() => undefined),
  });
}
