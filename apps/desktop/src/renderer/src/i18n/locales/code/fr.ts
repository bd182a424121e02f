import type { LocaleShape } from '../locale-shape';

/** The code tab's strings (French, the default). */
export const codeFr = {
  codeTab: {
    warningTitle: 'Éditeur de code sécurisé',
    warning:
      'Seuls les super-admins peuvent accéder à cet éditeur. Le serveur vérifie chaque lecture et chaque enregistrement, et chaque version est inscrite au journal d’audit.',
    pick: 'Document à modifier',
    loading: 'Chargement du document…',
    loadFailed: 'Erreur lors du chargement des données',
    editorLabel: 'Document JSON {{name}}',
    unsaved: 'Modifié',
    revert: 'Annuler les modifications',
    save: 'Enregistrer',
    saved: '{{name}} : version {{version}} enregistrée',
    saveFailed: 'Erreur lors de l’enregistrement du document',
    conflict: 'Quelqu’un d’autre a enregistré ce document entre-temps',
    conflictHint:
      'Votre texte est conservé. Copiez-le si besoin, puis annulez les modifications pour charger la dernière version avant d’enregistrer à nouveau.',
    blank: 'Le document est vide : enregistrement impossible.',
    notJson: 'Ce texte n’est pas du JSON valide.',
    unknownKeys: 'Clés inconnues : {{keys}}',
    problems: '{{count}} erreur(s) de schéma : {{first}}',
    documents: {
      content: 'Contenu',
      config: 'Configuration système',
      ads: 'Publicités',
      'email-templates': 'Modèles d’e-mail',
    },
    diff: {
      title: 'Enregistrer {{name}} ?',
      hint: 'La version enregistrée face à la vôtre : en rouge ce qui disparaît, en vert ce qui arrive.',
      cancel: 'Revenir à l’édition',
      confirm: 'Confirmer l’enregistrement',
    },
    versions: {
      title: 'Versions précédentes',
      empty: 'Aucune version enregistrée.',
      version: 'Version',
      savedAt: 'Enregistrée le',
      by: 'Par',
      current: 'Actuelle',
      restore: 'Restaurer',
      restoreVersion: 'Restaurer la version {{version}}',
      confirmTitle: 'Restaurer la version {{version}} ?',
      confirmMessage:
        '{{name}} reprend le contenu de la version {{version}}, enregistré comme une nouvelle version.',
      restored: 'Version {{version}} restaurée',
      restoreFailed: 'Erreur lors de la restauration',
    },
  },
};

export type CodeLocale = LocaleShape<typeof codeFr>;
