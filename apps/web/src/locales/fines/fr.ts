/**
 * French texts of the late fines on the group page: the group's fund, each fine and its
 * status, the member's declared cash payment and the admins' decisions.
 */
export const finesFr = {
  title: 'Amendes de retard',
  fund: {
    title: 'Caisse du groupe',
    balance: 'Solde',
    paid: 'Amendes payées',
    outstanding: 'Amendes à régler',
    waived: 'Amendes annulées',
    destination: 'Les amendes payées vont dans la caisse du groupe.',
  },
  mine: 'Mes amendes',
  all: 'Amendes des membres',
  empty: 'Aucune amende',
  myOutstanding: 'Mes amendes à régler ({{count}})',
  rowLabel: 'Amende du cycle {{cycle}}, {{amount}}',
  memberRowLabel: '{{name}}, amende du cycle {{cycle}}, {{amount}}',
  cycle: 'Cycle {{cycle}}',
  paidMemberRate: "Au taux d'un membre déjà payé",
  status: {
    unpaid: 'À payer',
    pending: 'En attente de validation',
    paid: 'Payée',
    waived: 'Annulée',
  },
  pendingMine: "Votre paiement attend la validation de l'administrateur du groupe.",
  /** A payment that M-Pesa or the blockchain confirms, not an admin. */
  providerPending: {
    badge: 'Paiement en cours',
    mine: {
      mpesa: 'Votre paiement M-Pesa attend la confirmation de Safaricom.',
      crypto: 'Votre paiement en crypto attend la confirmation de la blockchain.',
    },
    other: {
      mpesa: 'Paiement M-Pesa lancé le {{date}} : il attend la confirmation de Safaricom',
      crypto: 'Paiement en crypto envoyé le {{date}} : il attend la confirmation de la blockchain',
    },
  },
  method: { cash: 'Espèces', mpesa: 'M-Pesa', crypto: 'Crypto' },
  /** What identifies a paid fine's payment at its provider. */
  reference: { mpesa: 'reçu', crypto: 'transaction' },
  declaredOn: 'Paiement déclaré le {{date}}',
  paidOn: 'Réglée le {{date}}',
  rejected: 'Paiement refusé : {{reason}}',
  waivedBecause: "Motif de l'annulation : {{reason}}",
  actions: {
    mpesa: 'Payer par M-Pesa',
    crypto: 'Payer en crypto',
    declare: "J'ai payé en espèces",
    record: 'Encaissé',
    approve: 'Valider',
    reject: 'Rejeter',
    waive: "Annuler l'amende",
  },
  dialogs: {
    mpesa: {
      title: "Payer l'amende par M-Pesa",
    },
    declare: {
      title: 'Paiement en espèces',
      message:
        "Vous déclarez avoir payé en espèces l'amende de {{amount}} du cycle {{cycle}}. Elle reste en attente jusqu'à ce que l'administrateur du groupe la valide.",
      confirm: "J'ai payé {{amount}}",
      done: 'Paiement déclaré : il attend la validation',
    },
    record: {
      title: 'Amende encaissée',
      message:
        "Vous avez reçu en espèces {{amount}} de {{name}} pour l'amende du cycle {{cycle}} ? Elle sera réglée aussitôt.",
      confirm: "Confirmer l'encaissement",
      done: 'Amende de {{name}} encaissée',
    },
    approve: {
      title: "Valider le paiement de l'amende",
      message: "Valider le paiement de {{amount}} de {{name}} pour l'amende du cycle {{cycle}} ?",
      confirm: 'Confirmer la validation',
      done: "Paiement de l'amende validé",
    },
    reject: {
      title: "Rejeter le paiement de l'amende",
      message:
        "{{amount}} de {{name}} pour l'amende du cycle {{cycle}}. L'amende redevient à payer.",
      confirm: 'Confirmer le rejet',
      done: "Paiement de l'amende rejeté",
    },
    waive: {
      title: "Annuler l'amende",
      message: "L'amende de {{amount}} de {{name}} (cycle {{cycle}}) ne sera plus due.",
      confirm: "Confirmer l'annulation",
      done: 'Amende annulée',
    },
  },
  reason: {
    reject: 'Motif du rejet',
    waive: "Motif de l'annulation",
    hint: 'Le membre verra ce motif.',
  },
};

export type FinesLocale = typeof finesFr;
