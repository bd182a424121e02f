/**
 * viem is imported the first time a chain is called, never at start: it holds about 8 MiB of
 * heap and 13 MiB of RSS, which an instance with no network in CRYPTO_NETWORKS would carry for
 * nothing (decision 0076). Node keeps the module once loaded, so later calls cost nothing.
 */
export const loadViem = () => import('viem');

export const loadViemAccounts = () => import('viem/accounts');
