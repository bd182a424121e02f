import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The current cycle's due date, kept on the group, so that the reminder job reads only the
 * groups whose date is near instead of computing every group's calendar on every tick. Rows
 * from before this column get it from the job the first time it sees them.
 */
export class GroupDueDate1764300000000 implements MigrationInterface {
  name = 'GroupDueDate1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'savings_groups',
      new TableColumn({ name: 'current_due_date', type: 'date', isNullable: true }),
    );
    await q.createIndex(
      'savings_groups',
      new TableIndex({
        name: 'IDX_savings_groups_due',
        columnNames: ['status', 'current_due_date'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('savings_groups', 'IDX_savings_groups_due');
    await q.dropColumn('savings_groups', 'current_due_date');
  }
}
