import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey } from './columns.js';

/**
 * Indexes for the dashboards' totals (GET /api/admin/stats, GET /api/users/me/summary).
 *
 * The contributions index holds every column the admin statistics read, so that they are
 * answered from the index alone: for an admin's groups, a short range per group; for a super
 * admin, every group's range, without reading a million rows.
 *
 * The payouts index serves a member's payouts received: MariaDB had one through the foreign
 * key, SQLite had none.
 */
export class DashboardIndexes1764100000000 implements MigrationInterface {
  name = 'DashboardIndexes1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'contributions',
      new TableIndex({
        name: 'IDX_contributions_group_status',
        columnNames: ['group_id', 'status', 'created_at', 'currency', 'amount', 'user_id'],
      }),
    );
    await q.createIndex(
      'payouts',
      new TableIndex({
        name: 'IDX_payouts_beneficiary',
        columnNames: ['beneficiary_id', 'currency', 'amount'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // MariaDB's foreign key now leans on this index and refuses to lose it: the key is taken
    // off meanwhile, and put back with an index of its own, as before.
    await q.dropForeignKey('payouts', 'FK_payouts_beneficiary_id');
    await q.dropIndex('payouts', 'IDX_payouts_beneficiary');
    await q.createForeignKey('payouts', foreignKey('payouts', 'beneficiary_id', 'users'));
    await q.dropIndex('contributions', 'IDX_contributions_group_status');
  }
}
