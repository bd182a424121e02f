import type { SecurityLocale } from './fr';

export const securityEn: SecurityLocale = {
  copied: 'Copied',
  retry: 'Try again',
  twoFactor: {
    title: 'Two-factor sign-in',
    on: 'On: a code from your app is asked for at every sign-in.',
    off: 'Off. Turn it on so that a code from your phone is asked for as well as the password.',
  },
  enrol: {
    title: 'Turn on two-factor sign-in',
    step1:
      '1. In your authenticator app (Google Authenticator, Microsoft Authenticator, Aegis…), add an account by scanning this QR code.',
    qrAlt: 'QR code to scan with the authenticator app',
    openApp: 'On this phone? Open the app',
    secret: 'Setup key',
    secretHint: 'Cannot scan? Type this key into the app.',
    copySecret: 'Copy the key',
    step2: '2. Enter the 6-digit code the app shows.',
    submit: 'Turn on',
    restart: 'Start again with a new QR code',
    enabled: 'Two-factor sign-in is on. Your other sessions were ended.',
  },
  codes: {
    title: 'Your recovery codes',
    explain:
      'If you lose your phone, each of these codes signs you in, once. Keep them somewhere safe: they will not be shown again.',
    listLabel: 'Recovery codes',
    copyAll: 'Copy all',
    copied: 'Codes copied',
    download: 'Download (.txt)',
    kept: 'I have saved my recovery codes somewhere safe',
    onlyOnce: 'These codes will not be shown again once this window is closed.',
    done: 'Done',
    fileTitle: 'Tontine — recovery codes for {{email}}',
    fileHint: 'Each code signs you in once. Keep this file somewhere safe.',
  },
  disable: {
    title: 'Turn off two-factor sign-in',
    explain: 'Confirm that it is you: a code from your app (or a recovery code), or your password.',
    withCode: 'With a code',
    withPassword: 'With the password',
    submit: 'Turn off',
    done: 'Two-factor sign-in is off.',
  },
  newCodes: {
    open: 'New recovery codes',
    title: 'New recovery codes',
    explain:
      'Enter a code from your app to get ten new recovery codes. The current codes will stop working.',
    submit: 'Make new codes',
    done: 'New recovery codes saved.',
  },
  password: {
    title: 'Password',
    explain: 'Changing your password ends your sessions on other devices.',
    open: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Save the password',
    changed: 'Password changed. Your sessions on other devices were ended.',
  },
  sessions: {
    title: 'Sessions',
  },
  everywhere: {
    open: 'Sign out everywhere',
    title: 'Sign out everywhere',
    explain:
      'All your sessions will end: in this browser and on your other devices. You will need to sign in again everywhere.',
    submit: 'Sign out everywhere',
  },
  required: {
    title: 'Two-factor sign-in required',
    explain: 'Super-admin accounts must use two-factor sign-in. Turn it on to use the application.',
    account: 'Account: {{email}}',
  },
};
