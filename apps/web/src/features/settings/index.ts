/** The settings feature's public face: the modal, the required 2FA enrolment, the settings. */
export { useSettings } from './api/get-settings';
export { TwoFactorRequiredPage } from './components/security/two-factor-required-page';
export { useApplySettings } from './hooks/use-apply-settings';
