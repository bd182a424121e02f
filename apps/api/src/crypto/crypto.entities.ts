import { Column, Entity, PrimaryColumn } from 'typeorm';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** The platform's BIP-39 master mnemonic, sealed with WALLET_MASTER_KEY: one row, id 'platform'. */
@Entity('crypto_master_seeds')
export class CryptoMasterSeed {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'text', name: 'sealed_mnemonic' }) sealedMnemonic!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}

/** The last component of a user's derivation paths, given once and never reused. */
@Entity('crypto_key_indexes')
export class CryptoKeyIndex {
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'int', name: 'key_index' }) keyIndex!: number;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}

/** A user's custodial address on one network, with the balances last read on chain. */
@Entity('crypto_wallets')
export class CryptoWallet {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 16 }) network!: string;
  /** EIP-55 checksummed. */
  @Column({ type: 'varchar', length: 42 }) address!: string;
  @Column({ type: 'varchar', length: 64, name: 'derivation_path' }) derivationPath!: string;
  /** Smallest units of the token, an integer as text; null until first read. */
  @Column({ type: 'varchar', length: 80, name: 'balance_usdt', nullable: true })
  balanceUsdt!: string | null;
  @Column({ type: 'varchar', length: 80, name: 'balance_usdc', nullable: true })
  balanceUsdc!: string | null;
  @Column({ ...nullableTimeColumn, name: 'balances_read_at' }) balancesReadAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
