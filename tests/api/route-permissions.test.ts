import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isErrorCode } from '@tontine/contracts';
import { waitForMail } from './support/inbox.js';
import { signInAs } from './support/sessions.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { sendCall, pathOf, type Call } from './support/route-calls.js';
import {
  DEMO_CALLERS,
  makeFixture,
  TABLE_CALLERS,
  type Fixture,
  type TableCaller,
} from './support/route-fixture.js';
import {
  admission,
  chatProbe,
  notificationProbe,
  openRouteSocket,
} from './support/route-sockets.js';
import { OPEN, ROUTE_TABLE, WEB_CLIENT_FILE_ROW, type RouteRow } from './support/route-table.js';
import { routeKey } from './support/served-routes.js';
import {
  changedTables,
  openTableChecksums,
  type TableChecksums,
} from './support/table-checksums.js';

/**
 * The route × caller table (support/route-table.ts) against the running API: every route it
 * serves has a row, every row's route is served, and every caller gets the row's answer; a
 * refused call answers `{ detail, code }` and changes no table.
 */
let server: IsolatedApi;
let checksums: TableChecksums;
let shared: Fixture;

async function resetTokenOf(email: string): Promise<string> {
  const mail = await waitForMail(email);
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in ${mail.text}`);
  return token;
}

const sleep = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));
const isSuccess = (outcome: number) => outcome === OPEN || (outcome >= 200 && outcome < 300);
const describeExpected = (row: RouteRow) =>
  TABLE_CALLERS.map((caller) => `${caller} ${row.expected[caller]}`).join(', ');

/** One caller's call of a row: the status (HTTP) or OPEN / the close code (WebSocket). */
async function outcomeOf(
  row: RouteRow,
  f: Fixture,
  caller: TableCaller,
  call: Call,
): Promise<{ outcome: number; body?: unknown }> {
  const [method, path] = row.route.split(' ') as [string, string];
  const token = f.tokens[caller];
  if (method !== 'WS') {
    const answer = await sendCall(method, path, call, token);
    return { outcome: answer.status, body: answer.body };
  }
  const socket = openRouteSocket(pathOf(path, call.params), token);
  try {
    // A probe writes (a chat message, a join request): a caller to be refused gets none
    // unless the socket is still open long after a refusal would have come.
    if (!isSuccess(row.expected[caller])) {
      const closed = await Promise.race([socket.closed, sleep(10_000)]);
      if (closed) return { outcome: closed.code };
    }
    const probe =
      call.params?.groupId !== undefined ? chatProbe(f) : notificationProbe(f, token ?? '');
    const admitted = await admission(socket, probe);
    return { outcome: admitted === 'open' ? OPEN : admitted };
  } finally {
    await socket.close();
  }
}

describe('every route × every caller', () => {
  beforeAll(async () => {
    server = await startIsolatedApi({ SMTP_URL: inject('smtpUrl') });
    checksums = await openTableChecksums();
    shared = await makeFixture({ resetTokenOf });
  }, 120_000);

  afterAll(async () => {
    await checksums?.close();
    await server?.stop();
  });

  it('has one row for every route the API serves, and none for a route it does not serve', () => {
    const served = server.routes.filter((r) => !r.webClientFile).map(routeKey);
    const rows = ROUTE_TABLE.map((row) => row.route);
    expect({
      'served routes without a row in route-table.ts': served.filter((r) => !rows.includes(r)),
      'rows whose route is not served': rows.filter((r) => !served.includes(r)),
      'routes with two rows': rows.filter((r, i) => rows.indexOf(r) !== i),
    }).toEqual({
      'served routes without a row in route-table.ts': [],
      'rows whose route is not served': [],
      'routes with two rows': [],
    });
  });

  for (const row of ROUTE_TABLE) {
    it(`${row.route}: ${describeExpected(row)}`, async () => {
      for (const caller of TABLE_CALLERS) {
        const expected = row.expected[caller];
        const f = row.fresh && isSuccess(expected) ? await makeFixture() : shared;
        const call = (await row.call?.(f)) ?? {};
        const before = isSuccess(expected) ? undefined : await checksums.take();
        const { outcome, body } = await outcomeOf(row, f, caller, call);
        // The super admin and support are one demo account each for every fixture: a row that
        // ends all its sessions (sign out everywhere) ended the shared fixture's one too.
        if (row.fresh && (caller === 'superAdmin' || caller === 'support') && isSuccess(expected))
          shared.tokens[caller] = await signInAs(DEMO_CALLERS[caller]);
        expect({ caller, outcome, ...(outcome !== expected ? { body } : {}) }).toEqual({
          caller,
          outcome: expected,
        });
        if (before) {
          expect(
            changedTables(before, await checksums.take()),
            `${caller}: tables changed`,
          ).toEqual([]);
          if (outcome >= 400 && outcome < 600) {
            expect(isErrorCode((body as { code?: unknown }).code), JSON.stringify(body)).toBe(true);
            expect(typeof (body as { detail?: unknown }).detail, JSON.stringify(body)).toBe(
              'string',
            );
          }
        }
      }
    }, 120_000);
  }

  it(`${WEB_CLIENT_FILE_ROW.route}: ${describeExpected(WEB_CLIENT_FILE_ROW)}`, async () => {
    for (const route of server.routes.filter((r) => r.webClientFile)) {
      for (const caller of TABLE_CALLERS) {
        const answer = await sendCall(route.method, route.path, {}, shared.tokens[caller]);
        expect({ route: routeKey(route), caller, status: answer.status }).toEqual({
          route: routeKey(route),
          caller,
          status: WEB_CLIENT_FILE_ROW.expected[caller],
        });
      }
    }
    // Every file of the build (about 900 with the source maps and compressed copies) for each of
    // the seven callers: the time grows with the build, not with a slow answer.
  }, 180_000);
});
