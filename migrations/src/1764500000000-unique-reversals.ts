import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A contribution is corrected at most once: a unique index on what a reversal reverses, so
 * that two reversals sent at once (a double click) cannot both be written. Approved money is
 * never edited, so duplicates written before this index cannot be removed here: the migration
 * stops and names them, and they are corrected by hand with an opposite entry first.
 */
export class UniqueReversals1764500000000 implements MigrationInterface {
  name = 'UniqueReversals1764500000000';

  async up(q: QueryRunner): Promise<void> {
    const duplicates = (await q.query(
      `SELECT reverses_id FROM contributions WHERE reverses_id IS NOT NULL
       GROUP BY reverses_id HAVING COUNT(*) > 1`,
    )) as Array<{ reverses_id: string }>;
    if (duplicates.length > 0) {
      throw new Error(
        `contributions reversed more than once: ${duplicates.map((d) => d.reverses_id).join(', ')}; ` +
          'correct each with an opposite entry, then start again (npm run reconcile lists them)',
      );
    }
    await q.createIndex(
      'contributions',
      new TableIndex({
        name: 'UQ_contributions_reverses',
        columnNames: ['reverses_id'],
        isUnique: true,
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('contributions', 'UQ_contributions_reverses');
  }
}
