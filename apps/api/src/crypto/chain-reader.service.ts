import { Inject, Injectable } from '@nestjs/common';
import type { WalletNetwork, WalletToken } from '@tontine/contracts';
import { createPublicClient, erc20Abi, http, type Address, type PublicClient } from 'viem';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { CryptoNetworkEnv } from '../config/config.schema.js';

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

  /** Balances of USDT and USDC at `address`, in the tokens' smallest units, read together. */
  async balances(network: WalletNetwork, address: Address): Promise<Record<WalletToken, bigint>> {
    const settings = this.network(network);
    const client = this.client(network, settings);
    const read = (token: Address) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    try {
      const [usdt, usdc] = await Promise.all([
        read(settings.usdt.address as Address),
        read(settings.usdc.address as Address),
      ]);
      return { USDT: usdt, USDC: usdc };
    } catch {
      throw new DomainError('CRYPTO_SERVICE_UNAVAILABLE');
    }
  }

  private client(network: WalletNetwork, settings: CryptoNetworkEnv): PublicClient {
    let client = this.clients.get(network);
    if (!client) {
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
