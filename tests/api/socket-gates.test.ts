import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { chatSocketPath, WS_CLOSE } from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { openChatSocket, untilInRoom } from './support/chat-sockets.js';
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

  it('compares the whole origin: the same host by another scheme or port is another site', async () => {
    const member = await makeUser();
    const { host, port } = new URL(inject('apiUrl'));
    for (const origin of [
      `https://${host}`,
      `http://${host.replace(/:\d+$/, '')}:${Number(port) + 1}`,
      'null',
      'not an origin',
    ]) {
      const opened = openNotificationSocket(member.token, { headers: { origin } });
      expect({ origin, status: await opened.refused }).toEqual({ origin, status: 403 });
    }
    // A proxy's word for the scheme is not taken: the API trusts no proxy's headers.
    const forwarded = openNotificationSocket(member.token, {
      headers: { origin: `https://${host}`, 'x-forwarded-proto': 'https' },
    });
    expect(await forwarded.refused).toBe(403);
  });

  it('admits a page of this server reached by another name, with the connection’s scheme', async () => {
    const member = await makeUser();
    const { port } = new URL(inject('apiUrl'));
    const byName = openNotificationSocket(member.token, {
      headers: { host: `localhost:${port}`, origin: `http://localhost:${port}` },
    });
    expect(await byName.refused).toBeUndefined();
    await admitted(byName);
    byName.socket.close();
    const otherScheme = openNotificationSocket(member.token, {
      headers: { host: `localhost:${port}`, origin: `https://localhost:${port}` },
    });
    expect(await otherScheme.refused).toBe(403);
  });

  it('keeps the desktop console’s ticketed chat socket, whose file page sends Origin "null"', async () => {
    const member = await makeUser();
    const group = await makeGroup(member);
    const issued = await api<{ ticket: string }>('POST', '/api/chat/socket-ticket', {
      token: member.token,
      body: { group_id: group.id },
    });
    expect(issued.status).toBe(200);
    const desktop = openChatSocket(group.id, undefined, {
      ticket: issued.body.ticket,
      origin: 'null',
    });
    try {
      await untilInRoom(desktop, group.id, member);
    } finally {
      await desktop.close();
    }
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

describe('WebSocket origins behind a TLS-terminating proxy', () => {
  let proxied: RunningApi;
  beforeAll(async () => {
    // The proxy ends TLS and talks plain HTTP to the API; PUBLIC_URL is its https address.
    proxied = await startApi({
      DATABASE_URL: inject('databaseUrl'),
      PUBLIC_URL: 'https://tontine.example',
    });
  });
  afterAll(() => proxied?.stop());

  it('admits the pages of PUBLIC_URL over the proxy’s plain connection, and no other origin', async () => {
    const member = await makeUser();
    const page = openNotificationSocket(member.token, {
      baseUrl: proxied.url,
      headers: { host: 'tontine.example', origin: 'https://tontine.example' },
    });
    expect(await page.refused).toBeUndefined();
    await admitted(page);
    page.socket.close();
    for (const origin of ['https://tontine.example:8443', 'https://evil.example']) {
      const refused = openNotificationSocket(member.token, {
        baseUrl: proxied.url,
        headers: { host: 'tontine.example', origin },
      });
      expect({ origin, status: await refused.refused }).toEqual({ origin, status: 403 });
    }
  });
});
