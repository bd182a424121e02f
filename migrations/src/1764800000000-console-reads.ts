import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, longText, refColumn, text, timestamp } from './columns.js';

/** The console's lists, newest first, each with the filter it offers: (…, created_at, id). */
const LIST_INDEXES: Array<[table: string, name: string, columns: string[]]> = [
  // The users tab, unfiltered or searched: a search walks this index newest first and tests
  // the username and e-mail in the index itself, stopping at the page's last match.
  ['users', 'IDX_users_console', ['created_at', 'id', 'status', 'role', 'username', 'email']],
  ['users', 'IDX_users_console_status', ['status', 'created_at', 'id']],
  ['users', 'IDX_users_console_role', ['role', 'created_at', 'id']],
  ['savings_groups', 'IDX_savings_groups_console', ['created_at', 'id']],
  ['savings_groups', 'IDX_savings_groups_console_status', ['status', 'created_at', 'id']],
  ['contributions', 'IDX_contributions_console', ['created_at', 'id']],
  ['contributions', 'IDX_contributions_console_method', ['method', 'created_at', 'id']],
  ['payouts', 'IDX_payouts_console', ['created_at', 'id']],
  ['audit_entries', 'IDX_audit_console_category', ['category', 'created_at', 'id']],
];

/**
 * What the operators' console reads: the indexes of its lists, and the monitoring tables.
 *
 * - `user_presence`: when an account last signed in or called the API (written at most once a
 *   minute per session), for the active users and the users tab.
 * - `system_logs`: the warnings and errors the server logged, newest 10,000 kept.
 * - `request_minutes`: responses and 5xx answers per minute and per API instance, so that the
 *   error rate adds up every instance.
 * - `deployments`: one row per API start, with the version it ran.
 */
export class ConsoleReads1764800000000 implements MigrationInterface {
  name = 'ConsoleReads1764800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, name, columnNames] of LIST_INDEXES)
      await q.createIndex(table, new TableIndex({ name, columnNames }));
    await q.createTable(
      new Table({
        name: 'user_presence',
        columns: [idColumn('user_id'), timestamp('last_seen_at')],
        indices: [
          new TableIndex({ name: 'IDX_user_presence_seen', columnNames: ['last_seen_at'] }),
        ],
        foreignKeys: [foreignKey('user_presence', 'user_id', 'users')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'system_logs',
        columns: [
          // An increasing number: the newest 10,000 are the rows above max(id) - 10,000.
          {
            name: 'id',
            // SQLite numbers its rows only in an INTEGER PRIMARY KEY (64-bit there too).
            type: q.connection.driver.options.type === 'better-sqlite3' ? 'integer' : 'bigint',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          text('level', 8),
          longText('message'),
          longText('context', true),
          timestamp('logged_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_system_logs_level', columnNames: ['level', 'id'] })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'request_minutes',
        columns: [
          { ...timestamp('minute'), isPrimary: true },
          { ...text('instance_id', 36), isPrimary: true },
          integer('total', 0),
          integer('errors', 0),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'deployments',
        columns: [
          idColumn(),
          text('version', 40),
          text('host', 255),
          refColumn('instance_id'),
          timestamp('started_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_deployments_started', columnNames: ['started_at'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('deployments');
    await q.dropTable('request_minutes');
    await q.dropTable('system_logs');
    await q.dropForeignKey('user_presence', 'FK_user_presence_user_id');
    await q.dropTable('user_presence');
    for (const [table, name] of [...LIST_INDEXES].reverse()) await q.dropIndex(table, name);
  }
}
