import { describe, expect, it } from 'vitest';
import { api } from './support/http.js';

/** Cases the fuzz tier found, kept here so that each stays fixed by name. */
describe('refused input answers in the API error shape', () => {
  it('answers a malformed escape in the path with a 400 { detail, code }, not Fastify’s body', async () => {
    const answer = await api('POST', '/api/contributions/%ZZ/approve');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      detail: 'Requête invalide',
      code: 'VALIDATION_FAILED',
      request_id: answer.headers.get('x-request-id'),
    });
  });

  it('answers a path parameter longer than any id with a 404 that does not echo the URL', async () => {
    const answer = await api('DELETE', `/api/notifications/${'a'.repeat(5000)}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      detail: 'Ressource introuvable',
      code: 'NOT_FOUND',
      request_id: answer.headers.get('x-request-id'),
    });
  });
});
