import { Inject, Injectable } from '@nestjs/common';
import type { WalletNetwork, WalletToken } from '@tontine/contracts';
import type { Address, Hex, PublicClient, TransactionReceipt } from 'viem';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { CryptoNetworkEnv } from '../config/config.schema.js';
import { loadViem } from './viem-loader.js';

/**
 * Reads the chains through JSON-RPC (viem). A network missing from CRYPTO_NETWORKS is
 * unavailable; an RPC that fails or does not answer in time is CRYPTO_SERVICE_UNAVAILABLE.
 */
@Injectable()
export class ChainReaderService {
  private readonly clients = new Map<WalletNetwork, PublicClient>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The network's settings; CRYPTO_NETWORK_UNAVAILABLE when it is not configured. */
  network(network: WalletNetwork): CryptoNetworkEnv {
    const settings = this.config.cryptoNetworks[network];
    if (!settings) throw new DomainError('CRYPTO_NETWORK_UNAVAILABLE');
    return settings;
  }

  /** The configured contract and decimals of a token on the network. */
  token(network: WalletNetwork, symbol: WalletToken): { address: Address; decimals: number } {
    const settings = this.network(network);
    const token = symbol === 'USDT' ? settings.usdt : settings.usdc;
    return { address: token.address as Address, decimals: token.decimals };
  }

  /** Balances of USDT and USDC at `address`, in the tokens' smallest units, read together. */
  async balances(network: WalletNetwork, address: Address): Promise<Record<WalletToken, bigint>> {
    const [usdt, usdc] = await Promise.all([
      this.tokenBalance(network, this.token(network, 'USDT').address, address),
      this.tokenBalance(network, this.token(network, 'USDC').address, address),
    ]);
    return { USDT: usdt, USDC: usdc };
  }

  /** `balanceOf(address)` on a token contract, in its smallest unit. */
  tokenBalance(network: WalletNetwork, token: Address, address: Address): Promise<bigint> {
    return this.rpc(network, async (client) =>
      client.readContract({
        address: token,
        abi: (await loadViem()).erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    );
  }

  /** The network's own coin at `address` (what pays the gas), in wei. */
  nativeBalance(network: WalletNetwork, address: Address): Promise<bigint> {
    return this.rpc(network, (client) => client.getBalance({ address }));
  }

  /** The newest block's number. */
  head(network: WalletNetwork): Promise<bigint> {
    // viem keeps the block number for a few seconds by default: confirmations need it now.
    return this.rpc(network, (client) => client.getBlockNumber({ cacheTime: 0 }));
  }

  /** The transaction's receipt; null while it is not mined (or unknown to the node). */
  receipt(network: WalletNetwork, hash: Hex): Promise<TransactionReceipt | null> {
    return this.rpc(network, (client) =>
      client.getTransactionReceipt({ hash }).catch((err: unknown) => {
        if (err instanceof Error && err.name === 'TransactionReceiptNotFoundError') return null;
        throw err;
      }),
    );
  }

  /**
   * Runs a JSON-RPC read on the network's client: any failure (refused, timed out, an RPC
   * error) is the crypto service being unavailable, never a 500.
   */
  async rpc<T>(network: WalletNetwork, read: (client: PublicClient) => Promise<T>): Promise<T> {
    const client = await this.client(network);
    try {
      return await read(client);
    } catch {
      throw new DomainError('CRYPTO_SERVICE_UNAVAILABLE');
    }
  }

  /** The network's JSON-RPC client (one per network, kept). */
  async client(network: WalletNetwork): Promise<PublicClient> {
    let client = this.clients.get(network);
    if (!client) {
      const settings = this.network(network);
      const { createPublicClient, http } = await loadViem();
      client = createPublicClient({
        transport: http(settings.rpcUrl, {
          timeout: this.config.cryptoRpcTimeoutMs,
          retryCount: 0,
        }),
      });
      this.clients.set(network, client);
    }
    return client;
  }
}
