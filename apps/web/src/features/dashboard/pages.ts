/**
 * The dashboard's Paiements section alone, for a lazy import: it is below the first screen, so
 * its code waits until the section is shown.
 */
export { DashboardPayments } from './components/dashboard-payments';
