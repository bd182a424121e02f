import { z } from 'zod';

/**
 * Custodial wallets: one address per user and EVM network, derived from the
 * platform's master seed; balances of the USD-pegged tokens read on chain.
 */
export const WALLET_NETWORKS = ['polygon', 'ethereum', 'bsc'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];
export const DEFAULT_WALLET_NETWORK: WalletNetwork = 'polygon';

/** The tokens a wallet's balances are read for. */
export const WALLET_TOKENS = ['USDT', 'USDC'] as const;
export type WalletToken = (typeof WALLET_TOKENS)[number];

const network = z.enum(WALLET_NETWORKS, { error: 'invalidValue' });

/** POST /api/crypto/wallet. */
export const createWalletSchema = z.strictObject({
  network: network.default(DEFAULT_WALLET_NETWORK),
});
export type CreateWalletInput = z.input<typeof createWalletSchema>;

/** The query of POST /api/crypto/wallets/:address/refresh. */
export const refreshWalletQuerySchema = z.strictObject({
  network: network.default(DEFAULT_WALLET_NETWORK),
});

/** An EVM address as the path of the refresh route gives it (any case). */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

export const walletDtoSchema = z.strictObject({
  /** EIP-55 checksummed address. */
  address: z.string(),
  network: z.enum(WALLET_NETWORKS),
  /** Token units as a decimal string ("12.5"); null until the first read on chain. */
  balance_usdt: z.string().nullable(),
  balance_usdc: z.string().nullable(),
  /** When the balances were read on chain; null if never. */
  balances_read_at: z.string().nullable(),
  created_at: z.string(),
});
export type WalletDto = z.output<typeof walletDtoSchema>;

/** GET /api/crypto/wallets: the caller's wallets, oldest first. */
export const walletListSchema = z.array(walletDtoSchema);
