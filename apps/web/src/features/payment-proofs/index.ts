/** Proofs of payment: the dashboard's photo and file actions, and the proofs admins see. */
export { ProofQuickActions } from './components/proof-quick-actions';
export { ContributionProofs } from './components/contribution-proofs';
