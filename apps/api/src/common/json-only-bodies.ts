import type { FastifyInstance } from 'fastify';
import { DomainError } from './domain-error.js';

/**
 * Bodies are JSON (and multipart on the upload routes, read by the multipart plugin's own
 * parser). Any other media type — text, form-encoded, XML, or none named — answers 415
 * `UNSUPPORTED_MEDIA_TYPE` before a guard or a schema reads it, so that a client learns what
 * to send instead of a 400 about fields. An empty body of any type stays accepted: it is what
 * `fetch` sends as `text/plain` for a call without a body.
 */
export function refuseBodiesThatAreNotJson(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body: Buffer, done) => {
      if (body.length === 0) done(null, undefined);
      else done(new DomainError('UNSUPPORTED_MEDIA_TYPE'));
    },
  );
}
