import type { ShellLocale } from './fr';

/** Swahili texts of the frame around the pages. */
export const shellSw: ShellLocale = {
  short: {
    home: 'Nyumbani',
    myGroups: 'Vikundi',
    explore: 'Gundua',
    notifications: 'Arifa',
  },
  more: 'Zaidi',
  moreLabel: 'Kurasa zaidi',
  onboardingSignOutHint: 'Si sasa? Utaweza kuchagua utakapoingia tena.',
  maintenanceLinks: 'Tufuate',
  contactLink: 'Wasiliana nasi',
  social: {
    facebook: 'Facebook',
    x: 'X (Twitter)',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
  },
  notificationFilters: 'Chuja arifa',
};
