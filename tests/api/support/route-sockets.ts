import { WebSocket } from 'ws';
import type { ChatSendResponse } from '@tontine/contracts';
import { apiUrl } from './api-target.js';
import { api } from './http.js';
import { makeGroup } from './factories.js';
import type { Fixture } from './route-fixture.js';

export interface RouteSocket {
  socket: WebSocket;
  /** Every message received, parsed. */
  received: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Opens a WebSocket on `path` the way the clients do: the token as a query parameter. */
export function openRouteSocket(path: string, token: string | undefined): RouteSocket {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(`${apiUrl().replace(/^http/, 'ws')}${path}${query}`);
  const received: unknown[] = [];
  socket.on('message', (raw) => received.push(JSON.parse(String(raw))));
  // A refused connection ends in 'close' with its code; a transport error ends there too.
  socket.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return {
    socket,
    received,
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
}

/**
 * Resolves once the socket receives an event the server raised after admitting it, or answers
 * the close code when the server refuses it. The server admits a socket some time after 'open',
 * with no signal of its own, so `raise` makes an event for it (again, until one arrives) and
 * answers how to recognise it.
 */
export async function admission(
  route: RouteSocket,
  raise: () => Promise<(event: unknown) => boolean>,
  timeoutMs = 15_000,
): Promise<'open' | number> {
  const refused = route.closed.then(({ code }) => code);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await Promise.race([raise(), refused]);
    if (typeof seen === 'number') return seen;
    const arrived = await Promise.race([
      until(() => route.received.some(seen), 250),
      refused.then(() => false),
    ]);
    if (arrived) return 'open';
    if (route.socket.readyState === WebSocket.CLOSED) return refused;
    if (Date.now() > deadline) throw new Error(`no event within ${timeoutMs} ms, and no refusal`);
  }
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/** A chat message of the author's in `group` (then deleted), seen by every socket of the room. */
export function chatProbe(f: Fixture) {
  return async (): Promise<(event: unknown) => boolean> => {
    for (;;) {
      const sent = await api<ChatSendResponse>('POST', '/api/chat/messages', {
        token: f.author.token,
        body: { group_id: f.group.id, message: 'probe' },
      });
      if (sent.status === 429) {
        await new Promise((r) =>
          setTimeout(r, Number(sent.headers.get('retry-after') ?? 1) * 1000),
        );
        continue;
      }
      if (sent.status !== 201) throw new Error(`probe refused: ${JSON.stringify(sent.body)}`);
      const id = sent.body.id;
      return (event) => (event as { message?: { id?: string } }).message?.id === id;
    }
  };
}

const probeGroups = new WeakMap<Fixture, Promise<string>>();

/**
 * A notification to `token`'s account: it asks to join a private group of the helper's, who
 * refuses, which notifies the asker. Asking again after a refusal is allowed.
 */
export function notificationProbe(f: Fixture, token: string) {
  return async (): Promise<(event: unknown) => boolean> => {
    let groupId = probeGroups.get(f);
    if (!groupId) {
      groupId = makeGroup(f.helper, { is_public: false }).then((g) => g.id);
      probeGroups.set(f, groupId);
    }
    const asked = await api<{ request: { id: string } }>(
      'POST',
      `/api/groups/${await groupId}/join-request`,
      { token, body: { message: 'probe' } },
    );
    if (asked.status !== 201)
      throw new Error(`probe request refused: ${JSON.stringify(asked.body)}`);
    const refused = await api('POST', `/api/join-requests/${asked.body.request.id}/reject`, {
      token: f.helper.token,
      body: {},
    });
    if (refused.status !== 200)
      throw new Error(`probe not refused: ${JSON.stringify(refused.body)}`);
    return (event) =>
      (event as { type?: string; data?: { data?: { join_request_id?: string } } }).type ===
        'notification' &&
      (event as { data: { data?: { join_request_id?: string } } }).data.data?.join_request_id ===
        asked.body.request.id;
  };
}
