import { afterEach, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { chatSocketPath, WS_CLOSE } from '@tontine/contracts';
import { openChatSocket } from './support/chat-sockets.js';
import { makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { admitted, openNotificationSocket, stillOpen } from './support/notification-sockets.js';
import { signInAs } from './support/sessions.js';

const toggle = async (enabled: boolean) => {
  const answer = await api('POST', '/api/maintenance/toggle', {
    token: await signInAs('superAdmin'),
    body: { enabled, message: 'Mise à jour de la plateforme' },
  });
  expect(answer.status).toBe(200);
};

describe('WebSockets and maintenance', () => {
  afterEach(() => toggle(false));

  it('closes everyone’s open sockets but super admins’ when maintenance starts', async () => {
    const member = await makeUser();
    const group = await makeGroup(member);
    const superAdmin = await signInAs('superAdmin');
    const memberNotifications = openNotificationSocket(member.token);
    const memberChat = openChatSocket(group.id, member.token);
    const operatorNotifications = openNotificationSocket(superAdmin);
    await Promise.all([admitted(memberNotifications), admitted(operatorNotifications)]);

    await toggle(true);
    expect(await memberNotifications.closed).toEqual({
      code: WS_CLOSE.maintenance,
      reason: 'Mise à jour de la plateforme',
    });
    expect((await memberChat.closed).code).toBe(WS_CLOSE.maintenance);
    expect(await stillOpen(operatorNotifications)).toBe(true);
    operatorNotifications.socket.close();
  });

  it('refuses new sockets during maintenance, except a super admin’s', async () => {
    const member = await makeUser();
    await toggle(true);
    const refused = openNotificationSocket(member.token);
    expect((await refused.closed).code).toBe(WS_CLOSE.maintenance);
    const operator = openNotificationSocket(await signInAs('superAdmin'));
    await admitted(operator);
    expect(await stillOpen(operator)).toBe(true);
    operator.socket.close();

    await toggle(false);
    const back = openNotificationSocket(member.token);
    await admitted(back);
    expect(await stillOpen(back)).toBe(true);
    back.socket.close();
  });
});

describe('WebSocket origins', () => {
  it('refuses an upgrade from another site’s page, before any socket opens', async () => {
    const member = await makeUser();
    const group = await makeGroup(member);
    const foreign = openNotificationSocket(member.token, {
      headers: { origin: 'https://evil.example' },
    });
    expect(await foreign.refused).toBe(403);
    const chat = new WebSocket(
      `${inject('apiUrl').replace(/^http/, 'ws')}${chatSocketPath(group.id)}?token=${member.token}`,
      { headers: { origin: 'https://evil.example' } },
    );
    chat.on('error', () => undefined);
    const status = await new Promise<number>((resolve) =>
      chat.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(403);
  });

  it('admits the app’s own pages and programs that send no Origin', async () => {
    const member = await makeUser();
    const own = openNotificationSocket(member.token, {
      headers: { origin: inject('apiUrl') },
    });
    expect(await own.refused).toBeUndefined();
    await admitted(own);
    own.socket.close();
    const program = openNotificationSocket(member.token);
    expect(await program.refused).toBeUndefined();
    program.socket.close();
  });
});
