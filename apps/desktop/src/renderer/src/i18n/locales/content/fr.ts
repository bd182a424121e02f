import type { LocaleShape } from '../locale-shape';

/** The content tab's strings (French, the default). */
export const contentFr = {
  contentTab: {
    intro:
      'Chaque champ est enregistré dès qu’il change (les textes, une fois la saisie en pause).',
    loading: 'Chargement du contenu…',
    loadFailed: 'Erreur lors du chargement des données',
    saveFailed: 'Erreur lors de la mise à jour du contenu',
    noMatch: 'Aucun champ ne correspond à la recherche.',
    status: {
      pending: 'Modification en attente…',
      saving: 'Enregistrement…',
      saved: 'Contenu mis à jour avec succès',
      failed: 'Non enregistré',
    },
    sections: {
      texts: 'Textes',
      ads: 'Publicités',
      emails: 'Modèles d’e-mail',
      notifications: 'Notifications',
      links: 'Liens de la page de maintenance',
    },
    hints: {
      ad_frequency: 'En millisecondes (30000 = 30 s)',
      placeholders: 'Variables disponibles :',
      welcome_message:
        'Affiché aux nouveaux membres sur l’écran « Bienvenue » qui suit l’inscription ; vide : aucun.',
      terms_of_service:
        'Affichées sur la page des conditions générales (/terms), un paragraphe par bloc séparé d’une ligne vide ; vide : le texte intégré.',
    },
    fields: {
      welcome_message: 'Message de bienvenue',
      maintenance_message: 'Message de maintenance',
      terms_of_service: 'Conditions d’utilisation',
      homepage_ad_url: 'URL de la publicité (accueil)',
      dashboard_ad_url: 'URL de la publicité (tableau de bord)',
      ad_frequency: 'Fréquence des publicités',
      ads_enabled: 'Publicités activées',
      welcome_email_template: 'E-mail de bienvenue',
      payment_confirmation_email: 'E-mail de confirmation de paiement',
      email_notifications_enabled: 'Notifications par e-mail',
      sms_notifications_enabled: 'Notifications par SMS',
      push_notifications_enabled: 'Notifications push',
      contact_url: 'Lien de contact',
      facebook_url: 'Page Facebook',
      x_url: 'Compte X (Twitter)',
      instagram_url: 'Compte Instagram',
      whatsapp_url: 'Lien WhatsApp',
    },
  },
};

export type ContentLocale = LocaleShape<typeof contentFr>;
