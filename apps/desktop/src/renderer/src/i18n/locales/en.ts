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
  },
  session: {
    restoring: 'Restoring the session…',
    unreachable: 'The server cannot be reached. Check the connection and try again.',
    unexpected: 'Unexpected answer from the server (status {{status}})',
    bridgeMissing: 'The console opens from the Tontine desktop application.',
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
  },
};
