import type { TestProject } from 'vitest/node';
import { createThrowawayDatabase, dropDatabase } from '../../../scripts/lib/mariadb.mjs';
import { startApi } from './api-process.js';
import { reconcileDatabase } from './reconcile.js';
import { startSmtpSink } from './smtp-sink.js';

export const SUPER_ADMIN_EMAIL = 'root.admin@integration.test';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    inboxUrl: string;
    smtpUrl: string;
    databaseUrl: string;
  }
}

/** One throw-away MariaDB database per run, migrated by the API itself at start. */
export default async function setup(project: TestProject) {
  const db = await createThrowawayDatabase('tontine_it');
  const sink = await startSmtpSink();
  console.log(`[api tests] database: MariaDB ${db.name} (real migrations, dropped afterwards)`);
  const api = await startApi({
    DATABASE_URL: db.url,
    SMTP_URL: sink.smtpUrl,
    SUPERADMIN_EMAILS: SUPER_ADMIN_EMAIL,
    DEMO_MODE: 'true',
    SEED_DEMO: 'true',
  });
  project.provide('apiUrl', api.url);
  project.provide('inboxUrl', sink.inboxUrl);
  project.provide('smtpUrl', sink.smtpUrl);
  project.provide('databaseUrl', db.url);
  return async () => {
    await api.stop();
    await sink.stop();
    // Whatever the tests did to the money, the ledger's rules hold at the end (npm run reconcile).
    const { status, output } = reconcileDatabase(db.url);
    console.log(`[api tests] ${output.trim()}`);
    await dropDatabase(db.name);
    if (status !== 0) throw new Error('the reconciliation of the test database found broken rules');
  };
}
