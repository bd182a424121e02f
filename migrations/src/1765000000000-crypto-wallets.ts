import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, longText, refColumn, text, timestamp } from './columns.js';

/**
 * Custodial wallets: the platform's master seed, sealed with WALLET_MASTER_KEY
 * (one row); the derivation index each user is given once, shared by their networks; and one
 * wallet per user and network with the token balances last read on chain, in the tokens'
 * smallest units (integers as text: 18-decimal tokens overflow DECIMAL(18,2) and floats).
 */
export class CryptoWallets1765000000000 implements MigrationInterface {
  name = 'CryptoWallets1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'crypto_master_seeds',
        columns: [idColumn(), longText('sealed_mnemonic'), timestamp('created_at')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'crypto_key_indexes',
        columns: [refColumn('user_id'), integer('key_index'), timestamp('created_at')],
        indices: [
          new TableIndex({
            name: 'UQ_crypto_key_indexes_user',
            columnNames: ['user_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_crypto_key_indexes_index',
            columnNames: ['key_index'],
            isUnique: true,
          }),
        ],
        foreignKeys: [foreignKey('crypto_key_indexes', 'user_id', 'users')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'crypto_wallets',
        columns: [
          idColumn(),
          refColumn('user_id'),
          text('network', 16),
          text('address', 42),
          text('derivation_path', 64),
          text('balance_usdt', 80, true),
          text('balance_usdc', 80, true),
          timestamp('balances_read_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_crypto_wallets_user_network',
            columnNames: ['user_id', 'network'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_crypto_wallets_network_address',
            columnNames: ['network', 'address'],
            isUnique: true,
          }),
        ],
        foreignKeys: [foreignKey('crypto_wallets', 'user_id', 'users')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('crypto_wallets');
    await q.dropTable('crypto_key_indexes');
    await q.dropTable('crypto_master_seeds');
  }
}
