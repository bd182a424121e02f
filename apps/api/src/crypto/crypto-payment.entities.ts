import type {
  ChainFailureReason,
  ChainStatus,
  CryptoPaymentSource,
  WalletNetwork,
  WalletToken,
} from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';
import { rateColumn } from '../rates/rate-column.js';

/** BIGINT comes back as a string from MariaDB, a number from SQLite: block numbers fit a number. */
const blockNumberColumn = {
  type: 'bigint' as const,
  name: 'block_number',
  nullable: true,
  transformer: {
    to: (v: number | null | undefined) => v,
    from: (v: unknown) => (v === null || v === undefined ? null : Number(v)),
  },
};

/**
 * What a member's cycle, one of their fines, or their saving into the group's fund costs in a
 * token, at the rate of the moment: valid 30 minutes, used once.
 */
@Entity('crypto_payment_quotes')
export class CryptoPaymentQuote {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  /** The cycle paid, or the fine's cycle. */
  @Column({ type: 'int', name: 'cycle_number' }) cycleNumber!: number;
  /** The late fine the quote pays; null for a contribution or a saving. */
  @Column({ type: 'varchar', length: 36, name: 'fine_id', nullable: true }) fineId!: string | null;
  /** The quote pays a saving (of `cycleNumber`), written when it is paid. */
  @Column({ type: 'boolean', name: 'for_saving', default: false }) forSaving!: boolean;
  @Column({ type: 'varchar', length: 16 }) network!: WalletNetwork;
  @Column({ type: 'varchar', length: 8, name: 'token_symbol' }) tokenSymbol!: WalletToken;
  @Column({ type: 'varchar', length: 42, name: 'token_address' }) tokenAddress!: string;
  @Column({ type: 'int', name: 'token_decimals' }) tokenDecimals!: number;
  /** Integer of the token's smallest unit, as text. */
  @Column({ type: 'varchar', length: 80, name: 'token_amount_raw' }) tokenAmountRaw!: string;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column(rateColumn) rate!: string;
  @Column({ ...timeColumn, name: 'rate_set_at' }) rateSetAt!: Date;
  @Column({ type: 'varchar', length: 42 }) treasury!: string;
  @Column({ ...timeColumn, name: 'expires_at' }) expiresAt!: Date;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}

/**
 * A contribution, a late fine or a saving paid on chain (exactly one of the three): its quote's
 * terms, its transaction and what the chain showed.
 */
@Entity('crypto_payments')
export class CryptoPayment {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'contribution_id', nullable: true })
  contributionId!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'fine_id', nullable: true }) fineId!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'saving_id', nullable: true }) savingId!:
    string | null;
  @Column({ type: 'varchar', length: 36, name: 'quote_id' }) quoteId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 10 }) source!: CryptoPaymentSource;
  @Column({ type: 'varchar', length: 16 }) network!: WalletNetwork;
  @Column({ type: 'varchar', length: 8, name: 'token_symbol' }) tokenSymbol!: WalletToken;
  @Column({ type: 'varchar', length: 42, name: 'token_address' }) tokenAddress!: string;
  @Column({ type: 'varchar', length: 80, name: 'token_amount_raw' }) tokenAmountRaw!: string;
  @Column({ type: 'int', name: 'token_decimals' }) tokenDecimals!: number;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column(rateColumn) rate!: string;
  @Column({ type: 'varchar', length: 42, name: 'from_address', nullable: true })
  fromAddress!: string | null;
  @Column({ type: 'varchar', length: 42 }) treasury!: string;
  /** Lower-case. */
  @Column({ type: 'varchar', length: 66, name: 'tx_hash' }) txHash!: string;
  @Column({ type: 'int', name: 'log_index', nullable: true }) logIndex!: number | null;
  @Column({ type: 'varchar', length: 10, name: 'chain_status' }) chainStatus!: ChainStatus;
  @Column({ type: 'varchar', length: 20, name: 'failure_reason', nullable: true })
  failureReason!: ChainFailureReason | null;
  @Column({ type: 'int' }) confirmations!: number;
  @Column(blockNumberColumn) blockNumber!: number | null;
  @Column({ type: 'varchar', length: 100, name: 'idempotency_key', nullable: true })
  idempotencyKey!: string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'checked_at' }) checkedAt!: Date | null;
  @Column({ ...nullableTimeColumn, name: 'confirmed_at' }) confirmedAt!: Date | null;
}

/** Tokens sent from a custodial wallet to an address the user gave. */
@Entity('crypto_sends')
export class CryptoSend {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'wallet_id' }) walletId!: string;
  @Column({ type: 'varchar', length: 16 }) network!: WalletNetwork;
  @Column({ type: 'varchar', length: 8, name: 'token_symbol' }) tokenSymbol!: WalletToken;
  @Column({ type: 'varchar', length: 42, name: 'token_address' }) tokenAddress!: string;
  @Column({ type: 'varchar', length: 42, name: 'from_address' }) fromAddress!: string;
  @Column({ type: 'varchar', length: 42, name: 'to_address' }) toAddress!: string;
  @Column({ type: 'varchar', length: 80, name: 'amount_raw' }) amountRaw!: string;
  @Column({ type: 'int', name: 'token_decimals' }) tokenDecimals!: number;
  @Column({ type: 'varchar', length: 66, name: 'tx_hash' }) txHash!: string;
  @Column({ type: 'varchar', length: 10, name: 'chain_status' }) chainStatus!: ChainStatus;
  @Column({ type: 'varchar', length: 20, name: 'failure_reason', nullable: true })
  failureReason!: ChainFailureReason | null;
  @Column(blockNumberColumn) blockNumber!: number | null;
  @Column({ type: 'int' }) confirmations!: number;
  @Column({ type: 'varchar', length: 100, name: 'idempotency_key', nullable: true })
  idempotencyKey!: string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'checked_at' }) checkedAt!: Date | null;
  @Column({ ...nullableTimeColumn, name: 'confirmed_at' }) confirmedAt!: Date | null;
}
