import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { errorCatalog, type ErrorBody, type ErrorCode } from '@tontine/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's router refuses some URLs before any Nest layer (guards, filters, the onSend hook)
 * runs: a malformed escape such as `%ZZ` in the path, or a path parameter over the router's
 * length limit. Left to Fastify they got its own body (`{ statusCode, code: 'FST_ERR_…',
 * message: <the whole URL> }`), which no client can translate; this answers them in the API's
 * error shape instead.
 */
export function routerRefusalHandler(adapter: () => FastifyAdapter) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void =>
    answer(adapter(), error, request, reply);
}

function answer(
  adapter: FastifyAdapter,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // What Nest's own handler does here (security headers of app.useSecurityHeaders()); the
  // adapter keeps that hook private, so it is read by name.
  const securityHook = (adapter as unknown as { securityHook?: (...args: unknown[]) => unknown })
    .securityHook;
  try {
    securityHook?.(request, reply.raw);
  } catch {
    // The request is refused either way.
  }
  const { status, code } = refusalOf(error);
  const body: ErrorBody = { detail: errorCatalog[code].message.fr, code, request_id: request.id };
  void reply
    .status(status)
    .header('x-request-id', request.id)
    .header('content-type', 'application/json; charset=utf-8')
    .send(body);
}

function refusalOf(error: FastifyError): { status: number; code: ErrorCode } {
  // Ids are 36 characters: a parameter past the router's limit (100) names nothing.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 404, code: 'NOT_FOUND' };
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, code: 'VALIDATION_FAILED' };
  return { status: 500, code: 'INTERNAL' };
}
