/**
 * Every failed API call becomes an `ApiError`: an HTTP answer (with the API's
 * `{ detail, code, message_key?, field? }` body) or a transport failure.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  code?: string;
  detail?: string;
  messageKey?: string;
  field?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly messageKey: string | undefined;
  readonly field: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? init.code ?? init.kind, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code;
    this.detail = init.detail;
    this.messageKey = init.messageKey;
    this.field = init.field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads the API's error body leniently: a proxy or a crash may answer something else. */
export function readErrorBody(
  body: unknown,
): Pick<ApiErrorInit, 'code' | 'detail' | 'messageKey' | 'field'> {
  if (typeof body !== 'object' || body === null) {
    return typeof body === 'string' && body.trim() !== '' ? { detail: body.trim() } : {};
  }
  const record = body as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    code: text(record.code),
    detail: text(record.detail) ?? text(record.message),
    messageKey: text(record.message_key),
    field: text(record.field),
  };
}
