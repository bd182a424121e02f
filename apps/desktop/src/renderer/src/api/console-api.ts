import type { DesktopApiResponse } from '@tontine/contracts';
import { desktop } from '../bridge';

/** An API answer that was not a success: its status and the server's `{ detail, code }`. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    detail: string,
  ) {
    super(detail);
    this.name = 'ConsoleApiError';
  }
}

function failure(answer: DesktopApiResponse): ConsoleApiError {
  const body = (answer.body ?? {}) as { detail?: unknown; code?: unknown };
  const detail = typeof body.detail === 'string' ? body.detail : `HTTP ${answer.status}`;
  return new ConsoleApiError(
    answer.status,
    typeof body.code === 'string' ? body.code : undefined,
    detail,
  );
}

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Every console call goes through the bridge (the desktop's main process, or the browser's
 * bridge at /console), so the token never reaches this code. Non-2xx answers throw.
 */
export async function consoleGet<T>(path: string, query?: Query): Promise<T> {
  const answer = await desktop.request({ method: 'GET', path: withQuery(path, query) });
  if (answer.status < 200 || answer.status >= 300) throw failure(answer);
  return answer.body as T;
}

export async function consoleSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await desktop.request({ method, path, body });
  if (answer.status < 200 || answer.status >= 300) throw failure(answer);
  return answer.body as T;
}
