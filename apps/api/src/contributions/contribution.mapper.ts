import type { ContributionDto } from '@tontine/contracts';
import type { Contribution } from './contribution.entity.js';

export function toContributionDto(c: Contribution, userName: string): ContributionDto {
  return {
    id: c.id,
    group_id: c.groupId,
    user_id: c.userId,
    user_name: userName,
    cycle_number: c.cycleNumber,
    amount: c.amount,
    currency: c.currency,
    method: c.method,
    status: c.status,
    admin_notes: c.adminNotes,
    rejection_reason: c.rejectionReason,
    created_at: c.createdAt.toISOString(),
    decided_at: c.decidedAt?.toISOString() ?? null,
    chain_status: c.method === 'crypto' ? (c.chainStatus ?? 'pending') : null,
    tx_hash: c.method === 'crypto' ? c.txHash : null,
  };
}
