import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { WalletDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render';
import { useCreateCryptoPayment } from './create-crypto-payment';
import { walletsQueryOptions } from './get-wallets';

const ADDRESS = '0x00000000000000000000000000000000000000aa';

function wallet(balance: string): WalletDto {
  return {
    address: ADDRESS,
    network: 'polygon',
    balance_usdt: balance,
    balance_usdc: '0',
    balances_read_at: '2026-01-01T08:00:00.000Z',
    created_at: '2026-01-01T08:00:00.000Z',
  };
}

describe('useCreateCryptoPayment', () => {
  it('reads the wallets again once a payment is made, so the screen shows the new balance', async () => {
    let paid = false;
    const fetch = fakeApi({
      'GET /crypto/wallets': () => jsonResponse([wallet(paid ? '0.000005' : '10.000005')]),
      'POST /crypto/payments': () => {
        paid = true;
        return jsonResponse({ id: 'p-1', contribution_id: 'c-1' }, 201);
      },
    });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ wallets: useQuery(walletsQueryOptions()), pay: useCreateCryptoPayment() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.wallets.data?.[0]?.balance_usdt).toBe('10.000005'));

    await act(() =>
      result.current.pay.mutateAsync({
        body: { source: 'custodial', quote_id: 'q-1' },
        idempotencyKey: 'k-1',
      }),
    );
    await waitFor(() => expect(result.current.wallets.data?.[0]?.balance_usdt).toBe('0.000005'));
    expect(callsTo(fetch, 'GET', '/crypto/wallets')).toHaveLength(2);
  });
});
