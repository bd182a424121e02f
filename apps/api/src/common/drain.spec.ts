import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { Drain } from './drain.service.js';

/** A real HTTP server whose `/slow` route answers only when the test lets it. */
async function serverWithASlowRoute(drainTimeoutMs = 5_000) {
  const drain = new Drain({ drainTimeoutMs } as AppConfig);
  const fastify = Fastify();
  drain.countRequests(fastify);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  fastify.get('/slow', async () => {
    arrived();
    await released;
    return { done: true };
  });
  fastify.get('/fast', async () => ({ fast: true }));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const { port } = fastify.server.address() as AddressInfo;
  return { drain, fastify, port, release, slowArrived };
}

function get(port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('Drain', () => {
  it('stops taking connections at once, lets the request under way finish, then resolves', async () => {
    const { drain, fastify, port, release, slowArrived } = await serverWithASlowRoute();
    open = fastify;
    const slow = get(port, '/slow');
    await slowArrived;
    let drained = false;
    const draining = drain.run(fastify.server).then(() => (drained = true));
    expect(drain.draining).toBe(true);
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await new Promise((r) => setTimeout(r, 50));
    expect(drained).toBe(false);
    release();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: '{"done":true}' });
    await draining;
    expect(drained).toBe(true);
  });

  it('tells every drain listener, once', async () => {
    const { drain, fastify } = await serverWithASlowRoute();
    open = fastify;
    const heard: string[] = [];
    drain.onDrain(() => heard.push('sockets'));
    await drain.run(fastify.server);
    await drain.run(fastify.server);
    expect(heard).toEqual(['sockets']);
  });

  it('answers a request that arrives while draining with Connection: close', async () => {
    const { drain, fastify, port, release, slowArrived } = await serverWithASlowRoute();
    open = fastify;
    // The request is counted when its headers arrive, before the drain starts.
    const slow = get(port, '/slow');
    await slowArrived;
    const draining = drain.run(fastify.server);
    release();
    expect((await slow).status).toBe(200);
    await draining;
    // A request read after the drain began (a keep-alive connection's next one) closes its
    // connection: checked on the hook directly, the server no longer accepting connections.
    const injected = await fastify.inject({ method: 'GET', url: '/fast' });
    expect(injected.headers.connection).toBe('close');
  });

  it('gives up waiting after DRAIN_TIMEOUT_MS', async () => {
    const { drain, fastify, port, release, slowArrived } = await serverWithASlowRoute(100);
    open = fastify;
    const slow = get(port, '/slow');
    await slowArrived;
    await drain.run(fastify.server);
    expect(drain.draining).toBe(true);
    release();
    await slow;
  });
});
