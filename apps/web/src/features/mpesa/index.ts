/** The M-Pesa page: the member's dues in KES paid by push, or "temporarily unavailable". */
export { MpesaPage } from './components/mpesa-page';
/** The paybill and the member's account number, on the group page. */
export { MpesaPaybillCard } from './components/mpesa-paybill-card';
/** Paying a due, or a late fine, by push, followed live (the fines reuse it). */
export { MpesaPayPanel } from './components/mpesa-pay-panel';
/**
 * A push started for something else a member pays (a saving, a loan repayment), and the same
 * push followed live: "check your phone", then the receipt or the reason it failed.
 */
export { useCreateMpesaPayment } from './api/create-mpesa-payment';
export { useMpesaPayment } from './api/get-mpesa-payment';
export { MpesaPaymentStatus } from './components/mpesa-payment-status';
/** The push of a saving or a loan repayment, with the member's number or the one they type. */
export { useMpesaPush, type MpesaPush } from './hooks/use-mpesa-push';
/** Money sent to a member's phone (B2C: a pot, a loan): its confirmation, and where it stands. */
export { MpesaSendDialog } from './components/mpesa-send-dialog';
export { MpesaSendState } from './components/mpesa-send-state';
