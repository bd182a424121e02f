import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { flag, idColumn, integer, longText, refColumn, text, timestamp } from './columns.js';

/** Accounts, their settings, password resets, maintenance and the audit trail. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn(),
          text('email', 254),
          text('password_hash', 255),
          text('first_name', 60),
          text('last_name', 60),
          text('username', 121),
          text('phone_number', 32, true),
          text('role', 20),
          text('status', 20),
          text('country', 2),
          text('language', 2),
          text('preferred_language', 8),
          text('preferred_currency', 3),
          flag('onboarding_completed', false),
          flag('can_create_groups', true),
          flag('receive_newsletter', true),
          timestamp('terms_accepted_at'),
          text('profile_photo_file', 80, true),
          text('profile_photo_mime', 32, true),
          timestamp('created_at'),
          timestamp('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'user_settings',
        columns: [
          idColumn('user_id'),
          flag('notify_email', true),
          flag('notify_sms', false),
          flag('notify_push', true),
          flag('notify_group_updates', true),
          flag('notify_payment_reminders', true),
          text('theme', 10),
          text('font_size', 10),
          text('currency', 3),
          flag('two_factor_enabled', false),
          integer('session_timeout', 30),
          flag('auto_sync', true),
          flag('offline_mode', false),
          flag('debug_mode', false),
          timestamp('updated_at'),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_user_settings_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          idColumn(),
          refColumn('user_id'),
          text('token_hash', 64),
          timestamp('expires_at'),
          timestamp('used_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_reset_token_hash',
            columnNames: ['token_hash'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_reset_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_reset_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'maintenance_state',
        columns: [
          { ...text('id', 16), isPrimary: true },
          flag('enabled', false),
          text('message', 500),
          text('estimated_time', 100),
          text('contact_email', 254, true),
          refColumn('updated_by', true),
          timestamp('updated_at'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'maintenance_subscribers',
        columns: [
          idColumn(),
          text('email', 254),
          timestamp('created_at'),
          timestamp('notified_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_maintenance_subscriber',
            columnNames: ['email'],
            isUnique: true,
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'audit_entries',
        columns: [
          idColumn(),
          timestamp('created_at'),
          refColumn('admin_id', true),
          text('admin_name', 121),
          text('action', 80),
          longText('details'),
          text('category', 40),
          text('ip_address', 64, true),
        ],
        indices: [new TableIndex({ name: 'IDX_audit_created', columnNames: ['created_at'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_entries');
    await q.dropTable('maintenance_subscribers');
    await q.dropTable('maintenance_state');
    await q.dropForeignKey('password_reset_tokens', 'FK_reset_user');
    await q.dropTable('password_reset_tokens');
    await q.dropForeignKey('user_settings', 'FK_user_settings_user');
    await q.dropTable('user_settings');
    await q.dropTable('users');
  }
}
