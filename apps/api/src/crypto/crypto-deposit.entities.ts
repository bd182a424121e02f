import type { ChainStatus, WalletNetwork, WalletToken } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** Block numbers fit in a JS number for centuries; MariaDB answers BIGINT as a string. */
const blockColumn = {
  type: 'bigint' as const,
  transformer: { to: (v: number) => v, from: (v: unknown) => Number(v) },
};

/** A token Transfer log to one of our custodial wallets: one row per (network, tx, log). */
@Entity('crypto_deposits')
export class CryptoDeposit {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'wallet_id' }) walletId!: string;
  @Column({ type: 'varchar', length: 16 }) network!: WalletNetwork;
  @Column({ type: 'varchar', length: 8, name: 'token_symbol' }) tokenSymbol!: WalletToken;
  /** Lower-case 0x… hash. */
  @Column({ type: 'varchar', length: 66, name: 'tx_hash' }) txHash!: string;
  @Column({ type: 'int', name: 'log_index' }) logIndex!: number;
  /** EIP-55 checksummed, like the wallets' addresses. */
  @Column({ type: 'varchar', length: 42, name: 'from_address' }) fromAddress!: string;
  @Column({ type: 'varchar', length: 42, name: 'to_address' }) toAddress!: string;
  /** Smallest units of the token, an integer as text. */
  @Column({ type: 'varchar', length: 80, name: 'amount_raw' }) amountRaw!: string;
  @Column({ type: 'int', name: 'token_decimals' }) tokenDecimals!: number;
  @Column({ ...blockColumn, name: 'block_number' }) blockNumber!: number;
  /** pending until the network's confirmations, then confirmed; failed if a reorg dropped it. */
  @Column({ type: 'varchar', length: 10, name: 'chain_status' }) chainStatus!: ChainStatus;
  @Column({ ...nullableTimeColumn, name: 'confirmed_at' }) confirmedAt!: Date | null;
  /** When the scan found it. */
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}

/** How far the deposit scan has read a network's logs: the last block read. */
@Entity('crypto_scan_cursors')
export class CryptoScanCursor {
  @PrimaryColumn({ type: 'varchar', length: 16 }) network!: string;
  @Column({ ...blockColumn, name: 'last_block' }) lastBlock!: number;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}
