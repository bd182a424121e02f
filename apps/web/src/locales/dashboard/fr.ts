/**
 * French texts of the dashboards: the member home, the admin totals, the group-admin
 * statistics modal and the member's statement download.
 */
export const dashboardFr = {
  greeting: 'Karibu, {{username}}',
  profileTitle: 'Mon profil',
  photoAlt: 'Photo de profil de {{name}}',
  email: 'Email',
  phone: 'Téléphone',
  country: 'Pays',
  language: 'Langue préférée',
  currency: 'Devise',
  displayCurrency: 'Devise d’affichage',
  role: 'Rôle',
  memberSince: 'Membre depuis le {{date}}',
  totals: {
    label: 'Mes totaux',
    received: 'Total reçu',
    pending: 'En attente de validation',
    pendingValue: '{{count}} paiement(s)',
  },
  admin: {
    title: 'Espace administrateur',
    saved: 'Montant épargné',
    monthly: 'Contributions du mois (30 jours)',
    activeGroups: 'Groupes actifs',
    activeGroupsValue: '{{active}} sur {{total}}',
    pendingInvitations: "Demandes d'adhésion en attente",
    noGroupYet: "Vous n'administrez encore aucun groupe : créez-en un pour voir ses totaux ici.",
    openStatistics: 'Statistiques',
  },
  statistics: {
    title: 'Statistiques',
    subtitle: 'Groupes administrés par {{name}}',
    totalGroups: 'Groupes',
    activeGroups: 'Groupes actifs',
    inactiveGroups: 'Groupes inactifs',
    totalMembers: 'Membres',
    activeMembers: 'Membres actifs (30 jours)',
    totalTransactions: 'Transactions',
    totalManagedAmount: 'Montant géré',
    otherCurrencies: 'Autres devises : {{amounts}}',
    finesOutstanding: 'Amendes à régler',
    fund: 'Caisse des groupes (amendes payées)',
    pendingInvitations: 'Invitations en attente',
    newMembersThisMonth: 'Nouveaux membres (30 jours)',
    notFound: 'Endpoint de statistiques non trouvé.',
    networkError: 'Erreur de connexion lors du chargement des statistiques',
    retry: 'Réessayer',
  },
  statement: {
    download: 'Télécharger mon relevé',
    failed: "Le relevé n'a pas pu être téléchargé",
    downloadPdf: 'Relevé PDF',
    downloadReport: 'Rapport du groupe (PDF)',
    reportFailed: "Le rapport n'a pas pu être téléchargé",
  },
};

export type DashboardLocale = typeof dashboardFr;
