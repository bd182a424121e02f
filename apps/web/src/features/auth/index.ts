/** The auth feature's public face: its pages and the demo sign-in of the #demo shortcut. */
export { AuthTestPage } from './components/auth-test-page';
export { LoginPage } from './components/login-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { useDemoLogin } from './api/demo-login';
