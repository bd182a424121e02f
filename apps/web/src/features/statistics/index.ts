/** The statistics feature's public face: the admin's overview card and its modal. */
export { AdminOverview } from './components/admin-overview';
