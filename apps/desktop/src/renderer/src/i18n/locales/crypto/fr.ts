import type { LocaleShape } from '../locale-shape';

/** The crypto payments list and the rate table of the payments tab (French, the default). */
export const cryptoFr = {
  cryptoPayments: {
    columns: {
      chain: 'Chaîne',
      confirmations: 'Confirmations',
      validation: 'Validation',
    },
    /** What the chain shows: failed is neither pending nor confirmed. */
    chain: {
      pending: 'En attente',
      confirmed: 'Confirmé',
      failed: 'Échoué',
    },
    confirmations: '{{done}}/{{required}}',
    /** A late fine's payment: no admin validates it, the chain's answer settles the fine. */
    fine: 'Amende',
    decidedByChain: 'Décidé par la chaîne',
    noHash: 'Aucune transaction',
    openExplorer: 'Ouvrir la transaction {{hash}} dans l’explorateur',
    failureReasons: {
      reverted: 'Transaction annulée par la chaîne',
      wrong_token: 'Mauvais jeton',
      wrong_recipient: 'Destinataire autre que la trésorerie',
      wrong_sender: 'Expéditeur autre que le portefeuille du membre',
      short_amount: 'Montant insuffisant',
      not_found: 'Transaction introuvable',
      broadcast_failed: 'Diffusion de la transaction échouée',
    },
    verified: {
      confirmed: 'Transaction confirmée ({{done}}/{{required}} confirmations)',
      pending: 'Transaction encore en attente ({{done}}/{{required}} confirmations)',
      failed: 'Transaction refusée : {{reason}}',
    },
  },
  rates: {
    view: 'Taux de change',
    title: 'Taux de change (unités pour 1 USD)',
    loadFailed: 'Erreur lors du chargement des taux',
    empty: 'Aucun taux enregistré : les paiements en crypto sont refusés tant qu’il n’y en a pas.',
    usdNote: 'Le dollar américain vaut toujours 1 : il n’a pas de taux.',
    columns: {
      currency: 'Devise',
      unitsPerUsd: 'Unités pour 1 USD',
      setAt: 'Fixé le',
      setBy: 'Par',
    },
    unknownAdmin: '—',
    formTitle: 'Fixer un nouveau taux',
    currency: 'Devise',
    unitsPerUsd: 'Unités pour 1 USD',
    unitsHint: 'Par exemple 129.5 pour 1 USD = 129,5 KES ; jusqu’à 8 décimales.',
    submit: 'Enregistrer le taux',
    saved: 'Taux {{currency}} enregistré : {{units}} pour 1 USD',
    saveFailed: 'Erreur lors de l’enregistrement du taux',
    invalidUnits: 'Un nombre positif, avec au plus 8 décimales',
  },
};

export type CryptoLocale = LocaleShape<typeof cryptoFr>;
