import { useQuery } from '@tanstack/react-query';
import type { PaymentProofDto } from '@tontine/contracts';
import { API_BASE, apiFetch } from '../../../lib/api-client';

/**
 * GET /api/contributions/:id/proofs/:proofId: the file, fetched with the token (a plain link
 * or `<img src>` could not carry it).
 */
export async function getProofFile(proof: PaymentProofDto, signal?: AbortSignal): Promise<Blob> {
  const path = proof.url.startsWith(API_BASE) ? proof.url.slice(API_BASE.length) : proof.url;
  const response = await apiFetch(path, { signal });
  return response.blob();
}

/** The bytes of an image proof, for its preview; a file does not change, so it is kept. */
export function useProofFile(proof: PaymentProofDto, enabled: boolean) {
  return useQuery({
    queryKey: ['payment-proofs', proof.contribution_id, proof.id, 'file'] as const,
    queryFn: ({ signal }) => getProofFile(proof, signal),
    staleTime: Infinity,
    enabled,
  });
}
