import { describe, expect, it } from 'vitest';
import type { WalletDto } from '@tontine/contracts';
import {
  formatTokenBalance,
  formatTotal,
  shortenAddress,
  walletsTotal,
  walletTotal,
} from './crypto-format';

const wallet = (usdt: string | null, usdc: string | null): WalletDto => ({
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  network: 'polygon',
  balance_usdt: usdt,
  balance_usdc: usdc,
  balances_read_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('the wallet figures', () => {
  it('shows token balances to 4 decimals and totals to 2, in en-KE', () => {
    expect(formatTokenBalance('1234.5')).toBe('1,234.5000');
    expect(formatTokenBalance('0.123456')).toBe('0.1235');
    expect(formatTokenBalance(null)).toBe('0.0000');
    expect(formatTotal('1234.5')).toBe('1,234.50');
  });

  it('adds balances exactly, without floating point', () => {
    expect(walletTotal(wallet('0.1', '0.2'))).toBe('0.30');
    expect(walletsTotal([wallet('10.5', null), wallet('1000000000000.25', '0.25')])).toBe(
      '1000000000011.00',
    );
  });

  it('keeps an enormous balance exact', () => {
    expect(formatTokenBalance('123456789012345678.123456')).toBe('123,456,789,012,345,678.1235');
  });

  it('shortens an address to its start and end', () => {
    expect(shortenAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe('0x71C7…976F');
  });
});
