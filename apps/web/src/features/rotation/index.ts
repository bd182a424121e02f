/**
 * The rotation feature's public face: the rotation tab, the admin's payout and validation
 * tools, and each member's state for the current cycle, for the group page to compose.
 */
export { ContributionValidationQueue } from './components/contribution-validation-queue';
export { CycleStatesCaption, MemberCycleState } from './components/member-cycle-states';
export { RecordPayoutCard } from './components/record-payout-card';
export { RotationTab } from './components/rotation-tab';
