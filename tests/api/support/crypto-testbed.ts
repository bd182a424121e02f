import { randomBytes } from 'node:crypto';
import { deployToken, startChain, type LocalChain, type TestToken } from './chain.js';
import { TREASURY } from './chain-actions.js';
import { startIsolatedApi, type IsolatedApi } from './isolated-api.js';

/** A Hardhat node with a test USDT (6 decimals) and USDC, and an API configured for it. */
export interface CryptoTestbed {
  chain: LocalChain;
  usdt: TestToken;
  usdc: TestToken;
  server: IsolatedApi;
  /** One network of CRYPTO_NETWORKS with this chain's tokens, reached at `rpcUrl`. */
  network(rpcUrl: string): Record<string, unknown>;
  stop(): Promise<void>;
}

export interface TestbedOptions {
  usdcDecimals?: number;
  confirmations?: number;
  /** Tokens the test deploys besides USDT and USDC, before the API starts. */
  deployMore?: (chain: LocalChain) => Promise<void>;
  /** The API's environment besides the wallet key and CRYPTO_NETWORKS. */
  env?: Record<string, string>;
  /** Networks besides polygon, which is this chain: name → RPC URL. */
  otherNetworks?: Record<string, string>;
}

/**
 * Starts the chain, deploys the tokens and starts an API of its own on a throw-away database,
 * with polygon on this chain (and `otherNetworks` with the same tokens elsewhere).
 */
export async function startCryptoTestbed(options: TestbedOptions = {}): Promise<CryptoTestbed> {
  const chain = await startChain();
  try {
    const usdt = await deployToken(chain, 'USDT', 6);
    const usdc = await deployToken(chain, 'USDC', options.usdcDecimals ?? 6);
    await options.deployMore?.(chain);
    const network = (rpcUrl: string) => ({
      rpcUrl,
      usdt: { address: usdt.address, decimals: usdt.decimals },
      usdc: { address: usdc.address, decimals: usdc.decimals },
      confirmations: options.confirmations ?? 2,
      treasury: TREASURY,
      explorerUrl: 'http://127.0.0.1/explorer/',
    });
    const others = Object.entries(options.otherNetworks ?? {}).map(([name, url]) => [
      name,
      network(url),
    ]);
    const server = await startIsolatedApi({
      WALLET_MASTER_KEY: randomBytes(32).toString('hex'),
      CRYPTO_RPC_TIMEOUT_MS: '3000',
      ...options.env,
      CRYPTO_NETWORKS: JSON.stringify({
        polygon: network(chain.rpcUrl),
        ...Object.fromEntries(others),
      }),
    });
    const stop = async () => {
      await server.stop();
      await chain.stop();
    };
    return { chain, usdt, usdc, server, network, stop };
  } catch (err) {
    await chain.stop();
    throw err;
  }
}
