import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, integer, money, refColumn, text, timestamp } from './columns.js';

/**
 * A group's rules: the late fine, its days of grace and the fine of a member already paid, as
 * columns of the group (what listings show and a joining member accepts), and every version in
 * group_rule_versions with the first cycle it applies to, since a change never reaches back to
 * a cycle already under way. Memberships and join requests record the version accepted.
 */
export class GroupRules1768600000000 implements MigrationInterface {
  name = 'GroupRules1768600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('savings_groups', [
      new TableColumn({ ...text('late_fine_kind', 8), default: "'fixed'" }),
      new TableColumn({ ...money('late_fine'), default: 0 }),
      new TableColumn({ ...money('paid_member_late_fine'), default: 0 }),
      new TableColumn(integer('grace_days', 3)),
      new TableColumn(integer('rules_version', 1)),
      new TableColumn(integer('rules_effective_cycle', 1)),
    ]);
    await q.createTable(
      new Table({
        name: 'group_rule_versions',
        columns: [
          { ...refColumn('group_id'), isPrimary: true },
          { ...integer('version'), isPrimary: true },
          text('late_fine_kind', 8),
          money('late_fine'),
          money('paid_member_late_fine'),
          integer('grace_days'),
          integer('effective_from_cycle'),
          refColumn('changed_by', true),
          timestamp('created_at'),
        ],
        foreignKeys: [foreignKey('group_rule_versions', 'group_id', 'savings_groups')],
      }),
    );
    // Every group so far ran on the defaults from its first cycle.
    await q.query(
      `INSERT INTO group_rule_versions (group_id, version, late_fine_kind, late_fine,
         paid_member_late_fine, grace_days, effective_from_cycle, changed_by, created_at)
       SELECT id, 1, 'fixed', 0, 0, 3, 1, NULL, created_at FROM savings_groups`,
    );
    for (const table of ['memberships', 'join_requests'])
      await q.addColumn(
        table,
        new TableColumn({ name: 'accepted_rules_version', type: 'int', isNullable: true }),
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['memberships', 'join_requests'])
      await q.dropColumn(table, 'accepted_rules_version');
    await q.dropTable('group_rule_versions');
    for (const column of [
      'rules_effective_cycle',
      'rules_version',
      'grace_days',
      'paid_member_late_fine',
      'late_fine',
      'late_fine_kind',
    ])
      await q.dropColumn('savings_groups', column);
  }
}
