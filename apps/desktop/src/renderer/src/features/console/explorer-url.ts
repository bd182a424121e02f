/** Each network's public block explorer, where a transaction hash can be checked by anyone. */
const EXPLORERS: Record<string, string> = {
  ethereum: 'https://etherscan.io/tx/',
  polygon: 'https://polygonscan.com/tx/',
  bsc: 'https://bscscan.com/tx/',
  bitcoin: 'https://mempool.space/tx/',
};

/**
 * The explorer page of a transaction, or null for an unknown network or a hash that is not one
 * (a hash goes into a URL: only hexadecimal is let through).
 */
export function explorerUrl(network: string | null, txHash: string | null): string | null {
  if (!network || !txHash) return null;
  const base = EXPLORERS[network];
  if (!base || !/^(0x)?[0-9a-fA-F]{16,128}$/.test(txHash)) return null;
  return `${base}${txHash}`;
}
