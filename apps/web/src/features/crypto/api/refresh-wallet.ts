import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletDto, WalletNetwork } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cryptoKeys } from './crypto-keys';

export interface RefreshWalletInput {
  address: string;
  network: WalletNetwork;
}

/** POST /api/crypto/wallets/:address/refresh?network=: the balances read on chain now. */
export function refreshWallet({ address, network }: RefreshWalletInput): Promise<WalletDto> {
  const query = new URLSearchParams({ network });
  return apiRequest<WalletDto>(
    `/crypto/wallets/${encodeURIComponent(address)}/refresh?${query.toString()}`,
    { method: 'POST' },
  );
}

/** The answer replaces the matching card (same address and network), as the documents say. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshWallet,
    onSuccess: (wallet) => {
      queryClient.setQueryData<WalletDto[]>(cryptoKeys.wallets, (list) =>
        list?.map((w) =>
          w.network === wallet.network && w.address.toLowerCase() === wallet.address.toLowerCase()
            ? wallet
            : w,
        ),
      );
      // A refresh may have found deposits.
      return queryClient.invalidateQueries({ queryKey: cryptoKeys.transactions });
    },
  });
}
