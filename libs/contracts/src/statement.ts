import type { UiLanguage } from './languages.js';

/** The statement CSV's columns, in order. */
export const STATEMENT_COLUMNS = [
  'date',
  'type',
  'cycle',
  'method',
  'status',
  'amount',
  'currency',
  'running_total',
] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/** The statement's header line in the reader's language (a spreadsheet shows it as is). */
export const STATEMENT_HEADERS: Record<UiLanguage, Record<StatementColumn, string>> = {
  fr: {
    date: 'Date',
    type: 'Type',
    cycle: 'Cycle',
    method: 'Moyen de paiement',
    status: 'Statut',
    amount: 'Montant',
    currency: 'Devise',
    running_total: 'Solde cumulé',
  },
  en: {
    date: 'Date',
    type: 'Type',
    cycle: 'Cycle',
    method: 'Payment method',
    status: 'Status',
    amount: 'Amount',
    currency: 'Currency',
    running_total: 'Running total',
  },
  sw: {
    date: 'Tarehe',
    type: 'Aina',
    cycle: 'Mzunguko',
    method: 'Njia ya malipo',
    status: 'Hali',
    amount: 'Kiasi',
    currency: 'Sarafu',
    running_total: 'Jumla inayoendelea',
  },
};
