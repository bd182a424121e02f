/**
 * The required 2FA enrolment page and the settings modal alone, for lazy imports (the gate's,
 * and the dashboard's when the modal first opens): the index is also imported
 * statically by the entry (the settings hooks), which would keep the whole feature in the entry.
 */
export { TwoFactorRequiredPage } from './components/security/two-factor-required-page';
export { SettingsModal } from './components/settings-modal';
