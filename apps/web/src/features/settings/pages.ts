/**
 * The required 2FA enrolment page alone, for the gate's lazy import: the index is also imported
 * statically by the entry (the settings hooks), which would keep the whole feature in the entry.
 */
export { TwoFactorRequiredPage } from './components/security/two-factor-required-page';
