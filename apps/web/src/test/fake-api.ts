import { errorCatalog, type ErrorCode } from '@tontine/contracts';
import { vi } from 'vitest';
import { jsonResponse } from './render';

export type FakeRoute = (request: {
  body: unknown;
  url: URL;
  signal?: AbortSignal | null;
}) => Response | Promise<Response>;

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;

/**
 * The API at the fetch level: `'METHOD /path'` (without `/api` and the query string) to a
 * handler, which receives the parsed JSON body and the URL. Any other call answers 404, so a
 * test fails on a call it did not expect.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    return route
      ? route({ body: bodyOf(init), url, signal: init?.signal })
      : jsonResponse({ detail: 'not faked', code: 'NOT_FOUND' }, 404);
  });
}

/** The calls made to one route (`path` without `/api`), with their query strings and bodies. */
export function callsTo(fetch: ReturnType<typeof fakeApi>, method: string, path: string) {
  return fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === `/api${path}`)
    .map(({ url, init }) => ({ search: url.searchParams, body: bodyOf(init) }));
}

/** The bodies sent to one route, in order. */
export function sentBodies(fetch: ReturnType<typeof fakeApi>, method: string, path: string) {
  return callsTo(fetch, method, path).map((call) => call.body);
}

/** The API's refusal for `code`: its status and `{ detail, code, field? }` body. */
export function refusal(code: ErrorCode, field?: string): Response {
  return jsonResponse(
    { detail: errorCatalog[code].message.fr, code, ...(field ? { field } : {}) },
    errorCatalog[code].status,
  );
}

/** An answer that comes only when the test says so (or never). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
