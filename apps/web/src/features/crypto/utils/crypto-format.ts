import { moneySum, type WalletDto } from '@tontine/contracts';

/**
 * The wallet screen's figures in the documents' locale (en-KE, whatever the interface
 * language): token balances to 4 decimals, totals to 2. The decimal strings go to
 * Intl.NumberFormat as they are, so no floating point touches them.
 */
export const WALLET_LOCALE = 'en-KE';

/** What hidden balances show. */
export const HIDDEN_BALANCE = '****';

function fixed(value: string, digits: number): string {
  return new Intl.NumberFormat(WALLET_LOCALE, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value as Intl.StringNumericLiteral);
}

/** A token balance ("12.5" → "12.5000"); never read yet ("null") shows 0. */
export function formatTokenBalance(value: string | null): string {
  return fixed(value ?? '0', 4);
}

/** A total in USD-pegged tokens ("12.5" → "12.50"). */
export function formatTotal(value: string): string {
  return fixed(value, 2);
}

/** USDT + USDC of one wallet: both pegged to the dollar, added exactly. */
export function walletTotal(wallet: WalletDto): string {
  return moneySum([wallet.balance_usdt ?? '0', wallet.balance_usdc ?? '0']);
}

/** Every wallet's USDT + USDC. */
export function walletsTotal(wallets: readonly WalletDto[]): string {
  return moneySum(wallets.flatMap((w) => [w.balance_usdt ?? '0', w.balance_usdc ?? '0']));
}

/** "0x1234…abcd": enough to recognise an address, short enough for a phone. */
export function shortenAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** A date and time in the wallet's locale (the time balances were read, a transaction's). */
export function formatWalletTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(WALLET_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
}
