import {
  Table,
  TableColumn,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';
import { foreignKey, idColumn, integer, money, refColumn, text, timestamp } from './columns.js';

/** Units of a currency for one US dollar: exact, eight decimals (a rate is not money). */
const rate = (name: string): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision: 20,
  scale: 8,
});

const blockNumber = (): TableColumnOptions => ({
  name: 'block_number',
  type: 'bigint',
  isNullable: true,
});

const unique = (table: string, what: string, columnNames: string[]) =>
  new TableIndex({ name: `UQ_${table}_${what}`, columnNames, isUnique: true });

/**
 * Contributions paid in USD-pegged tokens (docs/crypto.md): the super admins' rate
 * table (history kept, the newest row per currency is current); the quotes that fix a rate and a
 * token amount for 30 minutes; the payments, one per contribution and one per transaction ever
 * (UNIQUE network + tx_hash); the sends from custodial wallets; and the contribution's chain
 * status. Token amounts are integers of the smallest unit as text (18 decimals overflow DECIMAL).
 */
export class CryptoPayments1766000000000 implements MigrationInterface {
  name = 'CryptoPayments1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'exchange_rates',
        columns: [
          idColumn(),
          text('currency', 3),
          rate('units_per_usd'),
          refColumn('set_by'),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_exchange_rates_currency',
            columnNames: ['currency', 'created_at'],
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'crypto_payment_quotes',
        columns: [
          idColumn(),
          refColumn('user_id'),
          refColumn('group_id'),
          integer('cycle_number'),
          text('network', 16),
          text('token_symbol', 8),
          text('token_address', 42),
          integer('token_decimals'),
          text('token_amount_raw', 80),
          money('amount'),
          text('currency', 3),
          rate('rate'),
          timestamp('rate_set_at'),
          text('treasury', 42),
          timestamp('expires_at'),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_crypto_payment_quotes_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          foreignKey('crypto_payment_quotes', 'user_id', 'users'),
          foreignKey('crypto_payment_quotes', 'group_id', 'savings_groups'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'crypto_payments',
        columns: [
          idColumn(),
          refColumn('contribution_id'),
          refColumn('quote_id'),
          refColumn('user_id'),
          refColumn('group_id'),
          text('source', 10),
          text('network', 16),
          text('token_symbol', 8),
          text('token_address', 42),
          text('token_amount_raw', 80),
          integer('token_decimals'),
          money('amount'),
          text('currency', 3),
          rate('rate'),
          text('from_address', 42, true),
          text('treasury', 42),
          text('tx_hash', 66),
          { ...integer('log_index'), isNullable: true },
          text('chain_status', 10),
          text('failure_reason', 20, true),
          integer('confirmations', 0),
          blockNumber(),
          text('idempotency_key', 100, true),
          timestamp('created_at'),
          timestamp('checked_at', true),
          timestamp('confirmed_at', true),
        ],
        indices: [
          unique('crypto_payments', 'contribution', ['contribution_id']),
          unique('crypto_payments', 'quote', ['quote_id']),
          unique('crypto_payments', 'tx', ['network', 'tx_hash']),
          unique('crypto_payments', 'idempotency', ['user_id', 'idempotency_key']),
          new TableIndex({
            name: 'IDX_crypto_payments_status',
            columnNames: ['chain_status', 'created_at'],
          }),
        ],
        foreignKeys: [
          foreignKey('crypto_payments', 'contribution_id', 'contributions'),
          foreignKey('crypto_payments', 'user_id', 'users'),
          foreignKey('crypto_payments', 'group_id', 'savings_groups'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'crypto_sends',
        columns: [
          idColumn(),
          refColumn('user_id'),
          refColumn('wallet_id'),
          text('network', 16),
          text('token_symbol', 8),
          text('token_address', 42),
          text('from_address', 42),
          text('to_address', 42),
          text('amount_raw', 80),
          integer('token_decimals'),
          text('tx_hash', 66),
          text('chain_status', 10),
          text('failure_reason', 20, true),
          blockNumber(),
          integer('confirmations', 0),
          text('idempotency_key', 100, true),
          timestamp('created_at'),
          timestamp('checked_at', true),
          timestamp('confirmed_at', true),
        ],
        indices: [
          unique('crypto_sends', 'tx', ['network', 'tx_hash']),
          unique('crypto_sends', 'idempotency', ['user_id', 'idempotency_key']),
          new TableIndex({
            name: 'IDX_crypto_sends_status',
            columnNames: ['chain_status', 'created_at'],
          }),
          new TableIndex({
            name: 'IDX_crypto_sends_user',
            columnNames: ['user_id', 'created_at'],
          }),
        ],
        foreignKeys: [
          foreignKey('crypto_sends', 'user_id', 'users'),
          foreignKey('crypto_sends', 'wallet_id', 'crypto_wallets'),
        ],
      }),
    );
    await q.addColumn(
      'contributions',
      new TableColumn({ name: 'chain_status', type: 'varchar', length: '10', isNullable: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('contributions', 'chain_status');
    await q.dropTable('crypto_sends');
    await q.dropTable('crypto_payments');
    await q.dropTable('crypto_payment_quotes');
    await q.dropTable('exchange_rates');
  }
}
