import type { TestProject } from 'vitest/node';
import { startDarajaStandIn } from '../../../scripts/lib/daraja-stand-in.mjs';
import { dropDatabase } from '../../../scripts/lib/mariadb.mjs';
import { startApi } from './api-process.js';
import { mpesaEnv } from './mpesa.js';
import { reconcileDatabase } from './reconcile.js';
import { startSmtpSink } from './smtp-sink.js';
import { runTemplate } from './run-template.js';
import { copyTemplate, type Template } from './template-database.js';

export const SUPER_ADMIN_EMAIL = 'root.admin@integration.test';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    inboxUrl: string;
    smtpUrl: string;
    databaseUrl: string;
    darajaUrl: string;
    template: Template;
  }
}

/**
 * One migrated and seeded template database per run (template-database.ts); the tier's shared
 * API runs on a copy of it, and so does every API a test file starts on its own database.
 */
export default async function setup(project: TestProject) {
  const { template, release } = await runTemplate();
  const db = await copyTemplate(template, 'tontine_it');
  const sink = await startSmtpSink();
  // Safaricom's Daraja cannot be reached from here: the shared API collects through a stand-in.
  const daraja = await startDarajaStandIn();
  console.log(
    `[api tests] database: MariaDB ${db.name}, a copy of ${template.database} that the real migrations and the demo seed made (both dropped afterwards)`,
  );
  const api = await startApi({
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    SMTP_URL: sink.smtpUrl,
    SUPERADMIN_EMAILS: SUPER_ADMIN_EMAIL,
    DEMO_MODE: 'true',
    SEED_DEMO: 'true',
    // The reminders (now by e-mail too, into the sink the tests read) and the fines run on
    // due-date-jobs.test.ts's own instances, at its pace, not in the middle of other files.
    REMINDER_INTERVAL_SECONDS: '0',
    FINES_INTERVAL_SECONDS: '0',
    ...mpesaEnv(daraja.url),
  });
  project.provide('apiUrl', api.url);
  project.provide('inboxUrl', sink.inboxUrl);
  project.provide('smtpUrl', sink.smtpUrl);
  project.provide('databaseUrl', db.url);
  project.provide('darajaUrl', daraja.url);
  project.provide('template', template);
  return async () => {
    await api.stop();
    await sink.stop();
    await daraja.stop();
    // Whatever the tests did to the money, the ledger's rules hold at the end (npm run reconcile).
    const { status, output } = reconcileDatabase(db.url);
    console.log(`[api tests] ${output.trim()}`);
    await dropDatabase(db.name);
    await release();
    if (status !== 0) throw new Error('the reconciliation of the test database found broken rules');
  };
}
