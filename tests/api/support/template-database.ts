import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { inject } from 'vitest';
import { cloneDatabase, createThrowawayDatabase } from '../../../scripts/lib/mariadb.mjs';
import { startApi } from './api-process.js';

/**
 * The environment every API of the tier is started with on a copy of the template: the demo
 * seeded, and no payment-reminder job writing in the middle of a test's comparison.
 */
export const SEEDED_API_ENV = {
  DEMO_MODE: 'true',
  SEED_DEMO: 'true',
  REMINDER_INTERVAL_SECONDS: '0',
  FINES_INTERVAL_SECONDS: '0',
} as const;

export interface Template {
  database: string;
  /** The data folder the seed wrote into: the ad images, and the local keys the rows rely on. */
  dataDir: string;
  /**
   * The API reference (`/api/docs/openapi.json`) the build serves, kept as a file: a test file
   * reads the routes' declarations from it while it is being collected, before any API of its
   * own has started.
   */
  referenceFile: string;
}

/** Rows the template's own API process left about itself, which no copy should inherit. */
const OWN_PROCESS_TABLES = ['deployments', 'request_minutes'];

/**
 * Migrates and seeds one database once per run, by starting the built API on it: every API of
 * the tier then starts on a copy (cloneTemplate) instead of migrating and seeding again.
 */
export async function createTemplate(): Promise<Template> {
  const db = await createThrowawayDatabase('tontine_tpl');
  const dataDir = mkdtempSync(join(tmpdir(), 'tontine-template-'));
  const api = await startApi({ ...SEEDED_API_ENV, DATABASE_URL: db.url, DATA_DIR: dataDir });
  const reference = await fetch(`${api.url}/api/docs/openapi.json`);
  if (!reference.ok) throw new Error(`the API reference answered ${reference.status}`);
  const referenceFile = join(dataDir, '..', `${db.name}-openapi.json`);
  writeFileSync(referenceFile, await reference.text());
  await api.stop();
  const conn = await createConnection(db.url);
  try {
    for (const table of OWN_PROCESS_TABLES) await conn.query(`DELETE FROM \`${table}\``);
  } finally {
    await conn.end();
  }
  return { database: db.name, dataDir, referenceFile };
}

/** A new database copied from the template, with a data folder copied from the template's. */
export async function copyTemplate(
  template: Template,
  prefix: string,
): Promise<{ name: string; url: string; dataDir: string }> {
  const db = await cloneDatabase(template.database, prefix);
  const dataDir = mkdtempSync(join(tmpdir(), 'tontine-api-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  return { ...db, dataDir };
}

/** In a test file: a copy of the run's template (global-setup.ts). */
export function cloneTemplate(prefix: string) {
  return copyTemplate(inject('template'), prefix);
}
