/** The registration feature's public face: its form and its success page. */
export { RegistrationPage } from './components/registration-page';
export { RegistrationSuccessPage } from './components/registration-success-page';
