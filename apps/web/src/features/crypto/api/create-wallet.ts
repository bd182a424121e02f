import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletDto, WalletNetwork } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cryptoKeys } from './crypto-keys';

/** POST /api/crypto/wallet: a custodial wallet on the network (one per user and network). */
export function createWallet(network: WalletNetwork): Promise<WalletDto> {
  return apiRequest<WalletDto>('/crypto/wallet', { method: 'POST', body: { network } });
}

/** The new wallet is added to the cached list at once, then the list is read again. */
export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: async (wallet) => {
      queryClient.setQueryData<WalletDto[]>(cryptoKeys.wallets, (list) =>
        list ? [...list.filter((w) => w.network !== wallet.network), wallet] : [wallet],
      );
      await queryClient.invalidateQueries({ queryKey: cryptoKeys.wallets });
    },
  });
}
