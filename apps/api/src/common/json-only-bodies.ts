import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.js';

/** A form is a few fields: a delivery report, a one-click unsubscribe. */
const FORM_BODY_LIMIT = 16 * 1024;

/** Whether the route's declaration takes a form body (`formBody` of its `@Endpoint`). */
const takesForm = (request: FastifyRequest) =>
  (request.routeOptions.config as { formBody?: boolean } | undefined)?.formBody === true;

/**
 * Bodies are JSON (and multipart on the upload routes, read by the multipart plugin's own
 * parser). Any other media type — text, form-encoded, XML, or none named — answers 415
 * `UNSUPPORTED_MEDIA_TYPE` before a guard or a schema reads it, so that a client learns what
 * to send instead of a 400 about fields. An empty body of any type stays accepted: it is what
 * `fetch` sends as `text/plain` for a call without a body. The few routes whose senders post
 * only forms (declared `formBody`) read them as an object of strings, validated by the same
 * schema as JSON; a form posted anywhere else is 415 like the rest.
 */
export function refuseBodiesThatAreNotJson(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body: string, done) => {
      if (body.length === 0) done(null, undefined);
      else if (!takesForm(request)) done(new DomainError('UNSUPPORTED_MEDIA_TYPE'));
      else done(null, Object.fromEntries(new URLSearchParams(body)));
    },
  );
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body: Buffer, done) => {
      if (body.length === 0) done(null, undefined);
      else done(new DomainError('UNSUPPORTED_MEDIA_TYPE'));
    },
  );
}
