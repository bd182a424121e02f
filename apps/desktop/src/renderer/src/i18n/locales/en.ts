import type { Locale } from './fr';

export const en: Locale = {
  app: {
    name: 'Tontine',
    console: 'Super-admin console',
    version: 'Version {{version}}',
  },
  language: {
    label: 'Language',
    fr: 'Français',
    en: 'English',
    sw: 'Kiswahili',
  },
  signIn: {
    title: 'Super-admin sign-in',
    description: "Reserved for the platform's super-administrator accounts.",
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    codeTitle: 'Two-factor sign-in',
    codeAccount: 'Signing in as {{email}}',
    code: 'Verification code',
    codeHint:
      'The 6-digit code of your authenticator app, or one of your recovery codes (XXXXX-XXXXX).',
    verify: 'Verify',
    backToPassword: 'Back to the password',
  },
  session: {
    restoring: 'Restoring the session…',
    unreachable: 'The server cannot be reached. Check the connection and try again.',
    unexpected: 'Unexpected answer from the server (status {{status}})',
    bridgeMissing: 'The console opens from the Tontine desktop application.',
    twoFactorSetup:
      'Super admins must use two-factor sign-in. Turn it on first in the web client, Settings › Security, then sign in here again.',
  },
  console: {
    welcome: 'Welcome, {{name}}',
    signOut: 'Sign out',
    operator: 'Signed-in operator',
  },
  roles: {
    member: 'Member',
    admin: 'Administrator',
    super_admin: 'Super administrator',
    support: 'Support staff',
  },
};
