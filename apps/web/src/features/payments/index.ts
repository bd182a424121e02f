/** The member's payments across their groups (`/payments`). */
export { PaymentsPage } from './components/payments-page';
