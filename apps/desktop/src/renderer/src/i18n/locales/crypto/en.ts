import type { CryptoLocale } from './fr';

export const cryptoEn: CryptoLocale = {
  cryptoPayments: {
    columns: {
      chain: 'Chain',
      confirmations: 'Confirmations',
      validation: 'Validation',
    },
    chain: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      failed: 'Failed',
    },
    confirmations: '{{done}}/{{required}}',
    fine: 'Fine',
    decidedByChain: 'Decided by the chain',
    noHash: 'No transaction',
    openExplorer: 'Open transaction {{hash}} in the explorer',
    failureReasons: {
      reverted: 'Transaction reverted by the chain',
      wrong_token: 'Wrong token',
      wrong_recipient: 'Recipient is not the treasury',
      wrong_sender: "Sender is not the member's wallet",
      short_amount: 'Amount too low',
      not_found: 'Transaction not found',
      broadcast_failed: 'Broadcasting the transaction failed',
    },
    verified: {
      confirmed: 'Transaction confirmed ({{done}}/{{required}} confirmations)',
      pending: 'Transaction still pending ({{done}}/{{required}} confirmations)',
      failed: 'Transaction refused: {{reason}}',
    },
  },
  rates: {
    view: 'Exchange rates',
    title: 'Exchange rates (units per 1 USD)',
    loadFailed: 'Error while loading the rates',
    empty: 'No rate recorded: crypto payments are refused until there is one.',
    usdNote: 'The US dollar is always 1: it has no rate.',
    columns: {
      currency: 'Currency',
      unitsPerUsd: 'Units per 1 USD',
      setAt: 'Set on',
      setBy: 'By',
    },
    unknownAdmin: '—',
    formTitle: 'Set a new rate',
    currency: 'Currency',
    unitsPerUsd: 'Units per 1 USD',
    unitsHint: 'For example 129.5 for 1 USD = 129.5 KES; up to 8 decimals.',
    submit: 'Save the rate',
    saved: '{{currency}} rate saved: {{units}} per 1 USD',
    saveFailed: 'Error while saving the rate',
    invalidUnits: 'A positive number with at most 8 decimals',
  },
};
