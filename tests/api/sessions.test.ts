import { describe, expect, it } from 'vitest';
import { WS_CLOSE, type AuthResponse } from '@tontine/contracts';
import { openChatSocket } from './support/chat-sockets.js';
import { query } from './support/database.js';
import { makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { waitForMail } from './support/inbox.js';
import { admitted, openNotificationSocket, stillOpen } from './support/notification-sockets.js';
import { signInAs } from './support/sessions.js';

/** Another session of the same account, as a second phone would open it. */
async function signIn(user: TestUser, password = user.password): Promise<string> {
  const answer = await api<AuthResponse>('POST', '/api/auth/login', {
    body: { email: user.email, password },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

const me = (token: string) => api<{ code?: string }>('GET', '/api/auth/me', { token });

const changePassword = (token: string, current: string, next: string) =>
  api<{ code?: string; field?: string; message?: string }>('PUT', '/api/users/me/password', {
    token,
    body: { current_password: current, new_password: next },
  });

describe('changing the password', () => {
  it('ends every other session, on HTTP and on open sockets, and keeps this one', async () => {
    const user = await makeUser();
    const group = await makeGroup(user);
    const phone = await signIn(user);
    const notifications = openNotificationSocket(phone);
    const chat = openChatSocket(group.id, phone);
    const ownSocket = openNotificationSocket(user.token);
    await Promise.all([admitted(notifications), admitted(ownSocket)]);

    const changed = await changePassword(user.token, user.password, 'N0uveau-secret');
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Mot de passe modifié. Vos autres sessions ont été fermées.');

    expect(await me(phone)).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    expect((await me(user.token)).status).toBe(200);
    expect((await notifications.closed).code).toBe(WS_CLOSE.unauthorized);
    expect((await chat.closed).code).toBe(WS_CLOSE.unauthorized);
    expect(await stillOpen(ownSocket)).toBe(true);
    ownSocket.socket.close();

    // The new password signs in; the old one no longer does.
    expect(await signIn(user, 'N0uveau-secret')).toBeTruthy();
    const old = await api('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(old.status).toBe(401);
    // The owner is told by e-mail, in case it was not them.
    expect((await waitForMail(user.email)).subject).toBe(
      'Votre mot de passe Tontine a été modifié',
    );
  });

  it('refuses a wrong current password or a weak new one, and changes nothing', async () => {
    const user = await makeUser();
    const other = await signIn(user);
    const [before] = await query('SELECT password_hash FROM users WHERE id = ?', [user.user.id]);

    const wrong = await changePassword(user.token, 'Not-the-passw0rd', 'N0uveau-secret');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'CURRENT_PASSWORD_INVALID',
      field: 'current_password',
    });
    const weak = await changePassword(user.token, user.password, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ field: 'new_password', message_key: 'passwordTooShort' });
    const same = await changePassword(user.token, user.password, user.password);
    expect(same.body).toMatchObject({ field: 'new_password', message_key: 'passwordUnchanged' });

    const [after] = await query('SELECT password_hash FROM users WHERE id = ?', [user.user.id]);
    expect(after).toEqual(before);
    expect((await me(other)).status).toBe(200);
  });
});

describe('signing out', () => {
  it('ends this session only; "sign out everywhere" ends them all', async () => {
    const user = await makeUser();
    const [a, b, c] = [user.token, await signIn(user), await signIn(user)];
    const socketOfB = openNotificationSocket(b);
    await admitted(socketOfB);

    expect((await api('POST', '/api/auth/logout', { token: a })).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(200);
    expect(await stillOpen(socketOfB)).toBe(true);

    const everywhere = await api<{ message: string }>('POST', '/api/auth/logout-all', { token: c });
    expect(everywhere.status).toBe(200);
    for (const token of [b, c]) expect((await me(token)).status).toBe(401);
    expect((await socketOfB.closed).code).toBe(WS_CLOSE.unauthorized);
  });
});

describe('the session timeout of the Sécurité tab', () => {
  it('refuses a token left unused for longer than the chosen timeout', async () => {
    const user = await makeUser();
    const settings = await api<Record<string, unknown>>('GET', '/api/users/me/settings', {
      token: user.token,
    });
    const saved = await api('PUT', '/api/users/me/settings', {
      token: user.token,
      body: { ...settings.body, session_timeout: 15 },
    });
    expect(saved.status).toBe(200);
    const recent = await signIn(user);
    const idle = await signIn(user);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [idleSession, recentSession] = await Promise.all(
      [idle, recent].map((token) => JSON.parse(atob(token.split('.')[1]!)).sid as string),
    );
    await query('UPDATE sessions SET last_seen_at = ? WHERE id = ?', [ago(16), idleSession]);
    await query('UPDATE sessions SET last_seen_at = ? WHERE id = ?', [ago(14), recentSession]);

    expect(await me(idle)).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } });
    expect((await me(recent)).status).toBe(200);
    // Refused once, refused for good: using it does not bring it back.
    expect((await me(idle)).status).toBe(401);
  });
});

describe('a suspended account', () => {
  it('is refused at once on HTTP and on its open sockets, with the same answer', async () => {
    const superAdmin = await signInAs('superAdmin');
    const user = await makeUser();
    const group = await makeGroup(user);
    const notifications = openNotificationSocket(user.token);
    const chat = openChatSocket(group.id, user.token);
    await admitted(notifications);

    const suspended = await api('POST', `/api/superadmin/users/${user.user.id}/action`, {
      token: superAdmin,
      body: { action: 'suspend' },
    });
    expect(suspended.status).toBe(200);

    const http = await me(user.token);
    expect(http).toMatchObject({ status: 403, body: { code: 'ACCOUNT_SUSPENDED' } });
    const closedNotifications = await notifications.closed;
    expect(closedNotifications).toEqual({
      code: WS_CLOSE.forbidden,
      reason: (http.body as { detail: string }).detail,
    });
    expect((await chat.closed).code).toBe(WS_CLOSE.forbidden);
    // A new socket is refused with the same words.
    const again = openNotificationSocket(user.token);
    expect(await again.closed).toEqual(closedNotifications);
    const login = await api('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(403);

    // Activated again, the account signs in anew (its old sessions stay ended).
    await api('POST', `/api/superadmin/users/${user.user.id}/action`, {
      token: superAdmin,
      body: { action: 'activate' },
    });
    expect((await me(user.token)).status).toBe(401);
    expect(await signIn(user)).toBeTruthy();
  });

  it('refuses acting on oneself or on a super admin, and unknown actions', async () => {
    const superAdmin = await signInAs('superAdmin');
    const who = await api<{ id: string }>('GET', '/api/auth/me', { token: superAdmin });
    const self = await api<{ code: string }>(
      'POST',
      `/api/superadmin/users/${who.body.id}/action`,
      { token: superAdmin, body: { action: 'suspend' } },
    );
    expect(self).toMatchObject({ status: 403, body: { code: 'CANNOT_ACT_ON_SELF' } });
    const member = await makeUser();
    const byMember = await api('POST', `/api/superadmin/users/${who.body.id}/action`, {
      token: member.token,
      body: { action: 'suspend' },
    });
    expect(byMember.status).toBe(403);
    const unknown = await api('POST', `/api/superadmin/users/${member.user.id}/action`, {
      token: superAdmin,
      body: { action: 'ban' },
    });
    expect(unknown.status).toBe(400);
    const missing = await api('POST', '/api/superadmin/users/not-a-user/action', {
      token: superAdmin,
      body: { action: 'suspend' },
    });
    expect(missing.status).toBe(404);
  });
});
