import { queryKeys } from '../../../lib/query-keys';

/**
 * The crypto screens' cache entries. A created, refreshed or sending wallet changes the wallet
 * list and the transactions; a payment changes the transactions and the group's contributions.
 */
export const cryptoKeys = {
  all: ['crypto'] as const,
  wallets: ['crypto', 'wallets'] as const,
  networks: queryKeys.cryptoNetworks,
  transactions: ['crypto', 'transactions'] as const,
  payment: (id: string) => ['crypto', 'payments', id] as const,
};
