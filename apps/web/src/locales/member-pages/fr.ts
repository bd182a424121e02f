/**
 * French texts of the member's named pages (payments, M-Pesa, search), the
 * dashboard's sections and the group page's Quick Actions.
 */
export const memberPagesFr = {
  payments: {
    title: 'Mes paiements',
    subtitle:
      'Ce que vous devez dans vos groupes, ce qui attend la validation et votre historique.',
    dueTitle: 'À payer',
    dueEmpty: 'Rien à payer pour le moment.',
    dueLine: 'Cycle {{cycle}} · échéance le {{date}}',
    owed: 'Reste à payer : {{amount}}',
    payFor: 'Payer pour {{group}}',
    pendingTitle: 'En attente de validation',
    pendingEmpty: 'Aucun paiement en attente de validation.',
    historyTitle: 'Historique',
    historyEmpty: 'Aucun paiement pour le moment.',
    historyLine: '{{group}} · Cycle {{cycle}} · {{method}} · {{date}}',
    chooseTitle: 'Comment payer ?',
    cash: 'Espèces, validées par l’administrateur',
    cashHint: 'Enregistrée ici, puis validée par l’administrateur',
    mpesa: 'M-Pesa',
    mpesaHint: 'Temporairement indisponible',
  },
  mpesa: {
    paybill: {
      title: 'Payer depuis le menu M-Pesa',
      number: 'Numéro d’entreprise (Paybill)',
      account: 'Votre numéro de compte',
      how: 'Dans M-Pesa › Lipa na M-Pesa › Pay Bill, saisissez ces deux numéros et le montant : votre paiement est reconnu dès que Safaricom le confirme.',
    },
    availableIntro:
      'Payez votre cotisation depuis votre téléphone : une demande M-Pesa arrive sur le téléphone, à valider avec votre code PIN. Le reçu de Safaricom fait foi : la cotisation compte sans attendre l’administrateur.',
    chooseTitle: 'Quelle cotisation payer ?',
    nothingDue: 'Aucune cotisation en shillings kényans n’attend de paiement.',
    otherCurrencies: 'Vos groupes dans une autre monnaie se paient en espèces ou en cryptomonnaie.',
    phoneLabel: 'Numéro M-Pesa',
    phoneHint: 'Le téléphone qui recevra la demande de paiement',
    pay: 'Payer {{amount}} avec M-Pesa',
    centsInCash:
      'M-Pesa ne transfère que des shillings entiers : les {{cents}} restants se paient en espèces.',
    lessThanAShilling: 'Il reste moins d’un shilling à payer : réglez-le en espèces.',
    checkPhone: 'Vérifiez votre téléphone',
    checkPhoneText:
      'Une demande de paiement de {{amount}} a été envoyée au {{phone}}. Saisissez votre code PIN M-Pesa pour la valider.',
    waiting: 'En attente de la confirmation de Safaricom…',
    paid: 'Paiement reçu',
    paidText: '{{amount}} reçus par M-Pesa, reçu {{receipt}}. Votre cotisation est comptée.',
    paidFineText:
      "{{amount}} reçus par M-Pesa, reçu {{receipt}}. L'amende est réglée : elle va dans la caisse du groupe.",
    failed: 'Le paiement n’a pas abouti',
    tryAgain: 'Réessayer',
    otherGroup: 'Payer une autre cotisation',
    reasonCancelled: 'Vous avez annulé la demande sur votre téléphone.',
    reasonWrongPin: 'Le code PIN M-Pesa saisi était erroné.',
    reasonInsufficientFunds: 'Votre solde M-Pesa était insuffisant.',
    reasonTimedOut: 'La demande a expiré sans réponse sur le téléphone.',
    reasonBusy: 'Une autre transaction M-Pesa était en cours sur ce téléphone.',
    reasonDeclined: 'M-Pesa a refusé la transaction.',
    hintAvailable: 'Depuis votre téléphone, pour les groupes en KES',
    title: 'M-Pesa',
    unavailable: 'Le paiement par M-Pesa est temporairement indisponible.',
    explain: 'En attendant, vous pouvez payer vos cotisations de deux autres façons :',
    cashTitle: 'En espèces',
    cashText:
      'Remettez la cotisation à l’administrateur du groupe et enregistrez-la : elle compte dès qu’il l’a validée.',
    cashAction: 'Voir mes paiements',
    cryptoTitle: 'En cryptomonnaie',
    cryptoText:
      'Payez en USDT ou USDC depuis votre portefeuille : la cotisation compte une fois la transaction confirmée.',
    cryptoAction: 'Ouvrir mon portefeuille',
  },
  search: {
    title: 'Rechercher un groupe',
    hint: 'Par nom, description ou identifiant du groupe.',
    results: '{{count}} groupe(s)',
  },
  dashboard: {
    sections: 'Sections du tableau de bord',
    overview: 'Aperçu',
    groups: 'Mes Groupes',
    payments: 'Paiements',
    wallet: 'Portefeuille',
    previous: 'Précédent',
    next: 'Suivant',
    step: '{{current}} sur {{total}}',
    paymentsText: 'Choisissez comment payer vos cotisations.',
    mpesa: 'M-Pesa',
    mpesaUnavailable: 'Temporairement indisponible',
    crypto: 'Payer en crypto',
    cryptoHint: 'USDT ou USDC, pour la cotisation d’un groupe',
    cryptoChoose: 'Pour quel groupe ?',
    cryptoNoGroup: 'Aucun groupe n’attend de paiement : ouvrez votre portefeuille.',
    allPayments: 'Voir tous mes paiements',
  },
  quickActions: {
    title: 'Actions rapides',
    cyclePaid: 'Cycle déjà payé',
    membersOnly: 'Réservé aux membres du groupe',
  },
};

export type MemberPagesLocale = typeof memberPagesFr;
