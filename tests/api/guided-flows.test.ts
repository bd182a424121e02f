import { describe, expect, it } from 'vitest';
import type { FlowProgressDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

/** The step each member reached in each guided flow, kept for any device. */
describe('guided flows progress', () => {
  it('saves the step reached and answers it, in the flows’ order, on another session', async () => {
    const member = await makeUser();
    const empty = await api<FlowProgressDto[]>('GET', '/api/users/me/flows', {
      token: member.token,
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);

    const join = await api<FlowProgressDto>('PUT', '/api/users/me/flows/joinRequest', {
      token: member.token,
      body: { step_index: 2, completed: false },
    });
    expect(join.status).toBe(200);
    expect(join.body).toEqual({
      flow: 'joinRequest',
      step_index: 2,
      completed: false,
      updated_at: expect.any(String),
    });
    const onboarding = await api('PUT', '/api/users/me/flows/onboarding', {
      token: member.token,
      body: { step_index: 3, completed: false },
    });
    expect(onboarding.status).toBe(200);
    // Going back is saved too: the last write wins, and a user keeps one row per flow.
    const back = await api<FlowProgressDto>('PUT', '/api/users/me/flows/onboarding', {
      token: member.token,
      body: { step_index: 1, completed: false },
    });
    expect(back.body.step_index).toBe(1);
    expect(await countRows('user_flow_progress', 'user_id = ?', [member.user.id])).toBe(2);

    // Another device: a second sign-in of the same account reads the same progress.
    const other = await api<{ access_token: string }>('POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(other.status).toBe(200);
    const listed = await api<FlowProgressDto[]>('GET', '/api/users/me/flows', {
      token: other.body.access_token,
    });
    expect(listed.body.map((p) => [p.flow, p.step_index, p.completed])).toEqual([
      ['onboarding', 1, false],
      ['joinRequest', 2, false],
    ]);

    const done = await api<FlowProgressDto>('PUT', '/api/users/me/flows/onboarding', {
      token: other.body.access_token,
      body: { step_index: 4, completed: true },
    });
    expect(done.body).toMatchObject({ step_index: 4, completed: true });
    const rows = await countRows('user_flow_progress', 'user_id = ? AND completed = 1', [
      member.user.id,
    ]);
    expect(rows).toBe(1);
  });

  it('keeps each member’s progress to themselves', async () => {
    const a = await makeUser();
    const b = await makeUser();
    await api('PUT', '/api/users/me/flows/groupCreation', {
      token: a.token,
      body: { step_index: 3, completed: false },
    });
    const ofB = await api<FlowProgressDto[]>('GET', '/api/users/me/flows', { token: b.token });
    expect(ofB.body).toEqual([]);
  });

  it('refuses an unknown flow (404) and a step past the flow (400), writing nothing', async () => {
    const member = await makeUser();
    const unknown = await api<{ code: string; detail: string }>(
      'PUT',
      '/api/users/me/flows/checkout',
      { token: member.token, body: { step_index: 0, completed: false } },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'FLOW_NOT_FOUND',
      detail: 'Erreur de navigation: Flow introuvable. Destination non trouvée',
    });
    for (const flow of ['__proto__', 'constructor', 'Onboarding']) {
      const odd = await api('PUT', `/api/users/me/flows/${flow}`, {
        token: member.token,
        body: { step_index: 0, completed: false },
      });
      expect(odd.status, flow).toBe(404);
    }
    const beyond = await api<{ code: string; detail: string }>(
      'PUT',
      '/api/users/me/flows/groupCreation',
      { token: member.token, body: { step_index: 5, completed: false } },
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body).toMatchObject({
      code: 'FLOW_STEP_INVALID',
      detail: 'Erreur de navigation: Destination non trouvée',
    });
    for (const body of [
      { step_index: -1, completed: false },
      { step_index: 1.5, completed: false },
      { step_index: '1', completed: false },
      { step_index: 1 },
      { step_index: 1, completed: false, flow: 'onboarding' },
    ]) {
      const bad = await api('PUT', '/api/users/me/flows/onboarding', {
        token: member.token,
        body,
      });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(await countRows('user_flow_progress', 'user_id = ?', [member.user.id])).toBe(0);
  });

  it('is for signed-in members: anonymous 401, support staff 403', async () => {
    expect((await api('GET', '/api/users/me/flows')).status).toBe(401);
    const support = await signInAs('support');
    expect((await api('GET', '/api/users/me/flows', { token: support })).status).toBe(403);
    const put = await api('PUT', '/api/users/me/flows/onboarding', {
      token: support,
      body: { step_index: 0, completed: false },
    });
    expect(put.status).toBe(403);
  });
});
