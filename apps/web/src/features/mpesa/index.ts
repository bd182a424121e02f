/** The M-Pesa page: the method is temporarily unavailable, with what to do instead. */
export { MpesaPage } from './components/mpesa-page';
