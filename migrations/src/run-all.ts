import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './index.js';

/** Applies every migration, then undoes them all: proves the chain runs and is reversible. */
export async function roundTrip(
  options: DataSourceOptions,
): Promise<{ applied: string[]; tables: string[] }> {
  const ds = new DataSource({ ...options, migrations, entities: [], synchronize: false });
  await ds.initialize();
  try {
    const applied = (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name);
    const runner = ds.createQueryRunner();
    const tables = (await runner.getTables()).map((t) => t.name).filter((n) => n !== 'migrations');
    await runner.release();
    for (let i = 0; i < applied.length; i += 1) await ds.undoLastMigration({ transaction: 'each' });
    return { applied, tables };
  } finally {
    await ds.destroy();
  }
}
