import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentProofDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

export const proofsQueryKey = (contributionId: string) =>
  ['payment-proofs', contributionId] as const;

/** GET /api/contributions/:id/proofs: for the payer, the group's admins and super admins. */
export function getProofs(contributionId: string, signal?: AbortSignal) {
  return apiRequest<PaymentProofDto[]>(
    `/contributions/${encodeURIComponent(contributionId)}/proofs`,
    { signal },
  );
}

export function proofsQueryOptions(contributionId: string) {
  return queryOptions({
    queryKey: proofsQueryKey(contributionId),
    queryFn: ({ signal }) => getProofs(contributionId, signal),
  });
}

export function useProofs(contributionId: string | null) {
  return useQuery({
    ...proofsQueryOptions(contributionId ?? ''),
    enabled: contributionId !== null,
  });
}
