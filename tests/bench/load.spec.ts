import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestsFailed, fetchJson } from '../../bench/lib/answers.mjs';
import { load, loadPage } from '../../bench/lib/load.mjs';

// A server that answers as the API does: /ok with figures, /setup-required with the refusal a
// super admin gets before enrolling in two-factor sign-in.
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    // Answers after the runs below have ended.
    if (request.url === '/slow') {
      setTimeout(() => response.writeHead(200).end('{}'), 2500).unref();
      return;
    }
    if (request.url === '/ok') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"totalGroups":3}');
      return;
    }
    response
      .writeHead(403, { 'content-type': 'application/json' })
      .end(
        '{"detail":"Configurez la double authentification.","code":"TWO_FACTOR_SETUP_REQUIRED"}',
      );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

describe("a benchmark's load run", () => {
  it('answers figures when every request got a 2xx', async () => {
    const result = await load({ url: `${origin}/ok`, connections: 2, seconds: 1 });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.rps).toBeGreaterThan(0);
  });

  it('stops with the status and the code when the requests are refused', async () => {
    const run = load({ url: `${origin}/setup-required`, connections: 2, seconds: 1 });
    await expect(run).rejects.toThrow(RequestsFailed);
    await expect(run).rejects.toThrow(
      /requests failed \([\d,]+ × 403 TWO_FACTOR_SETUP_REQUIRED \(Configurez la double authentification\.\)\)/,
    );
  });

  it('stops when no request was answered within the run, unless it only warms up', async () => {
    await expect(load({ url: `${origin}/slow`, connections: 1, seconds: 1 })).rejects.toThrow(
      'no request was answered within the run',
    );
    await expect(
      load({ url: `${origin}/slow`, connections: 1, seconds: 1, warmUp: true }),
    ).resolves.toMatchObject({ requests: 0 });
  });

  it('stops a page run when one of its requests is refused', async () => {
    const run = loadPage({ origin, paths: ['/ok', '/setup-required'], connections: 2, seconds: 1 });
    await expect(run).rejects.toThrow(/× 403 \/setup-required: .*TWO_FACTOR_SETUP_REQUIRED/);
  });

  it('stops when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((done) => closed.close(() => done()));
    await expect(
      load({ url: `http://127.0.0.1:${port}/ok`, connections: 1, seconds: 1 }),
    ).rejects.toThrow(/requests failed \([\d,]+ × ECONNREFUSED\)/);
  });

  it('refuses a single request that is not answered with a 2xx', async () => {
    await expect(fetchJson(`${origin}/ok`)).resolves.toEqual({ totalGroups: 3 });
    await expect(fetchJson(`${origin}/setup-required`)).rejects.toThrow(
      `GET ${origin}/setup-required: 403 TWO_FACTOR_SETUP_REQUIRED`,
    );
  });
});
