import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { WalletDto, WalletNetwork } from '@tontine/contracts';
import type { Repository } from 'typeorm';
import { checksum } from 'ox/Address';
import type { Address } from 'viem';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { User } from '../users/user.entity.js';
import { ChainReaderService } from './chain-reader.service.js';
import { CryptoKeyIndex, CryptoWallet } from './crypto.entities.js';
import { toWalletDto } from './crypto.mapper.js';
import { addressAt, derivationPath, MAX_KEY_INDEX } from './hd-keys.js';
import { MasterSeedService } from './master-seed.service.js';
import { DepositScannerService } from './deposit-scanner.service.js';

/** Custodial wallets: one per user and network, balances read on chain. */
@Injectable()
export class CryptoService {
  constructor(
    @InjectRepository(CryptoWallet) private readonly walletRows: Repository<CryptoWallet>,
    @InjectRepository(CryptoKeyIndex) private readonly keyIndexes: Repository<CryptoKeyIndex>,
    private readonly seed: MasterSeedService,
    private readonly chain: ChainReaderService,
    private readonly deposits: DepositScannerService,
  ) {}

  async createWallet(user: User, network: WalletNetwork): Promise<WalletDto> {
    this.seed.key();
    const settings = this.chain.network(network);
    const wallets = this.walletRows;
    if (await wallets.existsBy({ userId: user.id, network }))
      throw new DomainError('WALLET_EXISTS');
    const keyIndex = await this.keyIndex(user.id);
    const path = derivationPath(network, keyIndex);
    const address = addressAt(await this.seed.mnemonic(), path);
    const wallet = wallets.create({
      id: newId(),
      userId: user.id,
      network,
      address,
      derivationPath: path,
      balanceUsdt: null,
      balanceUsdc: null,
      balancesReadAt: null,
      createdAt: new Date(),
    });
    try {
      await wallets.insert(wallet);
    } catch (err) {
      // The same user's second request at the same moment.
      if (isUniqueViolation(err)) throw new DomainError('WALLET_EXISTS');
      throw err;
    }
    // Deposits to the address are looked for from the network's head when its first wallet is made.
    await this.deposits.startCursor(network);
    return toWalletDto(wallet, settings);
  }

  async list(user: User): Promise<WalletDto[]> {
    const wallets = await this.walletRows.find({
      where: { userId: user.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return wallets.map((w) => toWalletDto(w, this.configured(w.network as WalletNetwork)));
  }

  /** Reads the balances on chain and stores them with the time they were read. */
  async refresh(user: User, address: string, network: WalletNetwork): Promise<WalletDto> {
    const settings = this.chain.network(network);
    const repo = this.walletRows;
    const wallet = await repo.findOneBy({
      userId: user.id,
      network,
      address: checksum(address.toLowerCase()),
    });
    if (!wallet) throw new DomainError('WALLET_NOT_FOUND');
    const balances = await this.chain.balances(network, wallet.address as Address);
    // New deposits show with the new balances (a short scan; the job does the rest).
    await this.deposits.scanBriefly([network]);
    wallet.balanceUsdt = balances.USDT.toString();
    wallet.balanceUsdc = balances.USDC.toString();
    wallet.balancesReadAt = new Date();
    await repo.update(
      { id: wallet.id },
      {
        balanceUsdt: wallet.balanceUsdt,
        balanceUsdc: wallet.balanceUsdc,
        balancesReadAt: wallet.balancesReadAt,
      },
    );
    return toWalletDto(wallet, settings);
  }

  private configured(network: WalletNetwork) {
    try {
      return this.chain.network(network);
    } catch {
      return undefined;
    }
  }

  /** The user's index, given once: the next free one, retried if another user took it first. */
  private async keyIndex(userId: string): Promise<number> {
    const repo = this.keyIndexes;
    for (let attempt = 0; attempt < 10; attempt++) {
      const mine = await repo.findOneBy({ userId });
      if (mine) return mine.keyIndex;
      const next = ((await repo.maximum('keyIndex')) ?? -1) + 1;
      if (next > MAX_KEY_INDEX) throw new Error('no derivation index left');
      try {
        await repo.insert({ userId, keyIndex: next, createdAt: new Date() });
        return next;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    throw new Error('could not allocate a derivation index');
  }
}
