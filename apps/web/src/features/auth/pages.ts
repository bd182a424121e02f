/**
 * The auth pages alone, for the routes' lazy imports: the index is also imported statically by
 * the entry (the demo shortcut), which would keep every page it exports in the entry.
 */
export { AuthTestPage } from './components/auth-test-page';
export { LoginPage } from './components/login-page';
export { ResetPasswordPage } from './components/reset-password-page';
