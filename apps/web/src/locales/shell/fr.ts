/**
 * French texts of the frame around the pages: the phone's bottom bar and its "Plus" menu, the
 * onboarding's sign-out, the maintenance page's links and the language list's flags.
 */
export const shellFr = {
  /** Short labels for the phone's bottom bar: each fits under its icon at 320 px. */
  short: {
    home: 'Accueil',
    myGroups: 'Groupes',
    explore: 'Explorer',
    notifications: 'Alertes',
  },
  more: 'Plus',
  moreLabel: 'Plus de pages',
  onboardingSignOutHint: 'Pas maintenant ? Vous pourrez choisir à la prochaine connexion.',
  maintenanceLinks: 'Nous suivre',
  contactLink: 'Nous contacter',
  social: {
    facebook: 'Facebook',
    x: 'X (Twitter)',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
  },
  notificationFilters: 'Filtrer les notifications',
};

export type ShellLocale = typeof shellFr;
