import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text, timestamp } from './columns.js';

/**
 * The background jobs' periods: a job's timer fires on every API instance, and the first
 * instance to write the period's row runs it; the others skip it. Old periods are deleted as
 * new ones are claimed.
 */
export class JobPeriods1768500000000 implements MigrationInterface {
  name = 'JobPeriods1768500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'job_periods',
        columns: [
          { ...text('job', 40), isPrimary: true },
          { ...timestamp('period_start'), isPrimary: true },
          timestamp('claimed_at'),
          text('claimed_by', 120),
        ],
        indices: [
          new TableIndex({ name: 'IDX_job_periods_claimed_at', columnNames: ['claimed_at'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('job_periods');
  }
}
