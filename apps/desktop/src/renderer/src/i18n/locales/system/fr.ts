import type { LocaleShape } from '../locale-shape';

/** The system tab's strings (French, the default). */
export const systemFr = {
  systemTab: {
    loading: 'Chargement de la configuration…',
    loadFailed: 'Erreur lors du chargement des données',
    configTitle: 'Configuration',
    apply: 'Appliquer',
    applyField: 'Appliquer {{field}}',
    configSaved: '{{field}} : configuration mise à jour',
    configFailed: 'Erreur lors de la mise à jour de {{field}}',
    confirmConfig: {
      title: 'Modifier {{field}} ?',
      message:
        '{{field}} passera de {{from}} à {{to}}. Le changement prend effet sans redémarrage.',
    },
    maintenanceSwitch: {
      enableTitle: 'Activer le mode maintenance ?',
      enableMessage:
        'Les membres verront la page de maintenance et ne pourront plus utiliser l’application jusqu’à sa désactivation. Les super-administrateurs gardent l’accès.',
      enable: 'Activer la maintenance',
      disableTitle: 'Désactiver le mode maintenance ?',
      disableMessage: 'Les membres retrouvent l’application aussitôt.',
      disable: 'Désactiver la maintenance',
    },
    switchOn: 'activé',
    switchOff: 'désactivé',
    confirmAction: {
      title: '{{action}} ?',
    },
    actionDone: 'Action critique exécutée avec succès',
    actionNotDone: 'Action non effectuée',
    actionFailed: 'Erreur lors de l’exécution de l’action {{action}}',
    actionsTitle: 'Actions système',
    unavailable: 'Indisponible sur ce serveur',
    secretsTitle: 'Secrets',
    secretsHint: 'Gérés dans l’environnement du serveur : affichés masqués, en lecture seule.',
    secretUnset: 'Non défini',
    fields: {
      app_name: 'Nom de l’application',
      app_version: 'Version de l’application',
      backend_url: 'URL du serveur',
      environment: 'Environnement',
      session_expiry_hours: 'Expiration des sessions (heures)',
      two_factor_required: 'Double authentification obligatoire',
      maintenance_mode: 'Mode maintenance',
      db_max_connections: 'Connexions max. à la base',
      auto_backup_enabled: 'Sauvegarde automatique',
      blockchain_network: 'Réseau blockchain',
      crypto_payments_enabled: 'Paiements crypto activés',
    },
    actions: {
      backup: {
        label: 'Sauvegarde système',
        consequence: 'Une copie cohérente de la base de données est écrite sur le serveur.',
      },
      'optimize-db': {
        label: 'Optimiser la base',
        consequence:
          'La base analyse et optimise ses tables ; elle peut ralentir pendant ce temps.',
      },
      'clear-cache': {
        label: 'Vider le cache',
        consequence: 'Les caches du serveur sont vidés sur toutes les instances.',
      },
      maintenance: {
        label: 'Basculer la maintenance',
        consequence: 'Le mode maintenance est activé ou désactivé pour tous les membres.',
      },
      restart: {
        label: 'Redémarrer',
        consequence: 'Le serveur termine les requêtes en cours puis redémarre.',
      },
      deploy: {
        label: 'Déployer une mise à jour',
        consequence: 'La commande de déploiement configurée sur le serveur est lancée.',
      },
    },
    backups: {
      title: 'Sauvegardes',
      empty: 'Aucune sauvegarde pour l’instant.',
      file: 'Fichier',
      size: 'Taille',
      created: 'Créée le',
      download: 'Télécharger',
      downloadFile: 'Télécharger {{file}}',
      progress: 'Téléchargement de {{file}}',
      saved: 'Sauvegarde enregistrée',
      failed: 'Erreur lors du téléchargement de la sauvegarde',
    },
  },
};

export type SystemLocale = LocaleShape<typeof systemFr>;
