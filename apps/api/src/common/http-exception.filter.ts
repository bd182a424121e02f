import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { errorCatalog, type ErrorBody, type ErrorCode } from '@tontine/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.js';
import { WebAppServer } from '../web/web-app.server.js';

/** The one place where errors become HTTP answers: `{ detail, code }`, never a stack trace. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(private readonly webApp: WebAppServer) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (exception instanceof DomainError) {
      if (exception.extra.retry_after_seconds) {
        void reply.header('Retry-After', String(exception.extra.retry_after_seconds));
      }
      const { retry_after_seconds: _, ...extra } = exception.extra;
      return this.send(reply, request, exception.status, exception.code, exception.detail, extra);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404 && this.webApp.serveIndex(request, reply)) return;
      return this.send(reply, request, status, codeForStatus(status), messageForStatus(status));
    }
    if (isConnectionLost(exception)) {
      // The transaction died with its connection, so nothing half-written stays; the client
      // may retry (payments carry an idempotency key) once the pool has a fresh connection.
      this.logger.warn(
        { reqId: request.id, code: driverCode(exception) },
        'database connection lost',
      );
      void reply.header('Retry-After', '1');
      return this.send(
        reply,
        request,
        503,
        'DATABASE_UNAVAILABLE',
        errorCatalog.DATABASE_UNAVAILABLE.message.fr,
      );
    }
    if (isValueOutOfRange(exception)) {
      // The transaction rolled back, so nothing was written; but a schema let it through.
      this.logger.warn({ err: exception, reqId: request.id }, 'value refused by the database');
      return this.send(
        reply,
        request,
        400,
        'VALUE_OUT_OF_RANGE',
        errorCatalog.VALUE_OUT_OF_RANGE.message.fr,
      );
    }
    const status = httpStatusOf(exception);
    if (status) {
      // Fastify's own client errors: unreadable JSON, wrong content type, body too large.
      const code: ErrorCode = status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'MALFORMED_BODY';
      return this.send(reply, request, status, code, errorCatalog[code].message.fr);
    }
    this.logger.error({ err: exception, reqId: request.id }, 'unexpected error');
    return this.send(reply, request, 500, 'INTERNAL', errorCatalog.INTERNAL.message.fr);
  }

  private send(
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    code: ErrorCode,
    detail: string,
    extra: Partial<ErrorBody> = {},
  ): void {
    const body: ErrorBody = { detail, code, ...extra, request_id: request.id };
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

function driverCode(err: unknown): string | undefined {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  return e?.driverError?.code ?? e?.code;
}

/** A value the column cannot hold: too long, or a number out of the DECIMAL's range. */
function isValueOutOfRange(err: unknown): boolean {
  const code = driverCode(err);
  return code === 'ER_WARN_DATA_OUT_OF_RANGE' || code === 'ER_DATA_TOO_LONG';
}

/** The database went away under a query: killed, restarted, or the network cut. */
const CONNECTION_LOST = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ER_CONNECTION_KILLED',
  'ER_SERVER_SHUTDOWN',
  'ER_QUERY_INTERRUPTED',
  'PROTOCOL_SEQUENCE_TIMEOUT',
]);

function isConnectionLost(err: unknown): boolean {
  const code = driverCode(err);
  return code !== undefined && CONNECTION_LOST.has(code);
}

function httpStatusOf(err: unknown): number | undefined {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 400) return 'MALFORMED_BODY';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
}

function messageForStatus(status: number): string {
  return errorCatalog[codeForStatus(status)].message.fr;
}
