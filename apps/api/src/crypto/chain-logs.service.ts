import { Inject, Injectable } from '@nestjs/common';
import type { WalletNetwork } from '@tontine/contracts';
import type { Address, Hash, PublicClient, TransactionReceipt } from 'viem';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { loadViem } from './viem-loader.js';

const TRANSFER = 'event Transfer(address indexed from, address indexed to, uint256 value)';

/** One token Transfer log, decoded. */
export interface TransferLog {
  token: Address;
  from: Address;
  to: Address;
  value: bigint;
  txHash: Hash;
  logIndex: number;
  blockNumber: bigint;
}

/**
 * What the deposit scan reads on chain through JSON-RPC (viem): the head, the tokens' Transfer
 * logs to a list of addresses, a receipt. Kept apart from ChainReaderService (balances, and the
 * payments' signing) so the two grow without stepping on each other; the same timeout applies,
 * and any RPC failure is CRYPTO_SERVICE_UNAVAILABLE.
 */
@Injectable()
export class ChainLogsService {
  private readonly clients = new Map<WalletNetwork, PublicClient>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  head(network: WalletNetwork): Promise<bigint> {
    return this.rpc(network, (client) => client.getBlockNumber({ cacheTime: 0 }));
  }

  /** Transfer logs of `tokens` to any of `to`, blocks `fromBlock`..`toBlock` inclusive. */
  transfersTo(
    network: WalletNetwork,
    tokens: Address[],
    to: Address[],
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<TransferLog[]> {
    return this.rpc(network, async (client) => {
      const { parseAbiItem } = await loadViem();
      const logs = await client.getLogs({
        address: tokens,
        event: parseAbiItem(TRANSFER),
        args: { to },
        fromBlock,
        toBlock,
        strict: true,
      });
      return logs.map((log) => ({
        token: log.address,
        from: log.args.from,
        to: log.args.to,
        value: log.args.value,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
      }));
    });
  }

  /** The receipt, or null when the node does not know the transaction (dropped by a reorg). */
  receipt(network: WalletNetwork, hash: Hash): Promise<TransactionReceipt | null> {
    return this.rpc(network, (client) =>
      client.getTransactionReceipt({ hash }).catch((err: unknown) => {
        if (err instanceof Error && err.name === 'TransactionReceiptNotFoundError') return null;
        throw err;
      }),
    );
  }

  private async rpc<T>(network: WalletNetwork, call: (c: PublicClient) => Promise<T>): Promise<T> {
    const settings = this.config.cryptoNetworks[network];
    if (!settings) throw new DomainError('CRYPTO_NETWORK_UNAVAILABLE');
    let client = this.clients.get(network);
    if (!client) {
      const { createPublicClient, http } = await loadViem();
      client = createPublicClient({
        transport: http(settings.rpcUrl, {
          timeout: this.config.cryptoRpcTimeoutMs,
          retryCount: 0,
        }),
      });
      this.clients.set(network, client);
    }
    try {
      return await call(client);
    } catch {
      throw new DomainError('CRYPTO_SERVICE_UNAVAILABLE');
    }
  }
}
