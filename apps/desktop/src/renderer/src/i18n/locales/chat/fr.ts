import type { LocaleShape } from '../locale-shape';

/** The chat tab's strings (French, the default; the documents' chat texts verbatim). */
export const chatFr = {
  chatTab: {
    title: 'Discussion de groupe',
    pickGroup: 'Groupe',
    pickGroupHint: 'Rechercher un groupe par son nom',
    noGroup: 'Aucun groupe trouvé',
    noGroupOpen: 'Choisissez un groupe pour ouvrir sa discussion en modérateur.',
    count: '{{count}} message(s)',
    status: {
      connecting: 'Connexion…',
      connected: 'Connecté',
      disconnected: 'Déconnecté',
      error: 'Erreur de connexion',
    },
    older: 'Messages plus anciens',
    empty: 'Commencez la conversation !',
    composer: 'Votre message',
    send: 'Envoyer',
    counter: '{{count}}/{{max}} caractères',
    groupAdmin: 'Admin',
    flags: '{{count}} signalement(s) : {{reasons}}',
    messageMenu: 'Actions sur le message (auteur : {{sender}})',
    flag: 'Signaler',
    flagTitle: 'Signaler ce message',
    flagReason: 'Raison (facultative)',
    flagged: 'Message signalé et ajouté à la modération',
    flagFailed: 'Erreur lors du signalement',
    delete: 'Supprimer',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce message ?',
    deleted: 'Message supprimé',
    deleteFailed: 'Erreur lors de la suppression',
    sendFailed: 'Échec d’envoi, réessayez',
    loadFailed: 'Erreur lors du chargement des données',
    senderInGroup: '{{sender}} dans {{group}}',
    queue: {
      title: 'Modération (tous les groupes)',
      empty: 'Aucun message signalé',
      ignore: 'Ignorer',
      ignored: 'Signalements ignorés',
      ignoreFailed: 'Erreur lors de la modération',
      open: 'Ouvrir la discussion',
      more: 'Plus de messages signalés',
    },
  },
};

export type ChatLocale = LocaleShape<typeof chatFr>;
