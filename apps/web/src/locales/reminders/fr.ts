/**
 * French texts of payment reminders outside the app: the "Rappels de paiement" section of the
 * settings' Notifications tab, why a channel cannot carry them, and the page of the stop link
 * that reminder e-mails and SMS end with.
 */
export const remindersFr = {
  unavailable: {
    notConfigured: {
      in_app: 'Les notifications push ne sont pas disponibles sur ce serveur.',
      email: 'L’envoi d’e-mails n’est pas configuré sur ce serveur.',
      sms: 'L’envoi de SMS n’est pas configuré sur ce serveur.',
    },
    disabledByPlatform: {
      in_app: 'Les notifications push sont désactivées par la plateforme.',
      email: 'Les e-mails sont désactivés par la plateforme.',
      sms: 'Les SMS sont désactivés par la plateforme.',
    },
    noPhone: 'Ajoutez un numéro de téléphone dans l’onglet Profil pour recevoir des SMS.',
  },
  settings: {
    title: 'Rappels de paiement',
    intro: 'Ces réglages valent pour les rappels envoyés par e-mail et par SMS.',
    disabled:
      'Les rappels de paiement sont désactivés : activez « Rappels de paiement » ci-dessus et enregistrez pour en recevoir.',
    loading: 'Chargement des rappels...',
    loadFailed: 'Impossible de charger les préférences de rappel',
    quietHours: 'Heures de silence',
    quietHoursHint: 'Aucun e-mail ni SMS pendant ces heures : un rappel attend leur fin.',
    quietStart: 'Début du silence',
    quietEnd: 'Fin du silence',
    dailyLimit: 'Rappels par jour au maximum',
    dailyLimitHint: 'De {{min}} à {{max}}, e-mails et SMS compris',
    timeZone: 'Fuseau horaire',
    timeZoneHint: 'Les heures de silence et la limite du jour suivent ce fuseau.',
    noTimeZoneFound: 'Aucun fuseau horaire trouvé',
    save: 'Enregistrer les rappels',
  },
  recent: {
    title: 'Derniers rappels envoyés',
    empty: 'Aucun rappel envoyé par e-mail ou SMS pour l’instant.',
    channels: { email: 'E-mail', sms: 'SMS' },
    kinds: {
      before_due: 'Avant l’échéance',
      due_today: 'Jour de l’échéance',
      overdue: 'En retard',
    },
    statuses: {
      queued: 'En attente',
      sending: 'Envoi en cours',
      sent: 'Envoyé',
      delivered: 'Reçu',
      failed: 'Échec',
      over_limit: 'Limite du jour atteinte',
      cancelled: 'Annulé',
    },
    cycle: 'cycle {{cycle}}',
    scheduled: 'Prévu le {{time}}',
    failure: 'Motif : {{reason}}',
  },
  unsubscribe: {
    title: 'Rappels de paiement',
    explain:
      'Ce lien arrête les rappels de paiement envoyés par le canal où vous l’avez reçu (e-mail ou SMS).',
    unchanged:
      'Vos groupes, vos autres notifications et les rappels dans l’application ne changent pas.',
    confirm: 'Ne plus recevoir ces rappels',
    again: 'Vous pourrez les réactiver à tout moment dans Paramètres › Notifications.',
    open: 'Ouvrir Tontine',
  },
};

export type RemindersLocale = typeof remindersFr;
