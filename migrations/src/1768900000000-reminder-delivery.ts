import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { flag, foreignKey, idColumn, integer, refColumn, text, timestamp } from './columns.js';

/**
 * Reminders that leave the app: the days before the due date a group's rules remind on, each
 * member's quiet hours, daily limit and time zone, and one row per e-mail or SMS a reminder
 * sends (unique per reminder and channel), with its provider's id and delivery report.
 */
export class ReminderDelivery1768900000000 implements MigrationInterface {
  name = 'ReminderDelivery1768900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['savings_groups', 'group_rule_versions'])
      await q.addColumn(table, new TableColumn(integer('reminder_days_before', 2)));
    await q.createTable(
      new Table({
        name: 'reminder_preferences',
        columns: [
          { ...refColumn('user_id'), isPrimary: true },
          flag('quiet_hours_enabled', true),
          text('quiet_start', 5),
          text('quiet_end', 5),
          integer('daily_limit'),
          text('time_zone', 64),
          timestamp('updated_at'),
        ],
        foreignKeys: [foreignKey('reminder_preferences', 'user_id', 'users')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'reminder_messages',
        columns: [
          idColumn(),
          refColumn('reminder_id'),
          refColumn('user_id'),
          refColumn('group_id'),
          integer('cycle_number'),
          text('kind', 16),
          text('channel', 8),
          text('status', 12),
          /** Where it went: the e-mail address or the number in international format. */
          text('destination', 254, true),
          timestamp('send_after'),
          /** The member's calendar day it was sent on, which their daily limit counts. */
          text('local_day', 10, true),
          text('provider_message_id', 100, true),
          text('failure_reason', 255, true),
          timestamp('sent_at', true),
          timestamp('delivered_at', true),
          timestamp('created_at'),
        ],
        foreignKeys: [
          foreignKey('reminder_messages', 'reminder_id', 'payment_reminders'),
          foreignKey('reminder_messages', 'user_id', 'users'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_reminder_messages_reminder_channel',
            columnNames: ['reminder_id', 'channel'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_reminder_messages_due',
            columnNames: ['status', 'send_after'],
          }),
          new TableIndex({
            name: 'IDX_reminder_messages_user_day',
            columnNames: ['user_id', 'local_day'],
          }),
          new TableIndex({
            name: 'IDX_reminder_messages_provider_id',
            columnNames: ['provider_message_id'],
          }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('reminder_messages');
    await q.dropTable('reminder_preferences');
    for (const table of ['group_rule_versions', 'savings_groups'])
      await q.dropColumn(table, 'reminder_days_before');
  }
}
