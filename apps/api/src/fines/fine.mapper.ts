import type { FineDto } from '@tontine/contracts';
import type { Fine } from './fine.entity.js';

/** A fine as the API answers it, with the names of its member and of the admin who decided. */
export function toFineDto(fine: Fine, names: ReadonlyMap<string, string>): FineDto {
  return {
    id: fine.id,
    group_id: fine.groupId,
    user_id: fine.userId,
    user_name: names.get(fine.userId) ?? '',
    cycle_number: fine.cycleNumber,
    amount: fine.amount,
    currency: fine.currency,
    status: fine.status,
    rules_version: fine.rulesVersion,
    member_was_paid: fine.memberWasPaid,
    created_at: fine.createdAt.toISOString(),
    payment_recorded_at: fine.paymentRecordedAt?.toISOString() ?? null,
    payment_method: fine.paymentMethod,
    receipt_number: fine.receiptNumber,
    tx_hash: fine.txHash,
    decided_at: fine.decidedAt?.toISOString() ?? null,
    decided_by_name: fine.decidedBy ? (names.get(fine.decidedBy) ?? '') : null,
    waive_reason: fine.waiveReason,
    rejection_reason: fine.rejectionReason,
  };
}
