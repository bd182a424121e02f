import { DataSource, type DataSourceOptions } from 'typeorm';
import { ContributionTotals1764400000000 } from './1764400000000-contribution-totals.js';
import { migrations } from './index.js';

/** A running total as the tests compare it: amounts in their shortest form, days as YYYY-MM-DD. */
export interface TotalRow {
  id: string;
  group_id: string;
  currency: string;
  day?: string;
  approved_count: number;
  approved_amount: string;
}

const NOW = '2025-03-10 08:00:00.000';

/**
 * Contributions recorded before the totals existed, the totals migration applied over them,
 * then every migration undone: what the backfill wrote. Two groups; the first has amounts whose
 * float sum misses the cent on SQLite (0.10 three times), a payment recorded a millisecond
 * before midnight UTC, a reversal, and rejected and pending payments that must not count.
 */
export async function backfillScenario(
  options: DataSourceOptions,
): Promise<{ overall: TotalRow[]; daily: TotalRow[] }> {
  const through = migrations.slice(0, migrations.indexOf(ContributionTotals1764400000000) + 1);
  const before = new DataSource({ ...options, migrations: through.slice(0, -1), entities: [] });
  await before.initialize();
  try {
    await before.runMigrations({ transaction: 'each' });
    await recordContributions(before);
  } finally {
    await before.destroy();
  }
  const ds = new DataSource({ ...options, migrations: through, entities: [] });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const read = async (table: string, day: string) =>
      (
        await ds.query<Array<Record<string, unknown>>>(
          `SELECT id, group_id, currency, ${day} approved_count, approved_amount FROM ${table}
           ORDER BY group_id, currency${day ? ', day' : ''}`,
        )
      ).map(asTotalRow);
    const totals = {
      overall: await read('contribution_totals', ''),
      daily: await read('contribution_daily_totals', 'day,'),
    };
    for (let i = 0; i < through.length; i += 1) await ds.undoLastMigration({ transaction: 'each' });
    return totals;
  } finally {
    await ds.destroy();
  }
}

async function recordContributions(ds: DataSource) {
  await ds.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, username, role, status,
       country, language, preferred_language, preferred_currency, terms_accepted_at, created_at, updated_at)
     VALUES ('u1', 'amani@example.test', 'x', 'Amani', 'Wekesa', 'Amani Wekesa', 'member', 'active',
       'KE', 'sw', 'sw', 'KES', ?, ?, ?)`,
    [NOW, NOW, NOW],
  );
  for (const [id, currency, code] of [
    ['g1', 'KES', 'AAAA2222'],
    ['g2', 'UGX', 'BBBB3333'],
  ]) {
    await ds.query(
      `INSERT INTO savings_groups (id, name, description, admin_id, currency, contribution_amount,
         max_members, status, payout_frequency, start_date, theme, region, language,
         permanent_invitation_code, payout_order_method, created_at, updated_at)
       VALUES (?, ?, '', 'u1', ?, '1000.00', 10, 'active', 'monthly', '2025-01-01', 'Business',
         'Nairobi', 'sw', ?, 'join_order', ?, ?)`,
      [id, `Chama ${id}`, currency, code, NOW, NOW],
    );
  }
  const contributions: Array<[string, string, string, string, string, string, string | null]> = [
    ['c05', 'g1', '0.10', 'KES', 'approved', '2025-03-01 23:59:59.999', null],
    ['c02', 'g1', '0.10', 'KES', 'approved', '2025-03-01 08:00:00.000', null],
    ['c03', 'g1', '0.10', 'KES', 'approved', '2025-03-01 09:00:00.000', null],
    ['c04', 'g1', '250.50', 'KES', 'approved', '2025-03-02 00:00:00.000', null],
    ['c06', 'g1', '-250.50', 'KES', 'approved', '2025-03-05 10:00:00.000', 'c04'],
    ['c07', 'g1', '100.00', 'KES', 'rejected', '2025-03-01 10:00:00.000', null],
    ['c08', 'g1', '50.00', 'KES', 'pending', '2025-03-01 11:00:00.000', null],
    ['c09', 'g2', '1000.00', 'UGX', 'approved', '2025-03-01 12:00:00.000', null],
    ['c01', 'g2', '500.00', 'UGX', 'rejected', '2025-03-01 12:00:00.000', null],
  ];
  for (const [id, group, amount, currency, status, createdAt, reverses] of contributions) {
    await ds.query(
      `INSERT INTO contributions (id, group_id, user_id, cycle_number, amount, currency, method,
         status, recorded_by, reverses_id, created_at)
       VALUES (?, ?, 'u1', 1, ?, ?, 'cash', ?, 'u1', ?, ?)`,
      [id, group, amount, currency, status, reverses, createdAt],
    );
  }
}

function asTotalRow(row: Record<string, unknown>): TotalRow {
  const day = row.day;
  return {
    id: String(row.id),
    group_id: String(row.group_id),
    currency: String(row.currency),
    ...(day === undefined
      ? {}
      : { day: day instanceof Date ? day.toISOString().slice(0, 10) : String(day).slice(0, 10) }),
    approved_count: Number(row.approved_count),
    // As a number, so that a float sum that missed the cent (0.30000000000000004) shows.
    approved_amount: String(Number(row.approved_amount)),
  };
}

/** What the backfill must write for backfillScenario's contributions. */
export const EXPECTED_BACKFILL: { overall: TotalRow[]; daily: TotalRow[] } = {
  overall: [
    {
      id: 'c02',
      group_id: 'g1',
      currency: 'KES',
      approved_count: 5,
      approved_amount: '0.3',
    },
    {
      id: 'c09',
      group_id: 'g2',
      currency: 'UGX',
      approved_count: 1,
      approved_amount: '1000',
    },
  ],
  daily: [
    {
      id: 'c02',
      group_id: 'g1',
      currency: 'KES',
      day: '2025-03-01',
      approved_count: 3,
      approved_amount: '0.3',
    },
    {
      id: 'c04',
      group_id: 'g1',
      currency: 'KES',
      day: '2025-03-02',
      approved_count: 1,
      approved_amount: '250.5',
    },
    {
      id: 'c06',
      group_id: 'g1',
      currency: 'KES',
      day: '2025-03-05',
      approved_count: 1,
      approved_amount: '-250.5',
    },
    {
      id: 'c09',
      group_id: 'g2',
      currency: 'UGX',
      day: '2025-03-01',
      approved_count: 1,
      approved_amount: '1000',
    },
  ],
};
