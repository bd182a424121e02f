import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { open, seal } from '../auth/secret-box.js';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { CryptoMasterSeed } from './crypto.entities.js';
import { isValidMnemonic, newMnemonic } from './hd-keys.js';

const ROW_ID = 'platform';

/**
 * The platform's master mnemonic: made on first need, kept only sealed (AES-256-GCM under
 * WALLET_MASTER_KEY) in crypto_master_seeds, opened for one derivation and not kept in memory.
 */
@Injectable()
export class MasterSeedService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(CryptoMasterSeed) private readonly seeds: Repository<CryptoMasterSeed>,
  ) {}

  /** Refuses with CRYPTO_WALLETS_DISABLED when the server has no WALLET_MASTER_KEY. */
  key(): Buffer {
    if (!this.config.walletMasterKey) throw new DomainError('CRYPTO_WALLETS_DISABLED');
    return this.config.walletMasterKey;
  }

  /** The mnemonic, made and stored sealed the first time; two first calls at once agree. */
  async mnemonic(): Promise<string> {
    const key = this.key();
    const repo = this.seeds;
    let row = await repo.findOneBy({ id: ROW_ID });
    if (!row) {
      try {
        await repo.insert({
          id: ROW_ID,
          sealedMnemonic: seal(key, newMnemonic()),
          createdAt: new Date(),
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      row = await repo.findOneByOrFail({ id: ROW_ID });
    }
    let mnemonic: string;
    try {
      mnemonic = open(key, row.sealedMnemonic);
    } catch {
      // A different WALLET_MASTER_KEY than the one that sealed the seed: never make a new seed
      // over it (the wallets' funds hang on it); the operator must restore the key.
      throw new Error('the wallet master seed cannot be opened with WALLET_MASTER_KEY');
    }
    if (!isValidMnemonic(mnemonic)) throw new Error('the stored wallet master seed is not valid');
    return mnemonic;
  }
}
