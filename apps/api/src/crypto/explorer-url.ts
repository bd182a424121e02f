/** The transaction's page on the network's explorer (explorerUrl of CRYPTO_NETWORKS). */
export function explorerTxUrl(explorerUrl: string, txHash: string): string {
  const base = explorerUrl.endsWith('/') ? explorerUrl : `${explorerUrl}/`;
  return new URL(`tx/${txHash}`, base).toString();
}
