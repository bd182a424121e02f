/** The M-Pesa page: the member's dues in KES paid by push, or "temporarily unavailable". */
export { MpesaPage } from './components/mpesa-page';
/** The paybill and the member's account number, on the group page. */
export { MpesaPaybillCard } from './components/mpesa-paybill-card';
/** Paying a due, or a late fine, by push, followed live (the fines reuse it). */
export { MpesaPayPanel } from './components/mpesa-pay-panel';
