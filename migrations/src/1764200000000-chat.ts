import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { flag, foreignKey, idColumn, refColumn, text, timestamp } from './columns.js';

/**
 * Group chat: messages (the source of truth; fan-out only carries copies), one flag per person
 * and message, each member's read position, and the moderators an admin names.
 */
export class Chat1764200000000 implements MigrationInterface {
  name = 'Chat1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'chat_messages',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('sender_id'),
          text('message', 500),
          flag('sender_is_admin', false),
          timestamp('created_at'),
          timestamp('deleted_at', true),
          refColumn('deleted_by', true),
        ],
        // UUIDv7 ids grow with time: (group_id, id) pages the history and counts unread.
        indices: [
          new TableIndex({ name: 'IDX_chat_messages_group', columnNames: ['group_id', 'id'] }),
        ],
        foreignKeys: [
          foreignKey('chat_messages', 'group_id', 'savings_groups'),
          foreignKey('chat_messages', 'sender_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'chat_flags',
        columns: [
          idColumn(),
          refColumn('message_id'),
          refColumn('group_id'),
          refColumn('user_id'),
          text('reason', 200),
          timestamp('created_at'),
          timestamp('dismissed_at', true),
          refColumn('dismissed_by', true),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_chat_flags_message_user',
            columnNames: ['message_id', 'user_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_chat_flags_group',
            columnNames: ['group_id', 'dismissed_at'],
          }),
        ],
        foreignKeys: [
          foreignKey('chat_flags', 'message_id', 'chat_messages'),
          foreignKey('chat_flags', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'chat_reads',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('user_id'),
          refColumn('last_read_message_id'),
          timestamp('updated_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_chat_reads_group_user',
            columnNames: ['group_id', 'user_id'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          foreignKey('chat_reads', 'group_id', 'savings_groups'),
          foreignKey('chat_reads', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'chat_moderators',
        columns: [idColumn(), refColumn('group_id'), refColumn('user_id'), timestamp('created_at')],
        indices: [
          new TableIndex({
            name: 'UQ_chat_moderators_group_user',
            columnNames: ['group_id', 'user_id'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          foreignKey('chat_moderators', 'group_id', 'savings_groups'),
          foreignKey('chat_moderators', 'user_id', 'users'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, columns] of [
      ['chat_moderators', ['group_id', 'user_id']],
      ['chat_reads', ['group_id', 'user_id']],
      ['chat_flags', ['message_id', 'user_id']],
      ['chat_messages', ['group_id', 'sender_id']],
    ] as const) {
      for (const column of columns) await q.dropForeignKey(table, `FK_${table}_${column}`);
      await q.dropTable(table);
    }
  }
}
