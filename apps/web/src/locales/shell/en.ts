import type { ShellLocale } from './fr';

/** English texts of the frame around the pages. */
export const shellEn: ShellLocale = {
  short: {
    home: 'Home',
    myGroups: 'Groups',
    explore: 'Explore',
    notifications: 'Alerts',
  },
  more: 'More',
  moreLabel: 'More pages',
  onboardingSignOutHint: 'Not now? You can choose the next time you sign in.',
  maintenanceLinks: 'Follow us',
  contactLink: 'Contact us',
  social: {
    facebook: 'Facebook',
    x: 'X (Twitter)',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
  },
  notificationFilters: 'Filter the notifications',
};
