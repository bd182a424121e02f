import { describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { NOTIFICATIONS_WS_PATH, WS_CLOSE, type RealtimeMessage } from '@tontine/contracts';
import { useApiPairSharingRedis } from './support/redis-pair.js';
import { makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';

function connect(
  baseUrl: string,
  token: string,
): Promise<{ socket: WebSocket; messages: RealtimeMessage[] }> {
  const socket = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}${NOTIFICATIONS_WS_PATH}?token=${token}`,
  );
  const messages: RealtimeMessage[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as RealtimeMessage));
  return new Promise((resolve, reject) => {
    socket.once('open', () => setTimeout(() => resolve({ socket, messages }), 150));
    socket.once('error', reject);
  });
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('nothing arrived in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('live notifications over WebSocket', () => {
  it('pushes a new notification to its owner as it happens', async () => {
    const [admin, requester] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: false });
    const { socket, messages } = await connect(inject('apiUrl'), admin.token);
    try {
      await api('POST', `/api/groups/${group.id}/join-request`, {
        token: requester.token,
        body: { message: 'Karibu?' },
      });
      const message = await waitFor(() => messages[0]);
      expect(message.type).toBe('notification');
      expect(message.data).toMatchObject({
        type: 'join_request',
        priority: 'medium',
        is_read: false,
      });
    } finally {
      socket.close();
    }
  });

  it('refuses a connection without a valid token, with a reason', async () => {
    const socket = new WebSocket(
      `${inject('apiUrl').replace(/^http/, 'ws')}${NOTIFICATIONS_WS_PATH}?token=forged`,
    );
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      socket.once('close', (c, r) => resolve([c, String(r)])),
    );
    expect(code).toBe(WS_CLOSE.unauthorized);
    expect(reason).toBe('Authentification requise');
  });

  describe('across two API instances sharing Redis', () => {
    const pair = useApiPairSharingRedis();

    it('delivers an event raised on one instance to a socket on the other', async () => {
      const [admin, requester] = await Promise.all([makeUser(), makeUser()]);
      const group = await makeGroup(admin, { is_public: false });
      const { socket, messages } = await connect(pair.second.url, admin.token);
      try {
        const sent = await api('POST', `/api/groups/${group.id}/join-request`, {
          baseUrl: pair.first.url,
          token: requester.token,
          body: { message: 'Depuis l’autre instance' },
        });
        expect(sent.status).toBe(201);
        const message = await waitFor(() => messages[0]);
        expect(message.data).toMatchObject({ type: 'join_request' });
      } finally {
        socket.close();
      }
    });
  });
});
