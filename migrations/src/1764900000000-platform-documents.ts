import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { idColumn, integer, refColumn, text, timestamp } from './columns.js';

/**
 * The platform's documents (content, config, ad inventory, e-mail templates), one row per saved
 * version so that every save can be listed and restored; and the database backups the console
 * takes, each a gzip file in BACKUP_DIR recorded here with its size.
 */
export class PlatformDocuments1764900000000 implements MigrationInterface {
  name = 'PlatformDocuments1764900000000';

  async up(q: QueryRunner): Promise<void> {
    // A document (terms of service, templates) can pass TEXT's 64 KiB on MariaDB.
    const large = q.connection.options.type === 'better-sqlite3' ? 'text' : 'mediumtext';
    await q.createTable(
      new Table({
        name: 'platform_documents',
        columns: [
          { ...text('name', 40), isPrimary: true },
          { ...integer('version'), isPrimary: true },
          { name: 'value', type: large },
          refColumn('admin_id', true),
          text('admin_name', 121),
          timestamp('created_at'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'backups',
        columns: [
          idColumn(),
          text('file_name', 200),
          { name: 'size', type: 'bigint' },
          text('sha256', 64),
          text('driver', 16),
          refColumn('admin_id', true),
          timestamp('created_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_backups_created', columnNames: ['created_at'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('backups');
    await q.dropTable('platform_documents');
  }
}
