import type { ContributionMethod, PayoutMethod } from './contributions.js';
import type { FineStatus } from './fines.js';
import type { LateFineKind } from './group-rules.js';
import type { LoanInterestMethod } from './loan-schedule.js';
import type { GroupStatus, PayoutFrequency, PayoutOrderMethod } from './groups.js';
import type { UiLanguage } from './languages.js';

/** How one expected payer stands in a cycle of the group report. */
export const REPORT_PAYER_STATES = ['paid', 'pending', 'unpaid'] as const;
export type ReportPayerState = (typeof REPORT_PAYER_STATES)[number];

/**
 * The texts of the two PDF documents: a member's statement of a group and the group report of
 * its admins, in the reader's language. Placeholders are `{name}`, filled by the API.
 */
export interface StatementPdfTexts {
  /** The locale of amounts and dates: the web client's for the same language. */
  locale: string;
  common: {
    group: string;
    issuedOn: string;
    contribution: string;
    frequency: string;
    startDate: string;
    page: string;
    cycle: string;
    dueDate: string;
    amountDue: string;
    paid: string;
    pending: string;
    date: string;
    method: string;
    reference: string;
    fine: string;
    amount: string;
    member: string;
    status: string;
    totals: string;
    finesPaid: string;
    /** Why the dates carry no time zone: the day as the ledger records it. */
    datesInUtc: string;
    /** A reversing entry of the ledger: an approved payment cancelled. */
    correction: string;
  };
  frequencies: Record<PayoutFrequency, string>;
  contributionMethods: Record<ContributionMethod, string>;
  payoutMethods: Record<PayoutMethod, string>;
  fineStatuses: Record<FineStatus, string>;
  statement: {
    title: string;
    /** The first word of the file's name: ASCII, no spaces. */
    filename: string;
    cycles: string;
    notOwed: string;
    payouts: string;
    noPayout: string;
    contributionsPaid: string;
    payoutReceived: string;
    approvedOnly: string;
    /** The member's loans from the group's savings fund. */
    loans: string;
    noLoan: string;
    /** `{amount}`, `{months}`, `{rate}`, `{method}`: one loan's terms. */
    loanTerms: string;
    interestMethods: Record<LoanInterestMethod, string>;
    disbursedOn: string;
    loanStatuses: { active: string; closed: string };
    totalRepayable: string;
    repaid: string;
    outstanding: string;
    interest: string;
    principal: string;
    noRepayment: string;
    loansOutstanding: string;
  };
  report: {
    title: string;
    filename: string;
    groupStatus: string;
    groupStatuses: Record<GroupStatus, string>;
    members: string;
    payoutOrder: string;
    payoutOrders: Record<PayoutOrderMethod, string>;
    beneficiaryContributes: string;
    yes: string;
    no: string;
    rules: string;
    lateFine: string;
    paidMemberFine: string;
    fineKinds: Record<LateFineKind, string>;
    percentOfContribution: string;
    noFine: string;
    graceDays: string;
    graceValue: string;
    rulesVersion: string;
    cycleHeading: string;
    beneficiary: string;
    pot: string;
    collected: string;
    payout: string;
    notPaidOut: string;
    payers: string;
    payerStates: Record<ReportPayerState, string>;
    notExpected: string;
    cycleFines: string;
    fund: string;
    fundBalance: string;
    finesOutstanding: string;
    finesWaived: string;
    contributionsApproved: string;
    payoutsPaid: string;
    notYetPaidOut: string;
  };
}

const fr: StatementPdfTexts = {
  locale: 'fr-FR',
  common: {
    group: 'Groupe',
    issuedOn: 'Édité le {date}',
    contribution: 'Cotisation',
    frequency: 'Fréquence',
    startDate: 'Début de la rotation',
    page: 'Page {page}',
    cycle: 'Cycle',
    dueDate: 'Échéance',
    amountDue: 'Dû',
    paid: 'Payé',
    pending: 'En attente',
    date: 'Date',
    method: 'Moyen',
    reference: 'Reçu / référence',
    fine: 'Amende',
    amount: 'Montant',
    member: 'Membre',
    status: 'Statut',
    totals: 'Totaux',
    finesPaid: 'Amendes payées',
    datesInUtc: 'Les dates sont celles du registre, en temps universel (UTC).',
    correction: 'Correction',
  },
  frequencies: { weekly: 'Hebdomadaire', monthly: 'Mensuelle', quarterly: 'Trimestrielle' },
  contributionMethods: { cash: 'Espèces', crypto: 'Crypto', mobile_money: 'Mobile money' },
  payoutMethods: { cash: 'Espèces', mpesa: 'M-Pesa' },
  fineStatuses: {
    unpaid: 'Impayée',
    pending: 'À valider',
    paid: 'Payée',
    waived: 'Annulée',
  },
  statement: {
    title: 'Relevé de compte',
    filename: 'releve',
    cycles: 'Cotisations et amendes, cycle par cycle',
    notOwed: 'Rien à payer',
    payouts: 'Cagnotte reçue',
    noPayout: 'Vous n’avez pas encore reçu la cagnotte.',
    contributionsPaid: 'Cotisations payées',
    payoutReceived: 'Cagnotte reçue',
    approvedOnly: 'Seuls les paiements validés figurent sur ce relevé.',
    loans: 'Prêts de la caisse d’épargne',
    noLoan: 'Vous n’avez pas de prêt de la caisse.',
    loanTerms: '{amount} sur {months} mois à {rate} % par mois, {method}',
    interestMethods: { flat: 'sur le montant emprunté', reducing: 'sur le capital restant dû' },
    disbursedOn: 'Versé le',
    loanStatuses: { active: 'En remboursement', closed: 'Soldé' },
    totalRepayable: 'À rembourser en tout',
    repaid: 'Remboursé',
    outstanding: 'Reste à rembourser',
    interest: 'Intérêts',
    principal: 'Capital',
    noRepayment: 'Aucun remboursement pour l’instant.',
    loansOutstanding: 'Prêts restant à rembourser',
  },
  report: {
    title: 'Rapport du groupe',
    filename: 'rapport',
    groupStatus: 'Statut du groupe',
    groupStatuses: {
      active: 'Actif',
      closed: 'Fermé',
      completed: 'Terminé',
      suspended: 'Suspendu',
    },
    members: 'Membres',
    payoutOrder: 'Ordre de passage',
    payoutOrders: {
      join_order: 'Par ordre d’adhésion',
      random_draw: 'Par tirage au sort',
      admin_set: 'Fixé par l’administrateur',
    },
    beneficiaryContributes: 'Le bénéficiaire cotise',
    yes: 'Oui',
    no: 'Non',
    rules: 'Règles',
    lateFine: 'Amende de retard',
    paidMemberFine: 'Amende d’un membre déjà payé',
    fineKinds: { fixed: 'Montant fixe', percent: 'Pourcentage de la cotisation' },
    percentOfContribution: '{percent} % de la cotisation',
    noFine: 'Aucune',
    graceDays: 'Délai de grâce',
    graceValue: '{count} jour(s) après l’échéance',
    rulesVersion: 'Version {version}, en vigueur à partir du cycle {cycle}',
    cycleHeading: 'Cycle {cycle} — échéance le {date}',
    beneficiary: 'Bénéficiaire',
    pot: 'Cagnotte',
    collected: 'Collecté',
    payout: 'Versement',
    notPaidOut: 'Pas encore versée',
    payers: 'Cotisations',
    payerStates: { paid: 'Payé', pending: 'En attente', unpaid: 'Impayé' },
    notExpected: 'hors rotation',
    cycleFines: 'Amendes du cycle',
    fund: 'Caisse du groupe',
    fundBalance: 'Solde de la caisse',
    finesOutstanding: 'Amendes à régler',
    finesWaived: 'Amendes annulées',
    contributionsApproved: 'Cotisations validées',
    payoutsPaid: 'Cagnottes versées',
    notYetPaidOut: 'Cotisations pas encore versées',
  },
};

const en: StatementPdfTexts = {
  locale: 'en-KE',
  common: {
    group: 'Group',
    issuedOn: 'Issued on {date}',
    contribution: 'Contribution',
    frequency: 'Frequency',
    startDate: 'Rotation start',
    page: 'Page {page}',
    cycle: 'Cycle',
    dueDate: 'Due date',
    amountDue: 'Due',
    paid: 'Paid',
    pending: 'Pending',
    date: 'Date',
    method: 'Method',
    reference: 'Receipt / reference',
    fine: 'Fine',
    amount: 'Amount',
    member: 'Member',
    status: 'Status',
    totals: 'Totals',
    finesPaid: 'Fines paid',
    datesInUtc: 'Dates are those of the ledger, in Coordinated Universal Time (UTC).',
    correction: 'Correction',
  },
  frequencies: { weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly' },
  contributionMethods: { cash: 'Cash', crypto: 'Crypto', mobile_money: 'Mobile money' },
  payoutMethods: { cash: 'Cash', mpesa: 'M-Pesa' },
  fineStatuses: {
    unpaid: 'Unpaid',
    pending: 'Pending',
    paid: 'Paid',
    waived: 'Waived',
  },
  statement: {
    title: 'Account statement',
    filename: 'statement',
    cycles: 'Contributions and fines, cycle by cycle',
    notOwed: 'Nothing to pay',
    payouts: 'Payout received',
    noPayout: 'You have not received the pot yet.',
    contributionsPaid: 'Contributions paid',
    payoutReceived: 'Payout received',
    approvedOnly: 'Only approved payments appear on this statement.',
    loans: 'Loans from the savings fund',
    noLoan: 'You have no loan from the fund.',
    loanTerms: '{amount} over {months} months at {rate}% a month, {method}',
    interestMethods: { flat: 'on the amount borrowed', reducing: 'on the balance still owed' },
    disbursedOn: 'Disbursed on',
    loanStatuses: { active: 'Being repaid', closed: 'Repaid' },
    totalRepayable: 'To repay in all',
    repaid: 'Repaid',
    outstanding: 'Left to repay',
    interest: 'Interest',
    principal: 'Principal',
    noRepayment: 'No repayment yet.',
    loansOutstanding: 'Loans left to repay',
  },
  report: {
    title: 'Group report',
    filename: 'report',
    groupStatus: 'Group status',
    groupStatuses: {
      active: 'Active',
      closed: 'Closed',
      completed: 'Completed',
      suspended: 'Suspended',
    },
    members: 'Members',
    payoutOrder: 'Payout order',
    payoutOrders: {
      join_order: 'By order of joining',
      random_draw: 'By random draw',
      admin_set: 'Set by the admin',
    },
    beneficiaryContributes: 'The beneficiary contributes',
    yes: 'Yes',
    no: 'No',
    rules: 'Rules',
    lateFine: 'Late fine',
    paidMemberFine: 'Fine for a member already paid',
    fineKinds: { fixed: 'Fixed amount', percent: 'Percentage of the contribution' },
    percentOfContribution: '{percent}% of the contribution',
    noFine: 'None',
    graceDays: 'Grace period',
    graceValue: '{count} day(s) after the due date',
    rulesVersion: 'Version {version}, in force from cycle {cycle}',
    cycleHeading: 'Cycle {cycle} — due on {date}',
    beneficiary: 'Beneficiary',
    pot: 'Pot',
    collected: 'Collected',
    payout: 'Payout',
    notPaidOut: 'Not paid out yet',
    payers: 'Contributions',
    payerStates: { paid: 'Paid', pending: 'Pending', unpaid: 'Unpaid' },
    notExpected: 'outside the rotation',
    cycleFines: 'Fines of the cycle',
    fund: 'Group fund',
    fundBalance: 'Fund balance',
    finesOutstanding: 'Fines outstanding',
    finesWaived: 'Fines waived',
    contributionsApproved: 'Contributions approved',
    payoutsPaid: 'Pots paid out',
    notYetPaidOut: 'Contributions not yet paid out',
  },
};

const sw: StatementPdfTexts = {
  locale: 'sw-KE',
  common: {
    group: 'Kikundi',
    issuedOn: 'Imetolewa tarehe {date}',
    contribution: 'Mchango',
    frequency: 'Mzunguko wa malipo',
    startDate: 'Tarehe ya kuanza',
    page: 'Ukurasa {page}',
    cycle: 'Mzunguko',
    dueDate: 'Tarehe ya kulipa',
    amountDue: 'Kinachodaiwa',
    paid: 'Kilicholipwa',
    pending: 'Inasubiri',
    date: 'Tarehe',
    method: 'Njia',
    reference: 'Risiti / kumbukumbu',
    fine: 'Faini',
    amount: 'Kiasi',
    member: 'Mwanachama',
    status: 'Hali',
    totals: 'Jumla',
    finesPaid: 'Faini zilizolipwa',
    datesInUtc: 'Tarehe ni zile za daftari la kikundi, kwa saa ya kimataifa (UTC).',
    correction: 'Marekebisho',
  },
  frequencies: { weekly: 'Kila wiki', monthly: 'Kila mwezi', quarterly: 'Kila robo mwaka' },
  contributionMethods: { cash: 'Pesa taslimu', crypto: 'Crypto', mobile_money: 'Pesa za simu' },
  payoutMethods: { cash: 'Pesa taslimu', mpesa: 'M-Pesa' },
  fineStatuses: {
    unpaid: 'Haijalipwa',
    pending: 'Inasubiri',
    paid: 'Imelipwa',
    waived: 'Imesamehewa',
  },
  statement: {
    title: 'Taarifa ya akaunti',
    filename: 'taarifa',
    cycles: 'Michango na faini, mzunguko kwa mzunguko',
    notOwed: 'Hakuna deni',
    payouts: 'Mfuko uliopokea',
    noPayout: 'Bado hujapokea mfuko.',
    contributionsPaid: 'Michango uliyolipa',
    payoutReceived: 'Mfuko uliopokea',
    approvedOnly: 'Malipo yaliyoidhinishwa pekee ndiyo yanaonyeshwa kwenye taarifa hii.',
    loans: 'Mikopo kutoka mfuko wa akiba',
    noLoan: 'Huna mkopo kutoka mfuko.',
    loanTerms: '{amount} kwa miezi {months} kwa riba ya {rate}% kwa mwezi, {method}',
    interestMethods: { flat: 'juu ya kiasi kilichokopwa', reducing: 'juu ya salio linalodaiwa' },
    disbursedOn: 'Ulitolewa tarehe',
    loanStatuses: { active: 'Unalipwa', closed: 'Umelipwa' },
    totalRepayable: 'Jumla ya kulipa',
    repaid: 'Kilicholipwa',
    outstanding: 'Kilichobaki kulipwa',
    interest: 'Riba',
    principal: 'Mtaji',
    noRepayment: 'Bado hakuna marejesho.',
    loansOutstanding: 'Mikopo iliyobaki kulipwa',
  },
  report: {
    title: 'Ripoti ya kikundi',
    filename: 'ripoti',
    groupStatus: 'Hali ya kikundi',
    groupStatuses: {
      active: 'Kinaendelea',
      closed: 'Kimefungwa',
      completed: 'Kimekamilika',
      suspended: 'Kimesimamishwa',
    },
    members: 'Wanachama',
    payoutOrder: 'Mpangilio wa malipo',
    payoutOrders: {
      join_order: 'Kwa mpangilio wa kujiunga',
      random_draw: 'Kwa bahati nasibu',
      admin_set: 'Imepangwa na msimamizi',
    },
    beneficiaryContributes: 'Mnufaika anachangia',
    yes: 'Ndiyo',
    no: 'Hapana',
    rules: 'Sheria',
    lateFine: 'Faini ya kuchelewa',
    paidMemberFine: 'Faini ya mwanachama aliyekwisha kulipwa',
    fineKinds: { fixed: 'Kiasi maalum', percent: 'Asilimia ya mchango' },
    percentOfContribution: '{percent}% ya mchango',
    noFine: 'Hakuna',
    graceDays: 'Muda wa nyongeza',
    graceValue: 'Siku {count} baada ya tarehe ya kulipa',
    rulesVersion: 'Toleo {version}, linatumika kuanzia mzunguko {cycle}',
    cycleHeading: 'Mzunguko {cycle} — tarehe ya kulipa {date}',
    beneficiary: 'Mnufaika',
    pot: 'Mfuko',
    collected: 'Kilichokusanywa',
    payout: 'Malipo ya mfuko',
    notPaidOut: 'Bado haujalipwa',
    payers: 'Michango',
    payerStates: { paid: 'Amelipa', pending: 'Inasubiri', unpaid: 'Hajalipa' },
    notExpected: 'nje ya mzunguko',
    cycleFines: 'Faini za mzunguko',
    fund: 'Hazina ya kikundi',
    fundBalance: 'Salio la hazina',
    finesOutstanding: 'Faini zinazodaiwa',
    finesWaived: 'Faini zilizosamehewa',
    contributionsApproved: 'Michango iliyoidhinishwa',
    payoutsPaid: 'Mifuko iliyolipwa',
    notYetPaidOut: 'Michango ambayo bado haijalipwa',
  },
};

/** The PDF documents' texts by reader's language, French first. */
export const STATEMENT_PDF_TEXTS: Record<UiLanguage, StatementPdfTexts> = { fr, en, sw };

/** A text with its `{name}` placeholders filled. */
export function fillPdfText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
