/** The M-Pesa page: the member's dues in KES paid by push, or "temporarily unavailable". */
export { MpesaPage } from './components/mpesa-page';
