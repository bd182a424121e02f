import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, refColumn, text, timestamp } from './columns.js';

/**
 * Sessions kept on the server, so that a token can be ended before it expires (a password
 * change or reset, "sign out everywhere", a suspension) and refused once unused for longer
 * than its owner's timeout; and the two-factor sign-in: a TOTP secret encrypted at rest, the
 * last time step used (a code works once), and single-use recovery codes stored as hashes.
 */
export class SessionsAndTwoFactor1764600000000 implements MigrationInterface {
  name = 'SessionsAndTwoFactor1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'sessions',
        columns: [
          idColumn(),
          refColumn('user_id'),
          text('scope', 24),
          timestamp('created_at'),
          timestamp('last_seen_at'),
          timestamp('expires_at'),
          timestamp('revoked_at', true),
          text('revoked_reason', 32, true),
          text('ip_address', 64, true),
          text('user_agent', 255, true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_sessions_user', columnNames: ['user_id', 'revoked_at'] }),
        ],
        foreignKeys: [foreignKey('sessions', 'user_id', 'users')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          idColumn(),
          refColumn('user_id'),
          text('code_hash', 64),
          timestamp('used_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_recovery_codes_code',
            columnNames: ['user_id', 'code_hash'],
            isUnique: true,
          }),
        ],
        foreignKeys: [foreignKey('recovery_codes', 'user_id', 'users')],
      }),
    );
    await q.addColumns('users', [
      new TableColumn(text('totp_secret', 255, true)),
      new TableColumn(text('totp_pending_secret', 255, true)),
      new TableColumn({ ...integer('totp_last_step'), isNullable: true }),
      new TableColumn(timestamp('two_factor_enabled_at', true)),
      new TableColumn(timestamp('password_changed_at', true)),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of [
      'password_changed_at',
      'two_factor_enabled_at',
      'totp_last_step',
      'totp_pending_secret',
      'totp_secret',
    ])
      await q.dropColumn('users', column);
    await q.dropTable('recovery_codes');
    await q.dropTable('sessions');
  }
}
