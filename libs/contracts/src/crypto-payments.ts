import { z } from 'zod';
import { GROUP_CURRENCIES } from './groups.js';
import {
  DEFAULT_WALLET_NETWORK,
  WALLET_NETWORKS,
  WALLET_TOKENS,
  type WalletNetwork,
  type WalletToken,
} from './crypto.js';

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

/** POST /api/crypto/payments/quote: what the cycle's contribution costs in a token, now. */
export const cryptoQuoteSchema = z.strictObject({
  group_id: idField,
  network: z.enum(WALLET_NETWORKS, { error: 'invalidValue' }).default(DEFAULT_WALLET_NETWORK),
  token_symbol: z.enum(WALLET_TOKENS, { error: 'invalidValue' }),
  cycle_number: z
    .number({ error: 'invalidValue' })
    .int()
    .min(1, { error: 'invalidValue' })
    .optional(),
});
export type CryptoQuoteInput = z.input<typeof cryptoQuoteSchema>;

export interface CryptoQuoteDto {
  id: string;
  group_id: string;
  cycle_number: number;
  network: WalletNetwork;
  token_symbol: WalletToken;
  /** What is still due for the cycle, in the group's currency ("1500.00"). */
  amount: string;
  currency: string;
  /** Units of `currency` for one US dollar, from the super admins' rate table ("129.5"). */
  rate: string;
  rate_set_at: string;
  /** Token units to send ("11.583012"), rounded up to the token's decimals. */
  token_amount: string;
  /** The same as an integer of the token's smallest unit. */
  token_amount_raw: string;
  token_decimals: number;
  token_address: string;
  /** Where the transfer must go: the platform's treasury on the network. */
  treasury: string;
  /** Until when a transaction may be submitted against this quote. */
  expires_at: string;
  created_at: string;
}

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

export interface CryptoPaymentDto {
  id: string;
  contribution_id: string;
  group_id: string;
  group_name: string;
  cycle_number: number;
  source: CryptoPaymentSource;
  network: WalletNetwork;
  token_symbol: WalletToken;
  /** Fiat amount of the contribution, in the group's currency. */
  amount: string;
  currency: string;
  /** The rate stored with the payment. */
  rate: string;
  token_amount: string;
  /** The custodial wallet that paid, or the sender the chain showed for an outside payment. */
  from_address: string | null;
  treasury: string;
  tx_hash: string;
  /** The Transfer log that paid, once confirmed. */
  log_index: number | null;
  chain_status: ChainStatus;
  failure_reason: ChainFailureReason | null;
  confirmations: number;
  required_confirmations: number;
  /** The transaction on the network's explorer. */
  explorer_url: string;
  /** The contribution's own state: pending until the group admin validates it. */
  contribution_status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  checked_at: string | null;
  confirmed_at: string | null;
}

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
export const CRYPTO_TRANSACTION_TYPES = ['contribution', 'deposit', 'send'] as const;
export type CryptoTransactionType = (typeof CRYPTO_TRANSACTION_TYPES)[number];

export interface CryptoTransactionDto {
  id: string;
  transaction_type: CryptoTransactionType;
  /** Token units ("25.5"). */
  amount: string;
  token_symbol: WalletToken;
  network: WalletNetwork;
  status: ChainStatus;
  tx_hash: string | null;
  explorer_url: string | null;
  /** The user's wallet the transaction touched (null for an outside-wallet contribution). */
  wallet_address: string | null;
  /** The other side: the sender of a deposit, the recipient of a send, the treasury. */
  counterparty: string | null;
  /** For a contribution: the group and the fiat amount. */
  group_name: string | null;
  fiat_amount: string | null;
  currency: string | null;
  created_at: string;
}

/** The currencies a rate can be kept for: the groups' and the settings' (USD is 1). */
export const RATE_CURRENCIES = GROUP_CURRENCIES.filter((c) => c !== 'USD');
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** GET /api/rates: the current rate of each currency that has one. */
export interface ExchangeRateDto {
  currency: string;
  /** Units of `currency` for one US dollar ("129.5"). */
  units_per_usd: string;
  set_at: string;
  set_by_name: string | null;
}

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
export interface CryptoNetworkDto {
  network: WalletNetwork;
  available: boolean;
  required_confirmations: number | null;
  explorer_url: string | null;
  treasury: string | null;
  tokens: Array<{ symbol: WalletToken; address: string; decimals: number }>;
}
