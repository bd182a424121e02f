import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, refColumn, text, timestamp } from './columns.js';

/**
 * Deposits to the custodial wallets, found from the tokens' Transfer logs: one row per
 * log, so a chain + transaction + log index is stored once however often it is read again; and
 * one cursor per network, the last block whose logs were read. Token amounts are integers of the
 * smallest unit as text; block numbers are BIGINT.
 */
export class CryptoDeposits1766100000000 implements MigrationInterface {
  name = 'CryptoDeposits1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'crypto_deposits',
        columns: [
          idColumn(),
          refColumn('user_id'),
          refColumn('wallet_id'),
          text('network', 16),
          text('token_symbol', 8),
          text('tx_hash', 66),
          integer('log_index'),
          text('from_address', 42),
          text('to_address', 42),
          text('amount_raw', 80),
          integer('token_decimals'),
          { name: 'block_number', type: 'bigint' },
          text('chain_status', 10),
          timestamp('confirmed_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_crypto_deposits_log',
            columnNames: ['network', 'tx_hash', 'log_index'],
            isUnique: true,
          }),
          // The transactions list: a user's newest first.
          new TableIndex({
            name: 'IDX_crypto_deposits_user_created',
            columnNames: ['user_id', 'created_at'],
          }),
          // The scan's re-check of what is still pending on a network.
          new TableIndex({
            name: 'IDX_crypto_deposits_network_status',
            columnNames: ['network', 'chain_status'],
          }),
        ],
        foreignKeys: [
          foreignKey('crypto_deposits', 'user_id', 'users'),
          foreignKey('crypto_deposits', 'wallet_id', 'crypto_wallets'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'crypto_scan_cursors',
        columns: [
          { name: 'network', type: 'varchar', length: '16', isPrimary: true },
          { name: 'last_block', type: 'bigint' },
          timestamp('updated_at'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('crypto_scan_cursors');
    await q.dropTable('crypto_deposits');
  }
}
