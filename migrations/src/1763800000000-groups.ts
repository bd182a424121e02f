import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  flag,
  idColumn,
  integer,
  longText,
  money,
  refColumn,
  text,
  timestamp,
  foreignKey,
} from './columns.js';

/** Groups, memberships, join requests, temporary invitation codes and notifications. */
export class Groups1763800000000 implements MigrationInterface {
  name = 'Groups1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'savings_groups',
        columns: [
          idColumn(),
          text('name', 80),
          longText('description'),
          text('category', 40, true),
          refColumn('admin_id'),
          text('currency', 3),
          money('contribution_amount'),
          integer('max_members'),
          integer('member_count', 0),
          flag('is_public', true),
          text('status', 16),
          text('payout_frequency', 10),
          { name: 'start_date', type: 'date' },
          integer('current_cycle', 1),
          text('theme', 40),
          text('region', 60),
          text('language', 2),
          flag('chat_enabled', true),
          flag('payment_enabled', true),
          text('permanent_invitation_code', 8),
          text('payout_order_method', 16),
          flag('beneficiary_contributes', true),
          timestamp('created_at'),
          timestamp('updated_at'),
          timestamp('deleted_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_savings_groups_code',
            columnNames: ['permanent_invitation_code'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_savings_groups_admin', columnNames: ['admin_id'] }),
          new TableIndex({
            name: 'IDX_savings_groups_listing',
            columnNames: ['deleted_at', 'created_at', 'id'],
          }),
        ],
        foreignKeys: [foreignKey('savings_groups', 'admin_id', 'users', 'RESTRICT')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'memberships',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('user_id'),
          text('role', 10),
          text('status', 10),
          timestamp('joined_at'),
          timestamp('left_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_membership_group_user',
            columnNames: ['group_id', 'user_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_membership_user',
            columnNames: ['user_id', 'status', 'joined_at'],
          }),
        ],
        foreignKeys: [
          foreignKey('memberships', 'group_id', 'savings_groups'),
          foreignKey('memberships', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'join_requests',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('user_id'),
          longText('message'),
          text('status', 10),
          text('admin_response', 500, true),
          refColumn('decided_by', true),
          timestamp('decided_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_join_requests_group',
            columnNames: ['group_id', 'status', 'created_at'],
          }),
          new TableIndex({
            name: 'IDX_join_requests_user',
            columnNames: ['user_id', 'created_at'],
          }),
        ],
        foreignKeys: [
          foreignKey('join_requests', 'group_id', 'savings_groups'),
          foreignKey('join_requests', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'invitation_codes',
        columns: [
          idColumn(),
          text('code', 16),
          refColumn('group_id'),
          refColumn('user_id'),
          refColumn('join_request_id', true),
          timestamp('expires_at'),
          timestamp('used_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_invitation_code', columnNames: ['code'], isUnique: true }),
        ],
        foreignKeys: [
          foreignKey('invitation_codes', 'group_id', 'savings_groups'),
          foreignKey('invitation_codes', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'notifications',
        columns: [
          idColumn(),
          refColumn('user_id'),
          text('type', 40),
          text('title', 200),
          longText('message'),
          text('priority', 10),
          flag('is_read', false),
          longText('data', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_notifications_user',
            columnNames: ['user_id', 'created_at'],
          }),
        ],
        foreignKeys: [foreignKey('notifications', 'user_id', 'users')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, columns] of [
      ['notifications', ['user_id']],
      ['invitation_codes', ['group_id', 'user_id']],
      ['join_requests', ['group_id', 'user_id']],
      ['memberships', ['group_id', 'user_id']],
      ['savings_groups', ['admin_id']],
    ] as const) {
      for (const column of columns) await q.dropForeignKey(table, `FK_${table}_${column}`);
      await q.dropTable(table);
    }
  }
}
