import type { SavingDto } from '@tontine/contracts';
import type { Saving } from './saving.entity.js';

/** A saving as the API answers it, with the names of its member and of who decided. */
export function toSavingDto(saving: Saving, names: ReadonlyMap<string, string>): SavingDto {
  return {
    id: saving.id,
    group_id: saving.groupId,
    user_id: saving.userId,
    user_name: names.get(saving.userId) ?? '',
    cycle_number: saving.cycleNumber,
    amount: saving.amount,
    currency: saving.currency,
    method: saving.method,
    receipt_number: saving.receiptNumber,
    tx_hash: saving.txHash,
    status: saving.status,
    created_at: saving.createdAt.toISOString(),
    decided_at: saving.decidedAt?.toISOString() ?? null,
    decided_by_name: saving.decidedBy ? (names.get(saving.decidedBy) ?? '') : null,
    rejection_reason: saving.rejectionReason,
  };
}
