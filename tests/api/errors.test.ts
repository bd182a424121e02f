import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api } from './support/http.js';

describe('error answers', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const answer = await api('GET', '/api/does-not-exist');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND', detail: 'Ressource introuvable' });
    expect(answer.body.request_id).toBe(answer.headers.get('x-request-id'));
  });

  it('answers unreadable JSON with a 400, not a 500', async () => {
    const answer = await api('POST', '/api/auth/login', {
      raw: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'MALFORMED_BODY' });
  });

  it('reports the database it runs on', async () => {
    const health = await api('GET', '/api/health');
    expect(health.body).toMatchObject({ status: 'ok', database: 'mysql' });
    expect(inject('databaseUrl')).toMatch(/^mysql:\/\//);
  });
});
