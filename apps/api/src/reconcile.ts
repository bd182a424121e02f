import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/app-config.js';
import { formatViolation, reconcileLedger } from './database/reconciliation.js';
import { dataSourceOptions } from './database/data-source-options.js';

/**
 * `npm run reconcile`: checks the ledger of the database DATABASE_URL names (the embedded
 * SQLite file by default), prints one line per broken rule with its ids, and exits 1 if any.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = new DataSource(dataSourceOptions(config.database));
  await db.initialize();
  try {
    const where =
      config.database.driver === 'mysql'
        ? `MySQL database ${config.database.name}`
        : `SQLite ${config.database.file}`;
    if (await db.showMigrations()) {
      console.error(`${where} is not migrated to this version: start the API once, then reconcile`);
      return 2;
    }
    const report = await reconcileLedger(db);
    for (const violation of report.violations) console.log(formatViolation(violation));
    console.log(
      `Reconciliation of ${where}: ${report.groups} groups, ${report.contributions} contributions, ` +
        `${report.payouts} payouts, ${report.fines} fines, ${report.savings} savings, ` +
        `${report.loans} loans checked, ` +
        `${report.violations.length} violation(s)`,
    );
    return report.violations.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 2;
}
