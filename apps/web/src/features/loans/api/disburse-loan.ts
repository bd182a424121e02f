import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLoanMutation, type LoanTarget } from './use-loan-mutation';

/**
 * POST /api/loans/:id/disburse (admins, treasurers): the cash is handed to the member, if the
 * fund holds it at that moment; the schedule is dated from today.
 */
export function disburseLoan({ loanId }: LoanTarget): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/disburse`, {
    method: 'POST',
  });
}

export function useDisburseLoan() {
  return useLoanMutation(disburseLoan);
}

/**
 * POST /api/loans/:id/disburse with `method: "mpesa"`: the amount is sent to the borrower's
 * phone; the loan answers `disbursing`, active once Safaricom's result is confirmed.
 */
export function sendLoanByMpesa({
  loanId,
  phoneNumber,
}: LoanTarget & { phoneNumber: string }): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/disburse`, {
    method: 'POST',
    body: { method: 'mpesa', phone_number: phoneNumber },
  });
}

export function useSendLoanByMpesa() {
  return useLoanMutation(sendLoanByMpesa);
}
