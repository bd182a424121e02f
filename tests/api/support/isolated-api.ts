import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase } from '../../../scripts/lib/mariadb.mjs';
import { startApi } from './api-process.js';
import { aimHelpersAt } from './api-target.js';
import { readServedRoutes, type ServedRoute } from './served-routes.js';
import { SEEDED_API_ENV, cloneTemplate } from './template-database.js';

export interface IsolatedApi {
  apiUrl: string;
  databaseUrl: string;
  /** Every route it serves (served-routes.ts). */
  routes: ServedRoute[];
  stop(): Promise<void>;
}

/**
 * The built API on a throw-away MariaDB database of its own (a copy of the run's template), with the helpers of this test file
 * aimed at it. For tests that compare a checksum of every table before and after a call: no
 * other file's data, and no payment-reminder job writing in the middle of the comparison.
 */
export async function startIsolatedApi(env: Record<string, string> = {}): Promise<IsolatedApi> {
  const db = await cloneTemplate('tontine_iso');
  const manifest = join(mkdtempSync(join(tmpdir(), 'tontine-routes-')), 'routes.json');
  try {
    const api = await startApi({
      ...SEEDED_API_ENV,
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      ROUTE_MANIFEST_FILE: manifest,
      ...env,
    });
    const isolated: IsolatedApi = {
      apiUrl: api.url,
      databaseUrl: db.url,
      routes: readServedRoutes(manifest),
      async stop() {
        await api.stop();
        await dropDatabase(db.name);
      },
    };
    aimHelpersAt(isolated);
    return isolated;
  } catch (err) {
    await dropDatabase(db.name);
    throw err;
  }
}
