/**
 * French texts of the group's savings fund (table banking) on the group page: the fund and its
 * parts, the member's savings and what they may borrow, the savings paid in cash and their
 * validation, and the fund's rules, set by the group's admins.
 */
export const savingsFr = {
  title: "Caisse d'épargne",
  off: {
    text: "Ce groupe ne tient pas de caisse d'épargne. Avec une caisse, les membres épargnent à chaque cycle à côté de la tontine, et pourront y emprunter.",
    setUp: 'Mettre en place la caisse',
  },
  summary: {
    fixed: 'Épargne fixe de {{amount}} par cycle',
    free: 'Épargne libre, au moins {{amount}} par versement',
    freeAny: 'Épargne libre, du montant de votre choix',
    loans:
      "Prêts jusqu'à {{multiple}} fois son épargne, {{cap}} au plus, à {{rate}} % par mois ({{method}}), sur {{months}} mois au plus",
    guarantors: 'Garants exigés pour un prêt : {{count}}',
    noLoans: "La caisse n'accorde pas de prêts.",
  },
  fund: {
    balance: 'Solde de la caisse',
    savings: 'Épargne des membres',
    finesKept: 'Amendes payées',
    interestEarned: 'Intérêts gagnés',
    loansOutstanding: 'Prêts en cours',
    sharedOut: 'Déjà partagé',
  },
  mine: {
    title: 'Mon épargne',
    saved: 'Épargné à ce jour',
    dueThisCycle: 'À verser ce cycle',
    borrowingLimit: "Vous pourrez emprunter jusqu'à {{amount}}.",
    cyclePaid: 'Votre épargne du cycle {{cycle}} est versée.',
    cyclePending: 'Votre versement du cycle {{cycle}} attend la validation.',
    cyclePendingCrypto:
      'Votre versement en crypto du cycle {{cycle}} attend la confirmation de la blockchain.',
    cyclePendingMpesa:
      'Votre versement M-Pesa du cycle {{cycle}} attend la confirmation de Safaricom.',
  },
  pay: {
    action: 'Verser mon épargne',
    fixedHint:
      'Remettez {{amount}} en espèces à un administrateur ou au trésorier du groupe, puis déclarez votre versement : il sera validé à réception.',
    freeHint:
      'Remettez votre épargne en espèces à un administrateur ou au trésorier du groupe, puis déclarez le montant versé.',
    amount: 'Montant versé',
    minimum: 'Au moins {{amount}}',
    anyAmount: 'Le montant de votre choix',
    amountRequired: 'Indiquez le montant versé',
    done: 'Versement de {{amount}} déclaré : il attend la validation',
  },
  crypto: {
    action: 'Payer en crypto',
  },
  mpesa: {
    action: 'Payer par M-Pesa',
    hint: 'Ou payez par M-Pesa : une demande arrive sur votre téléphone, à valider avec votre code PIN. Le reçu de Safaricom vaut validation.',
    paidText:
      '{{amount}} reçus par M-Pesa, reçu {{receipt}}. Votre épargne est versée dans la caisse.',
  },
  list: {
    mine: 'Mes versements',
    all: 'Versements des membres',
    empty: 'Aucun versement pour le moment.',
  },
  rowLabel: 'Versement du cycle {{cycle}}, {{amount}}',
  memberRowLabel: '{{name}}, versement du cycle {{cycle}}, {{amount}}',
  cycle: 'Cycle {{cycle}}',
  status: {
    mpesaPending: 'En attente de M-Pesa',
    pending: 'En attente de validation',
    approved: 'Validé',
    rejected: 'Refusé',
  },
  mpesaStartedOn: 'Payé par M-Pesa le {{date}} : il attend la confirmation de Safaricom',
  method: { cash: 'Espèces', mpesa: 'M-Pesa', crypto: 'Crypto' },
  /** What identifies a saving paid by M-Pesa at Safaricom. */
  receipt: 'reçu',
  declaredOn: 'Déclaré le {{date}}',
  approvedOn: 'Validé le {{date}}',
  rejected: 'Refusé : {{reason}}',
  actions: {
    approve: 'Valider',
    reject: 'Rejeter',
  },
  dialogs: {
    approve: {
      title: 'Valider le versement',
      message:
        'Vous avez reçu {{amount}} de {{name}} pour le cycle {{cycle}} ? Le versement entre dans la caisse.',
      confirm: 'Confirmer la validation',
      done: 'Versement de {{name}} validé',
    },
    reject: {
      title: 'Rejeter le versement',
      message:
        '{{amount}} de {{name}} pour le cycle {{cycle}}. Le versement ne comptera pas dans la caisse.',
      confirm: 'Confirmer le rejet',
      done: 'Versement de {{name}} rejeté',
    },
  },
  reason: {
    label: 'Motif du rejet',
    hint: 'Le membre verra ce motif.',
  },
  record: {
    action: 'Enregistrer une épargne',
    title: 'Enregistrer une épargne',
    text: 'Un membre vous a remis son épargne en espèces : elle est validée aussitôt.',
    member: 'Membre',
    memberPlaceholder: 'Choisissez le membre',
    memberRequired: 'Choisissez le membre qui a versé son épargne',
    fixedAmount: "Montant : ce qui reste de l'épargne du cycle, {{amount}} au plus.",
    confirm: "Enregistrer l'épargne",
    done: 'Épargne de {{name}} enregistrée',
  },
  rules: {
    edit: 'Règles de la caisse',
    title: "Règles de la caisse d'épargne",
    enabled: "Tenir une caisse d'épargne",
    enabledHint: 'Les membres y versent leur épargne à chaque cycle, à côté de la tontine.',
    savingSection: 'Épargne',
    kind: "Type d'épargne",
    kinds: {
      fixed: 'Montant fixe',
      free: 'Montant libre',
    },
    fixedAmount: 'Épargne de chaque cycle',
    fixedAmountHint: 'Ce que chaque membre verse à chaque cycle.',
    freeAmount: 'Versement minimum',
    freeAmountHint: '0 : tout montant est accepté.',
    loansSection: 'Prêts',
    loanMultiple: "Multiple de l'épargne",
    loanMultipleHint:
      'Un membre emprunte au plus son épargne multipliée par ce nombre (0 à {{max}}).',
    loanCap: "Plafond d'un prêt",
    loanCapHint: '0 : la caisse ne prête pas ; sinon au moins {{min}}.',
    interestMethod: 'Calcul des intérêts',
    methods: {
      flat: {
        label: 'Taux fixe',
        short: 'taux fixe',
        description: 'Les intérêts de chaque mois sont calculés sur la somme empruntée.',
      },
      reducing: {
        label: 'Sur le capital restant dû',
        short: 'sur le capital restant dû',
        description:
          'Les intérêts de chaque mois sont calculés sur ce qui reste à rembourser : ils baissent à chaque échéance.',
      },
    },
    monthlyRate: "Taux d'intérêt mensuel",
    monthlyRateHint: '0 à {{max}} % par mois.',
    maxTerm: 'Durée maximale (mois)',
    maxTermHint: '1 à {{max}} mois.',
    guarantors: 'Garants exigés',
    guarantorsHint: '0 à {{max}} membres qui se portent garants.',
    approval: 'Qui approuve un prêt',
    approvals: {
      admin: 'Un administrateur',
      treasurer_and_admin: 'Le trésorier, puis un administrateur',
    },
    save: 'Enregistrer les règles',
    saved: "Règles de la caisse d'épargne enregistrées",
  },
  shareOut: {
    open: 'Partage de la caisse',
    title: 'Partage de la caisse',
    text: "Chaque membre reçoit ce qu'il a épargné depuis le dernier partage, et une part de ce que la caisse a gagné (intérêts et amendes) selon son épargne et le temps qu'elle y est restée.",
    lastOn: 'Dernier partage le {{date}}',
    balance: 'À partager',
    savings: 'Épargne à rendre',
    profit: 'Gains à partager',
    lines: 'Part de chaque membre',
    empty: 'Aucune épargne depuis le dernier partage.',
    you: 'Vous',
    lineSavings: 'Épargne rendue',
    lineProfit: 'Part des gains',
    lineTotal: 'Total',
    rowLabel: '{{name}}, {{total}} au total',
    blocked: {
      loans_outstanding:
        "Des prêts restent à rembourser ou à verser : le partage attend qu'ils soient clos.",
      nothing_to_share: 'La caisse ne détient rien à partager.',
    },
    confirm: 'Confirmer le partage',
    confirmText:
      "Chaque membre reçoit son total en espèces, {{amount}} en tout. La caisse repart ensuite de zéro : chacun recommence son épargne, et avec elle ce qu'il peut emprunter.",
    confirmNotice: "Chaque membre est prévenu de ce qu'il reçoit.",
    submit: 'Partager la caisse',
    done: 'Caisse partagée : {{amount}} remis aux membres',
  },
};

export type SavingsLocale = typeof savingsFr;
