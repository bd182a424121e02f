import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { proofsQueryKey } from './get-proofs';

export interface DeleteProofInput {
  contributionId: string;
  proofId: string;
}

/** DELETE /api/contributions/:id/proofs/:proofId: the payer, while the contribution is pending. */
export function deleteProof({ contributionId, proofId }: DeleteProofInput): Promise<void> {
  return apiRequest<void>(
    `/contributions/${encodeURIComponent(contributionId)}/proofs/${encodeURIComponent(proofId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProof,
    onSettled: (_data, _error, { contributionId }) =>
      queryClient.invalidateQueries({ queryKey: proofsQueryKey(contributionId) }),
  });
}
