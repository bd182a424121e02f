import type { PaymentProofDto } from '@tontine/contracts';
import type { PaymentProof } from './payment-proof.entity.js';

export function toPaymentProofDto(proof: PaymentProof): PaymentProofDto {
  return {
    id: proof.id,
    contribution_id: proof.contributionId,
    file_name: proof.fileName,
    mime_type: proof.mimeType,
    size: proof.size,
    source: proof.source,
    url: `/api/contributions/${proof.contributionId}/proofs/${proof.id}`,
    created_at: proof.createdAt.toISOString(),
  };
}
