import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { WalletNetwork, WalletToken } from '@tontine/contracts';
import type { Repository } from 'typeorm';
import { checksum } from 'ox/Address';
import type { Address, Hash } from 'viem';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { CryptoNetworkEnv } from '../config/config.schema.js';
import { newId } from '../database/ids.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { ChainLogsService, type TransferLog } from './chain-logs.service.js';
import { CryptoDeposit, CryptoScanCursor } from './crypto-deposit.entities.js';
import { CryptoWallet } from './crypto.entities.js';

/** How long a page load waits for its short scan before answering what is stored. */
const BRIEF_SCAN_MS = 2000;
/** Block chunks a page load's scan reads at most; a longer catch-up is the job's. */
const BRIEF_SCAN_CHUNKS = 10;
/** Pending deposits re-checked per scan, oldest first. */
const PENDING_PER_SCAN = 200;
/** Blocks read again behind the cursor at most, so a log of a reorganised tip is still found. */
const MAX_REREAD = 64;

/**
 * Finds deposits to the custodial wallets: the USDT and USDC Transfer logs whose `to` is one of
 * the network's wallet addresses, read with eth_getLogs from the network's cursor up to the
 * head, in chunks of blocks and of addresses. A deposit is pending until the network's
 * confirmations, then confirmed once its receipt still holds the log (failed if a reorg dropped
 * it). A transfer between two of our own wallets is a deposit for the receiver.
 *
 * One scan per network at a time: in this process a second caller joins the running one, and
 * across instances a MySQL named lock lets one of them scan.
 */
@Injectable()
export class DepositScannerService {
  private readonly running = new Map<WalletNetwork, Promise<void>>();

  constructor(
    @InjectRepository(CryptoWallet) private readonly wallets: Repository<CryptoWallet>,
    @InjectRepository(CryptoScanCursor) private readonly cursors: Repository<CryptoScanCursor>,
    @InjectRepository(CryptoDeposit) private readonly deposits: Repository<CryptoDeposit>,
    private readonly upkeep: DatabaseUpkeep,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly chain: ChainLogsService,
  ) {}

  /** The configured networks, in a stable order. */
  networks(): WalletNetwork[] {
    return (Object.keys(this.config.cryptoNetworks) as WalletNetwork[]).sort();
  }

  /**
   * Called once a wallet is made: the network's cursor starts at the head, the first time.
   * Best effort and bounded like a page load's scan: a node that does not answer leaves it to
   * the first scan, which starts there; a slow one finishes in the background.
   */
  async startCursor(network: WalletNetwork): Promise<void> {
    await within(
      BRIEF_SCAN_MS,
      this.cursorAtHead(network).catch(() => undefined),
    );
  }

  private async cursorAtHead(network: WalletNetwork): Promise<void> {
    const cursors = this.cursors;
    if (await cursors.existsBy({ network })) return;
    const head = await this.chain.head(network);
    try {
      // The head block itself is read too: the address may have been used in it already.
      await cursors.insert({ network, lastBlock: Number(head) - 1, updatedAt: new Date() });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }

  /**
   * Scans `network` up to the head, at most `maxChunks` block chunks (the rest is left to the
   * next scan), then re-checks its pending deposits. Rejects with CRYPTO_SERVICE_UNAVAILABLE
   * when the node does not answer; what was read before that is kept.
   */
  scan(network: WalletNetwork, maxChunks: number): Promise<void> {
    const current = this.running.get(network);
    if (current) return current;
    const run = this.upkeep
      .underNamedLock(`tontine_deposit_scan_${network}`, () =>
        this.scanUnderLock(network, maxChunks),
      )
      .then(() => undefined)
      .finally(() => this.running.delete(network));
    this.running.set(network, run);
    return run;
  }

  /**
   * A page load's scan: a few block chunks per network, waited for at most BRIEF_SCAN_MS; past
   * that, or if the node is down, the caller answers what is stored and the scan goes on.
   */
  async scanBriefly(networks: WalletNetwork[]): Promise<void> {
    const configured = networks.filter((n) => this.config.cryptoNetworks[n]);
    if (configured.length === 0) return;
    await within(
      BRIEF_SCAN_MS,
      Promise.allSettled(configured.map((n) => this.scan(n, BRIEF_SCAN_CHUNKS))),
    );
  }

  private async scanUnderLock(network: WalletNetwork, maxChunks: number): Promise<void> {
    const settings = this.config.cryptoNetworks[network];
    if (!settings) return;
    const wallets = await this.wallets.findBy({ network });
    if (wallets.length === 0) return;
    const head = Number(await this.chain.head(network));
    const cursors = this.cursors;
    let cursor = await cursors.findOneBy({ network });
    if (!cursor) {
      // The wallets were made while the node did not answer: start here (docs/crypto.md).
      try {
        await cursors.insert({ network, lastBlock: head - 1, updatedAt: new Date() });
      } catch (err) {
        // A wallet's creation started it meanwhile: go on from there.
        if (!isUniqueViolation(err)) throw err;
      }
      cursor = await cursors.findOneByOrFail({ network });
    }
    const byAddress = new Map(wallets.map((w) => [w.address, w]));
    const addresses = wallets.map((w) => w.address as Address);
    const tokens = tokenTable(settings);
    const { blockChunk, addressChunk } = this.config.cryptoScan;
    const reread = Math.min(settings.confirmations - 1, MAX_REREAD);
    let from = Math.max(0, cursor.lastBlock + 1 - reread);
    for (let chunk = 0; chunk < maxChunks && from <= head; chunk++) {
      const to = Math.min(head, from + blockChunk - 1);
      for (let i = 0; i < addresses.length; i += addressChunk) {
        const logs = await this.chain.transfersTo(
          network,
          [...tokens.keys()] as Address[],
          addresses.slice(i, i + addressChunk),
          BigInt(from),
          BigInt(to),
        );
        for (const log of logs) {
          const wallet = byAddress.get(checksum(log.to));
          const token = tokens.get(log.token.toLowerCase());
          if (wallet && token) await this.record(network, wallet, token, log, head, settings);
        }
      }
      if (to > cursor.lastBlock) {
        cursor.lastBlock = to;
        await cursors.update({ network }, { lastBlock: to, updatedAt: new Date() });
      }
      from = to + 1;
    }
    await this.recheckPending(network, head, settings);
  }

  private async record(
    network: WalletNetwork,
    wallet: CryptoWallet,
    token: { symbol: WalletToken; decimals: number },
    log: TransferLog,
    head: number,
    settings: CryptoNetworkEnv,
  ): Promise<void> {
    const blockNumber = Number(log.blockNumber);
    const confirmed = head - blockNumber + 1 >= settings.confirmations;
    const now = new Date();
    try {
      await this.deposits.insert({
        id: newId(),
        userId: wallet.userId,
        walletId: wallet.id,
        network,
        tokenSymbol: token.symbol,
        txHash: log.txHash.toLowerCase(),
        logIndex: log.logIndex,
        fromAddress: checksum(log.from),
        toAddress: wallet.address,
        amountRaw: log.value.toString(),
        tokenDecimals: token.decimals,
        blockNumber,
        chainStatus: confirmed ? 'confirmed' : 'pending',
        confirmedAt: confirmed ? now : null,
        createdAt: now,
      });
    } catch (err) {
      // Read again behind the cursor: already stored, and counted once.
      if (!isUniqueViolation(err)) throw err;
    }
  }

  /**
   * Pending deposits deep enough: confirmed if their receipt still holds the log, moved to the
   * block that now holds them after a reorg, failed if the chain no longer has them.
   */
  private async recheckPending(
    network: WalletNetwork,
    head: number,
    settings: CryptoNetworkEnv,
  ): Promise<void> {
    const repo = this.deposits;
    const pending = await repo.find({
      where: { network, chainStatus: 'pending' },
      order: { blockNumber: 'ASC', id: 'ASC' },
      take: PENDING_PER_SCAN,
    });
    for (const deposit of pending) {
      if (head - deposit.blockNumber + 1 < settings.confirmations) continue;
      const receipt = await this.chain.receipt(network, deposit.txHash as Hash);
      const stillThere =
        receipt?.status === 'success' &&
        receipt.logs.some(
          (l) =>
            l.logIndex === deposit.logIndex &&
            l.address.toLowerCase() === tokenAddress(settings, deposit.tokenSymbol),
        );
      if (!stillThere) {
        await repo.update({ id: deposit.id, chainStatus: 'pending' }, { chainStatus: 'failed' });
        continue;
      }
      const block = Number(receipt.blockNumber);
      if (head - block + 1 < settings.confirmations) {
        await repo.update({ id: deposit.id }, { blockNumber: block });
        continue;
      }
      await repo.update(
        { id: deposit.id, chainStatus: 'pending' },
        { chainStatus: 'confirmed', blockNumber: block, confirmedAt: new Date() },
      );
    }
  }
}

/** The network's tokens by lower-case contract address. */
function tokenTable(
  settings: CryptoNetworkEnv,
): Map<string, { symbol: WalletToken; decimals: number }> {
  return new Map([
    [
      settings.usdt.address.toLowerCase(),
      { symbol: 'USDT' as const, decimals: settings.usdt.decimals },
    ],
    [
      settings.usdc.address.toLowerCase(),
      { symbol: 'USDC' as const, decimals: settings.usdc.decimals },
    ],
  ]);
}

function tokenAddress(settings: CryptoNetworkEnv, symbol: string): string {
  return (symbol === 'USDT' ? settings.usdt : settings.usdc).address.toLowerCase();
}

/** Waits for `work` at most `ms`; past that the caller goes on and `work` finishes alone. */
async function within(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((done) => (timer = setTimeout(done, ms)))]);
  clearTimeout(timer);
}
