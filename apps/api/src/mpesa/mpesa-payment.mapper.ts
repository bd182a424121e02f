import { MPESA_CURRENCY, type MpesaPaymentDto } from '@tontine/contracts';
import type { MpesaPayment } from './mpesa-payment.entity.js';

export function toMpesaPaymentDto(payment: MpesaPayment, groupName: string): MpesaPaymentDto {
  return {
    id: payment.id,
    group_id: payment.groupId,
    group_name: groupName,
    cycle_number: payment.cycleNumber,
    status: payment.status,
    failure_reason: payment.failureReason,
    amount: payment.amount,
    currency: MPESA_CURRENCY,
    phone_number: payment.phone,
    checkout_request_id: payment.checkoutRequestId,
    receipt_number: payment.receiptNumber,
    contribution_id: payment.contributionId,
    fine_id: payment.fineId,
    saving_id: payment.savingId,
    loan_id: payment.loanId,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}
