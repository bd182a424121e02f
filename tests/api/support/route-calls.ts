import { api, type ApiAnswer } from './http.js';

/** What one call of a route sends, besides the method, the route's path and the caller's token. */
export interface Call {
  /** The values of the route's `:name` segments. */
  params?: Record<string, string>;
  /** Sent instead of the route's path (`OPTIONS *` names no path of its own). */
  path?: string;
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (a new FormData each time: a sent one is consumed). */
  form?: () => FormData;
  /** Headers the route reads (Idempotency-Key). */
  headers?: Record<string, string>;
}

/** `/api/groups/:id/join-request` with `{ id }` → `/api/groups/0193…/join-request`. */
export function pathOf(routePath: string, params: Record<string, string> = {}): string {
  return routePath.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${routePath}`);
    return encodeURIComponent(value);
  });
}

export function urlOf(routePath: string, call: Call): string {
  const path = call.path ?? pathOf(routePath, call.params);
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return `${path}${query}`;
}

export function sendCall(
  method: string,
  routePath: string,
  call: Call,
  token: string | undefined,
): Promise<ApiAnswer<unknown>> {
  return api(method, urlOf(routePath, call), {
    token,
    body: call.body,
    raw: call.form?.(),
    headers: call.headers,
  });
}
