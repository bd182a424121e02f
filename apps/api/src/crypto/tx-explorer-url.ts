/** A transaction's page on the network's explorer (etherscan-style `<explorer>/tx/<hash>`). */
export function txExplorerUrl(explorerUrl: string, txHash: string): string {
  const base = explorerUrl.endsWith('/') ? explorerUrl : `${explorerUrl}/`;
  return new URL(`tx/${txHash}`, base).toString();
}
