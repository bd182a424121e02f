import type { WalletDto, WalletNetwork } from '@tontine/contracts';
import { format as formatUnits } from 'ox/Value';
import type { CryptoNetworkEnv } from '../config/config.schema.js';
import type { CryptoWallet } from './crypto.entities.js';

/** Token units as a decimal string ("12.5"), from the stored smallest units and the decimals. */
const units = (raw: string | null, decimals: number | undefined): string | null =>
  raw === null || decimals === undefined ? null : formatUnits(BigInt(raw), decimals);

/**
 * `settings` are the network's current configuration; without it (the network was removed) the
 * stored balances cannot be read in token units and are answered as unknown.
 */
export function toWalletDto(wallet: CryptoWallet, settings?: CryptoNetworkEnv): WalletDto {
  return {
    address: wallet.address,
    network: wallet.network as WalletNetwork,
    balance_usdt: units(wallet.balanceUsdt, settings?.usdt.decimals),
    balance_usdc: units(wallet.balanceUsdc, settings?.usdc.decimals),
    balances_read_at: wallet.balancesReadAt?.toISOString() ?? null,
    created_at: wallet.createdAt.toISOString(),
  };
}
