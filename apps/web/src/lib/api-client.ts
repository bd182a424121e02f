import { isSessionEnded } from '@tontine/contracts';
import { emitApiEvent } from './api-events';
import { ApiError, readErrorBody } from './api-error';
import { getToken } from './session';
import { isDebugEnabled } from './preferences';

/** The API lives on the same origin as the client, under `/api`. */
export const API_BASE = '/api';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, except `FormData`, which the browser encodes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Aborts the call after this many milliseconds and reports a `timeout` error. */
  timeoutMs?: number;
  /** Sends the stored bearer token when there is one (default true). */
  authenticated?: boolean;
  /** A token to send instead of the stored one (a session not stored yet). */
  token?: string;
  /** Extra request headers (an `Idempotency-Key`, for example). */
  headers?: Record<string, string>;
  /**
   * Whether an answer saying the session is over tells the app so (default true). The
   * sign-out's own call turns it off: its 401 only means the session had already ended.
   */
  reportSessionEnd?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  try {
    return type.includes('json') ? ((await response.json()) as unknown) : await response.text();
  } catch {
    return undefined;
  }
}

function linkAbort(controller: AbortController, signal: AbortSignal | undefined): void {
  if (!signal) return;
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
}

/**
 * Calls the API and answers its response when it succeeded. A failure throws an `ApiError`: a
 * transport failure, or an HTTP answer with the API's `{ detail, code }`. An answer whose code
 * says the session is over (SESSION_ENDED_CODES: expired, ended, suspended…) to a call that
 * carried a token tells the app so; any other refusal, a 401 included, is the caller's to show.
 * A 503 MAINTENANCE tells the app to show the maintenance page.
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const {
    method = 'GET',
    body,
    signal,
    timeoutMs,
    authenticated = true,
    reportSessionEnd = true,
  } = options;
  const token = options.token ?? (authenticated ? getToken() : null);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  linkAbort(controller, signal);
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    const kind = timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network';
    throw new ApiError({ kind, cause, detail: cause instanceof Error ? cause.message : undefined });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  if (response.ok) return response;

  const payload = await readBody(response);
  if (isDebugEnabled()) console.debug(`[api] ${method} ${path} → ${response.status}`, payload);
  const error = new ApiError({ kind: 'http', status: response.status, ...readErrorBody(payload) });
  if (isSessionEnded(error.code) && token && reportSessionEnd) {
    emitApiEvent('unauthorized', { code: error.code });
  }
  if (response.status === 503 && error.code === 'MAINTENANCE') {
    emitApiEvent('maintenance', { detail: error.detail ?? '' });
  }
  throw error;
}

/** Calls the API (see `apiFetch`) and answers the parsed JSON body. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const payload = await readBody(response);
  if (isDebugEnabled()) {
    console.debug(`[api] ${options.method ?? 'GET'} ${path} → ${response.status}`, payload);
  }
  return payload as T;
}
