import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { aimHelpersAt } from '../../tests/api/support/api-target.js';
import { makeFixture } from '../../tests/api/support/route-fixture.js';
import { ROUTE_TABLE } from '../../tests/api/support/route-table.js';
import { isWriteRoute, readServedRoutes, routeKey } from '../../tests/api/support/served-routes.js';
import { openTableChecksums } from '../../tests/api/support/table-checksums.js';
import type { Endpoint } from '../../tests/api/support/fuzz/bad-requests.js';
import { genericEndpoint, rowEndpoint } from '../../tests/api/support/fuzz/endpoints.js';
import {
  fuzzEndpoint,
  seedFor,
  type EndpointReport,
} from '../../tests/api/support/fuzz/fuzz-campaign.js';
import { printReports } from '../../tests/api/support/fuzz/report.js';

/**
 * The fuzz tier's campaign at benchmark size, against the API bench/fuzz/run.mjs started: every
 * case runs (no stop at the first failure) and the counts go to FUZZ_REPORT_FILE. It asserts
 * nothing: run.mjs prints what it found.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run node bench/fuzz/run.mjs`);
  return value;
};

it('fuzz campaign', async () => {
  const started = Date.now();
  const cases = Number(env('FUZZ_CASES'));
  const perEndpoint = env('FUZZ_SPLIT') === 'per-endpoint';
  const seed = Number(env('FUZZ_SEED'));
  aimHelpersAt({ apiUrl: env('FUZZ_API_URL'), databaseUrl: env('FUZZ_DATABASE_URL') });
  const served = readServedRoutes(env('FUZZ_ROUTES_FILE')).filter(isWriteRoute);
  const rows = new Map(ROUTE_TABLE.map((row) => [row.route, row]));
  const checksums = await openTableChecksums();
  const fixture = await makeFixture();
  const endpoints: Endpoint[] = [];
  for (const route of served) {
    const row = rows.get(routeKey(route));
    endpoints.push(
      row
        ? await rowEndpoint(row, fixture, env('FUZZ_JWT_SECRET'))
        : genericEndpoint(route, fixture),
    );
  }
  const runs = perEndpoint ? cases : Math.ceil(cases / endpoints.length);
  const reports: EndpointReport[] = [];
  for (const endpoint of endpoints) {
    reports.push(
      await fuzzEndpoint(endpoint, {
        runs,
        seed: seedFor(seed, endpoint.row.route),
        checksums,
        stopAtFirst: false,
      }),
    );
  }
  await checksums.close();
  const table: string[] = [];
  printReports(reports, { seed, seconds: (Date.now() - started) / 1000 }, (line) =>
    table.push(line),
  );
  writeFileSync(env('FUZZ_REPORT_FILE'), JSON.stringify({ table, reports }, null, 2));
}, 0);
