/** Proofs of payment: the proofs admins see (the dashboard's photo and file actions: home.ts). */
export { ContributionProofs } from './components/contribution-proofs';
