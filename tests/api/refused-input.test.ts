import { describe, expect, it } from 'vitest';
import { countRows } from './support/database.js';
import { makeGroup, makeMembers, makeUser } from './support/factories.js';
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

describe('a route that reads no body refuses one that carries fields', () => {
  it('does not approve a contribution sent with fields the route never reads', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, { start_date: '2020-01-01' });
    const [member] = await makeMembers(group, 1);
    const paid = await api<{ contribution: { id: string } }>(
      'POST',
      `/api/contributions/cash/record?group_id=${group.id}&amount=10`,
      { token: member!.token },
    );
    expect(paid.status).toBe(201);
    const id = paid.body.contribution.id;

    const answer = await api('POST', `/api/contributions/${id}/approve`, {
      token: admin.token,
      body: { amount: '999999' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message_key: 'unknownField',
      field: 'amount',
    });
    expect(await countRows('contributions', "id = ? AND status = 'pending'", [id])).toBe(1);

    // What clients send to such a route, nothing or {}, is still accepted.
    const approved = await api('POST', `/api/contributions/${id}/approve`, {
      token: admin.token,
      body: {},
    });
    expect(approved.status).toBe(200);
  });

  it('refuses a text body on a route without one with a 415, and keeps the group', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin);
    const answer = await api('DELETE', `/api/groups/${group.id}`, {
      token: admin.token,
      raw: 'confirm=yes',
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: JSON_ONLY });
    expect(await countRows('savings_groups', 'id = ? AND deleted_at IS NULL', [group.id])).toBe(1);
  });
});

const JSON_ONLY = 'Le corps de la requête doit être du JSON (Content-Type: application/json)';

describe('bodies are JSON', () => {
  it('refuses a form-encoded body with a 415, even one whose fields the schema would accept', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, { is_public: false });
    const requester = await makeUser();
    const request = await api<{ request: { id: string } }>(
      'POST',
      `/api/groups/${group.id}/join-request`,
      { token: requester.token, body: { message: 'Karibu?' } },
    );
    expect(request.status).toBe(201);
    const id = request.body.request.id;

    const formEncoded = await api('POST', `/api/join-requests/${id}/accept`, {
      token: admin.token,
      raw: 'admin_response=Karibu',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formEncoded.status).toBe(415);
    expect(formEncoded.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: JSON_ONLY });

    // Multipart reached the handler as an empty body, so the fields were dropped unread.
    const form = new FormData();
    form.set('admin_response', 'Karibu');
    const multipart = await api('POST', `/api/join-requests/${id}/accept`, {
      token: admin.token,
      raw: form,
    });
    expect(multipart.status).toBe(415);
    expect(multipart.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await countRows('join_requests', "id = ? AND status = 'pending'", [id])).toBe(1);
  });

  it('refuses text, XML and a body of no named type on a JSON route with a 415, signing no one in', async () => {
    for (const [type, raw] of [
      ['text/plain', '{"email":"a@b.co","password":"x"}'],
      ['application/xml', '<login><email>a@b.co</email></login>'],
      ['text/xml; charset=utf-8', '<login/>'],
      [undefined, '{"email":"a@b.co","password":"x"}'],
    ] as const) {
      const answer = await api('POST', '/api/auth/login', {
        raw: new TextEncoder().encode(raw),
        headers: type ? { 'content-type': type } : {},
      });
      expect(answer.status, type).toBe(415);
      expect(answer.body).toEqual({
        detail: JSON_ONLY,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        request_id: answer.headers.get('x-request-id'),
      });
    }
  });

  it('accepts an empty body whatever its type, as fetch sends it for a call without one', async () => {
    const admin = await makeUser();
    const answer = await api('POST', '/api/auth/logout', {
      token: admin.token,
      raw: '',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(answer.status).toBeLessThan(300);
  });
});

describe('dates the calendar does not have', () => {
  it('refuses 30 February as a start date with a 400, on both creation forms, and creates nothing', async () => {
    const admin = await makeUser();
    const before = await countRows('savings_groups');
    const modal = await api('POST', '/api/groups', {
      token: admin.token,
      body: {
        name: 'Chama ya Februari',
        description: 'Savings of the market traders',
        contribution_amount: '10',
        start_date: '2024-02-30',
      },
    });
    expect(modal.status).toBe(400);
    expect(modal.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'start_date' });
    const onboarding = await api('POST', '/api/auth/onboarding/create-group', {
      token: admin.token,
      body: { name: 'Chama ya Februari', contribution_amount: 10, start_date: '2023-02-29' },
    });
    expect(onboarding.status).toBe(400);
    expect(onboarding.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'start_date' });
    expect(await countRows('savings_groups')).toBe(before);
  });
});
