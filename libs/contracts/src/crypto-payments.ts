import { z } from 'zod';
import { GROUP_CURRENCIES } from './groups.js';
import { DEFAULT_WALLET_NETWORK, WALLET_NETWORKS, WALLET_TOKENS } from './crypto.js';
import { FINE_STATUSES } from './fines.js';
import { moneyField } from './money.js';
import { SAVING_STATUSES } from './savings-fund.js';

/**
 * Contributions paid in USD-pegged tokens: a quote fixes the rate and the token
 * amount when the payment starts; the payment counts once the chain shows the transfer to the
 * treasury with the network's confirmations, then goes to the group admin's validation.
 */

/** What the chain says of a transaction: pending, confirmed or failed (anything else is shown as failed). */
export const CHAIN_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type ChainStatus = (typeof CHAIN_STATUSES)[number];

/** Why the chain check refused a transaction, shown to the payer and the operators. */
export const CHAIN_FAILURE_REASONS = [
  'reverted',
  'wrong_token',
  'wrong_recipient',
  'wrong_sender',
  'short_amount',
  'not_found',
  'broadcast_failed',
] as const;
export type ChainFailureReason = (typeof CHAIN_FAILURE_REASONS)[number];

/**
 * The chain check's reasons in French, as a notification stores its text (the clients render
 * the reader's language from the code, kept beside it as `reason_code`).
 */
export const CHAIN_FAILURE_REASONS_FR: Record<ChainFailureReason, string> = {
  reverted: 'la blockchain a annulé la transaction',
  wrong_token: "le jeton transféré n'est pas celui demandé",
  wrong_recipient: 'le transfert ne va pas à la trésorerie de la plateforme',
  wrong_sender: 'le transfert ne vient pas de votre portefeuille',
  short_amount: 'le montant transféré est inférieur au montant dû',
  not_found: 'transaction introuvable sur la blockchain',
  broadcast_failed: "la transaction n'a pas pu être diffusée",
};

export const CRYPTO_PAYMENT_SOURCES = ['custodial', 'external'] as const;
export type CryptoPaymentSource = (typeof CRYPTO_PAYMENT_SOURCES)[number];

/** A transaction hash: 32 bytes in hex, answered lower-case. */
export const txHashField = z
  .string({ error: 'invalidValue' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'invalidValue' })
  .transform((v) => v.toLowerCase());

const idField = z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(36);

/**
 * POST /api/crypto/payments/quote: what the cycle's contribution costs in a token, now; with
 * `fine_id`, what that late fine of the caller's costs (a fine is paid whole, so no cycle); with
 * `saving`, what the caller's saving into the group's fund costs (the fixed saving still due this
 * cycle, or the `amount` of a free one).
 */
export const cryptoQuoteSchema = z
  .strictObject({
    group_id: idField,
    network: z.enum(WALLET_NETWORKS, { error: 'invalidValue' }).default(DEFAULT_WALLET_NETWORK),
    token_symbol: z.enum(WALLET_TOKENS, { error: 'invalidValue' }),
    cycle_number: z
      .number({ error: 'invalidValue' })
      .int()
      .min(1, { error: 'invalidValue' })
      .optional(),
    fine_id: idField.optional(),
    saving: z
      .strictObject({ amount: moneyField('invalidValue', 'invalidValue').optional() })
      .optional(),
  })
  .refine((q) => [q.cycle_number, q.fine_id, q.saving].filter((v) => v !== undefined).length <= 1, {
    error: 'invalidValue',
    path: ['fine_id'],
  });
export type CryptoQuoteInput = z.input<typeof cryptoQuoteSchema>;

export const cryptoQuoteDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  /** The cycle paid, or the fine's cycle. */
  cycle_number: z.number().int(),
  /** The fine the quote pays; null for a contribution or a saving. */
  fine_id: z.string().nullable(),
  /** The quote pays a saving into the group's fund. */
  saving: z.boolean(),
  network: z.enum(WALLET_NETWORKS),
  token_symbol: z.enum(WALLET_TOKENS),
  /** What is still due for the cycle, or the fine, in the group's currency ("1500.00"). */
  amount: z.string(),
  currency: z.string(),
  /** Units of `currency` for one US dollar, from the super admins' rate table ("129.5"). */
  rate: z.string(),
  rate_set_at: z.string(),
  /** Token units to send ("11.583012"), rounded up to the token's decimals. */
  token_amount: z.string(),
  /** The same as an integer of the token's smallest unit. */
  token_amount_raw: z.string(),
  token_decimals: z.number().int(),
  token_address: z.string(),
  /** Where the transfer must go: the platform's treasury on the network. */
  treasury: z.string(),
  /** Until when a transaction may be submitted against this quote. */
  expires_at: z.string(),
  created_at: z.string(),
});
export type CryptoQuoteDto = z.output<typeof cryptoQuoteDtoSchema>;

/**
 * POST /api/crypto/payments: pay a quote from the member's custodial wallet (the server signs
 * the transfer; send an Idempotency-Key header) or from an outside wallet by its transaction hash.
 */
export const cryptoPaymentSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('custodial'), quote_id: idField }),
    z.strictObject({ source: z.literal('external'), quote_id: idField, tx_hash: txHashField }),
  ],
  { error: 'invalidValue' },
);
export type CryptoPaymentInput = z.input<typeof cryptoPaymentSchema>;

export const cryptoPaymentDtoSchema = z.strictObject({
  id: z.string(),
  /** The contribution it pays, or null when it pays a fine or a saving. */
  contribution_id: z.string().nullable(),
  /** The late fine it pays, or null. */
  fine_id: z.string().nullable(),
  /** The saving into the group's fund it pays, or null. */
  saving_id: z.string().nullable(),
  group_id: z.string(),
  group_name: z.string(),
  cycle_number: z.number().int(),
  source: z.enum(CRYPTO_PAYMENT_SOURCES),
  network: z.enum(WALLET_NETWORKS),
  token_symbol: z.enum(WALLET_TOKENS),
  /** Fiat amount of the contribution or the fine, in the group's currency. */
  amount: z.string(),
  currency: z.string(),
  /** The rate stored with the payment. */
  rate: z.string(),
  token_amount: z.string(),
  /** The custodial wallet that paid, or the sender the chain showed for an outside payment. */
  from_address: z.string().nullable(),
  treasury: z.string(),
  tx_hash: z.string(),
  /** The Transfer log that paid, once confirmed. */
  log_index: z.number().int().nullable(),
  chain_status: z.enum(CHAIN_STATUSES),
  failure_reason: z.enum(CHAIN_FAILURE_REASONS).nullable(),
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  /** The transaction on the network's explorer (empty when the network is no longer configured). */
  explorer_url: z.string(),
  /** The contribution's own state: pending until the group admin validates it; null for a fine. */
  contribution_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  /** The fine's state: pending until the chain confirms the payment, then paid; null for a contribution. */
  fine_status: z.enum(FINE_STATUSES).nullable(),
  /** The saving's state: pending until the chain confirms the payment, then approved; null otherwise. */
  saving_status: z.enum(SAVING_STATUSES).nullable(),
  created_at: z.string(),
  checked_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
});
export type CryptoPaymentDto = z.output<typeof cryptoPaymentDtoSchema>;

/** POST /api/crypto/wallets/:address/send (Idempotency-Key header). */
export const cryptoSendSchema = z.strictObject({
  network: z.enum(WALLET_NETWORKS, { error: 'invalidValue' }).default(DEFAULT_WALLET_NETWORK),
  token_symbol: z.enum(WALLET_TOKENS, { error: 'invalidValue' }),
  to: z
    .string({ error: 'invalidValue' })
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'invalidAddress' }),
  /** Token units as a decimal string ("12.5"), at most the token's decimals. */
  amount: z
    .string({ error: 'invalidValue' })
    .trim()
    .regex(/^\d{1,30}(\.\d{1,18})?$/, { error: 'amountPositive' }),
});
export type CryptoSendInput = z.input<typeof cryptoSendSchema>;

/** GET /api/crypto/transactions: what moved in or out of the user's wallets, newest first. */
export const CRYPTO_TRANSACTION_TYPES = [
  'contribution',
  'fine',
  'saving',
  'deposit',
  'send',
] as const;
export type CryptoTransactionType = (typeof CRYPTO_TRANSACTION_TYPES)[number];

export const cryptoTransactionDtoSchema = z.strictObject({
  id: z.string(),
  transaction_type: z.enum(CRYPTO_TRANSACTION_TYPES),
  /** Token units ("25.5"). */
  amount: z.string(),
  token_symbol: z.enum(WALLET_TOKENS),
  network: z.enum(WALLET_NETWORKS),
  status: z.enum(CHAIN_STATUSES),
  tx_hash: z.string().nullable(),
  explorer_url: z.string().nullable(),
  /** The user's wallet the transaction touched (null for an outside-wallet contribution). */
  wallet_address: z.string().nullable(),
  /** The other side: the sender of a deposit, the recipient of a send, the treasury. */
  counterparty: z.string().nullable(),
  /** For a contribution or a fine: the group and the fiat amount. */
  group_name: z.string().nullable(),
  fiat_amount: z.string().nullable(),
  currency: z.string().nullable(),
  created_at: z.string(),
});
export type CryptoTransactionDto = z.output<typeof cryptoTransactionDtoSchema>;

/** GET /api/crypto/transactions: newest first, the latest 200. */
export const cryptoTransactionListSchema = z.array(cryptoTransactionDtoSchema);

/** The currencies a rate can be kept for: the groups' and the settings' (USD is 1). */
export const RATE_CURRENCIES = GROUP_CURRENCIES.filter((c) => c !== 'USD');
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** GET /api/rates: the current rate of each currency that has one. */
export const exchangeRateDtoSchema = z.strictObject({
  currency: z.string(),
  /** Units of `currency` for one US dollar ("129.5"). */
  units_per_usd: z.string(),
  set_at: z.string(),
  set_by_name: z.string().nullable(),
});
export type ExchangeRateDto = z.output<typeof exchangeRateDtoSchema>;

export const exchangeRateListSchema = z.array(exchangeRateDtoSchema);

/** POST /api/superadmin/rates: a new current rate; earlier ones stay in the history. */
export const setExchangeRateSchema = z.strictObject({
  currency: z.enum(RATE_CURRENCIES as [RateCurrency, ...RateCurrency[]], { error: 'invalidValue' }),
  units_per_usd: z
    .string({ error: 'invalidValue' })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, { error: 'invalidValue' })
    .refine((v) => Number(v) > 0, { error: 'invalidValue' }),
});
export type SetExchangeRateInput = z.input<typeof setExchangeRateSchema>;

/** GET /api/crypto/networks: what the server is configured for (unconfigured: available false). */
export const cryptoNetworkDtoSchema = z.strictObject({
  network: z.enum(WALLET_NETWORKS),
  available: z.boolean(),
  required_confirmations: z.number().int().nullable(),
  explorer_url: z.string().nullable(),
  treasury: z.string().nullable(),
  tokens: z.array(
    z.strictObject({
      symbol: z.enum(WALLET_TOKENS),
      address: z.string(),
      decimals: z.number().int(),
    }),
  ),
});
export type CryptoNetworkDto = z.output<typeof cryptoNetworkDtoSchema>;

/** GET /api/crypto/networks: one per network. */
export const cryptoNetworkListSchema = z.array(cryptoNetworkDtoSchema);
