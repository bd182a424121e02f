import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_RATE_LIMIT, WS_CLOSE, type ChatPage } from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { useApiPairSharingRedis } from './support/redis-pair.js';
import {
  openChatSocket,
  sendChatMessage,
  untilInRoom,
  type ChatSocket,
  type ChatSocketOptions,
} from './support/chat-sockets.js';
import { query } from './support/database.js';
import { makeUser, type TestUser } from './support/factories.js';
import { makeChatWorld, type ChatWorld } from './support/chat-world.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

const MEMBERS_ONLY = 'Vous devez être membre du groupe pour accéder au chat';

/** Sockets opened by a test, closed after it whatever happened. */
const opened: ChatSocket[] = [];
function open(groupId: string, token: string | undefined, options?: ChatSocketOptions) {
  const chat = openChatSocket(groupId, token, options);
  opened.push(chat);
  return chat;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((chat) => chat.close()));
});

async function send(user: TestUser, groupId: string, message: string, baseUrl?: string) {
  const sent = await sendChatMessage(user.token, groupId, message, baseUrl);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.id;
}

describe('the chat socket', () => {
  let w: ChatWorld;
  beforeAll(async () => {
    w = await makeChatWorld();
  }, 60_000);

  it('delivers a new message to the other members as the history shows it', async () => {
    const chat = open(w.group.id, w.member.token);
    await untilInRoom(chat, w.group.id, w.admin);
    const id = await send(w.author, w.group.id, '  Mkutano ni kesho saa nane  ');
    const event = await chat.next('new_message', (e) => e.message.id === id);
    const page = await api<ChatPage>('GET', `/api/chat/groups/${w.group.id}/messages`, {
      token: w.author.token,
    });
    const stored = page.body.items.find((m) => m.id === id)!;
    expect(event.message).toEqual({ ...stored, is_read: false });
    expect(event.message).toMatchObject({
      group_id: w.group.id,
      sender_id: w.author.user.id,
      sender_name: w.author.user.username,
      message: 'Mkutano ni kesho saa nane',
      is_admin: false,
    });
  });

  it('serves the same channel on the legacy path /api/ws/:groupId', async () => {
    const chat = open(w.group.id, w.member.token, { legacyPath: true });
    await untilInRoom(chat, w.group.id, w.admin);
    const id = await send(w.author, w.group.id, 'Njia ya zamani');
    expect((await chat.next('new_message', (e) => e.message.id === id)).message.message).toBe(
      'Njia ya zamani',
    );
  });

  it.each([
    ['a forged token', 'forged'],
    ['no token', undefined],
  ])('refuses %s with 4401 and a reason', async (_label, token) => {
    const chat = open(w.group.id, token);
    expect(await chat.closed).toEqual({
      code: WS_CLOSE.unauthorized,
      reason: 'Authentification requise',
    });
  });

  it('refuses a non-member with 4403 and the members-only message', async () => {
    const outsider = await makeUser();
    const chat = open(w.group.id, outsider.token);
    expect(await chat.closed).toEqual({ code: WS_CLOSE.forbidden, reason: MEMBERS_ONLY });
  });

  it.each([randomUUID(), 'not-a-group'])(
    'closes with 4404 for a group that does not exist (%s)',
    async (id) => {
      const chat = open(id, w.member.token);
      expect(await chat.closed).toEqual({ code: WS_CLOSE.notFound, reason: 'Groupe non trouvé' });
    },
  );

  it('refuses a closed group and a group whose chat is off', async () => {
    // One after the other: naming moderators in two groups at once can deadlock (see chat.test.ts).
    const closed = await makeChatWorld();
    const off = await makeChatWorld();
    await query("UPDATE savings_groups SET status = 'closed' WHERE id = ?", [closed.group.id]);
    await query('UPDATE savings_groups SET chat_enabled = 0 WHERE id = ?', [off.group.id]);
    expect(await open(closed.group.id, closed.member.token).closed).toEqual({
      code: WS_CLOSE.forbidden,
      reason: 'Chat indisponible : groupe fermé/suspendu',
    });
    expect(await open(off.group.id, off.member.token).closed).toEqual({
      code: WS_CLOSE.forbidden,
      reason: 'Chat indisponible pour ce groupe',
    });
  });

  it('tells the other members when a message is deleted', async () => {
    const chat = open(w.group.id, w.member.token);
    await untilInRoom(chat, w.group.id, w.admin);
    const id = await send(w.author, w.group.id, 'Nitaifuta');
    await chat.next('new_message', (e) => e.message.id === id);
    expect(
      (await api('DELETE', `/api/chat/messages/${id}`, { token: w.author.token })).status,
    ).toBe(200);
    expect(await chat.next('message_deleted', (e) => e.message_id === id)).toEqual({
      type: 'message_deleted',
      group_id: w.group.id,
      message_id: id,
    });
  });

  it('sends reports and dismissals to moderators’ sockets only: the group’s admin, its named moderator, a super admin', async () => {
    const superAdmin = await signInAs('superAdmin');
    const moderators = [w.admin.token, w.moderator.token, superAdmin].map((token) =>
      open(w.group.id, token),
    );
    // A group admin elsewhere is a plain member here.
    const plain = [w.member, w.roleAdmin].map((u) => open(w.group.id, u.token));
    await untilInRoom([...moderators, ...plain], w.group.id, w.admin);

    const id = await send(w.author, w.group.id, 'Tuma pesa kwa namba hii');
    const flagged = await api('POST', `/api/chat/messages/${id}/flag`, {
      token: w.member.token,
      body: { reason: 'Arnaque' },
    });
    expect(flagged.status).toBe(201);
    for (const chat of moderators) {
      const event = await chat.next('message_flagged', (e) => e.message.id === id);
      expect(event.message).toMatchObject({
        is_flagged: true,
        flag_count: 1,
        flag_reasons: ['Arnaque'],
      });
    }
    const dismissed = await api('POST', `/api/chat/messages/${id}/dismiss-flags`, {
      token: w.moderator.token,
    });
    expect(dismissed.status).toBe(200);
    for (const chat of moderators) await chat.next('flag_dismissed', (e) => e.message_id === id);

    // Events keep their order on a socket: once a later message is in, nothing else is coming.
    const marker = await send(w.author, w.group.id, 'Alama');
    for (const chat of plain) {
      await chat.next('new_message', (e) => e.message.id === marker);
      expect(chat.events.map((e) => e.type)).not.toContain('message_flagged');
      expect(chat.events.map((e) => e.type)).not.toContain('flag_dismissed');
    }
  });

  it('closes an excluded member’s open socket; they can no longer read the chat', async () => {
    const v = await makeChatWorld();
    const chat = open(v.group.id, v.member.token);
    await untilInRoom(chat, v.group.id, v.admin);
    const out = await api('DELETE', `/api/groups/${v.group.id}/members/${v.member.user.id}`, {
      token: v.admin.token,
    });
    expect(out.status).toBe(200);
    expect(await chat.closed).toEqual({ code: WS_CLOSE.forbidden, reason: MEMBERS_ONLY });
    const history = await api('GET', `/api/chat/groups/${v.group.id}/messages`, {
      token: v.member.token,
    });
    expect(history.status).toBe(403);
    expect(history.body.detail).toBe(MEMBERS_ONLY);
    expect(await open(v.group.id, v.member.token).closed).toEqual({
      code: WS_CLOSE.forbidden,
      reason: MEMBERS_ONLY,
    });
    const sent = await sendChatMessage(v.member.token, v.group.id, 'Bado niko?');
    expect(sent.status).toBe(403);
  });

  it('gives a client back exactly the messages it missed while disconnected', async () => {
    const v = await makeChatWorld();
    const first = open(v.group.id, v.member.token);
    await untilInRoom(first, v.group.id, v.admin);
    const seenIds = [await send(v.author, v.group.id, 'a'), await send(v.author, v.group.id, 'b')];
    for (const id of seenIds) await first.next('new_message', (e) => e.message.id === id);
    await first.close();

    const missed = [await send(v.author, v.group.id, 'c'), await send(v.admin, v.group.id, 'd')];
    const again = open(v.group.id, v.member.token);
    await untilInRoom(again, v.group.id, v.admin);
    const after = await api<ChatPage>(
      'GET',
      `/api/chat/groups/${v.group.id}/messages?after=${seenIds[1]}`,
      { token: v.member.token },
    );
    expect(after.body.items.map((m) => [m.id, m.message])).toEqual([
      [missed[0], 'c'],
      [missed[1], 'd'],
    ]);
  });
});

describe('rights that change while a socket is open', () => {
  it('asks a moderator who lost the right to reconnect, so reports stop reaching them', async () => {
    const v = await makeChatWorld();
    const chat = open(v.group.id, v.moderator.token);
    await untilInRoom(chat, v.group.id, v.admin);
    const unnamed = await api('PUT', `/api/chat/groups/${v.group.id}/moderators`, {
      token: v.admin.token,
      body: { user_ids: [] },
    });
    expect(unnamed.status).toBe(200);
    expect((await chat.closed).code).toBe(1012);

    const again = open(v.group.id, v.moderator.token);
    await untilInRoom(again, v.group.id, v.admin);
    const id = await send(v.author, v.group.id, 'Ujumbe wa kuripotiwa');
    expect(
      (await api('POST', `/api/chat/messages/${id}/flag`, { token: v.member.token })).status,
    ).toBe(201);
    const marker = await send(v.author, v.group.id, 'Alama');
    await again.next('new_message', (e) => e.message.id === marker);
    expect(again.events.map((e) => e.type)).not.toContain('message_flagged');
  });
});

describe('a group deleted while its chat is open', () => {
  it('closes every socket and refuses the next message at once', async () => {
    const v = await makeChatWorld();
    const chat = open(v.group.id, v.member.token);
    await untilInRoom(chat, v.group.id, v.admin);
    // The author wrote a moment ago, so the API holds their seat in memory.
    await send(v.author, v.group.id, 'Kabla ya kufungwa');
    const removed = await api('DELETE', `/api/groups/${v.group.id}`, { token: v.admin.token });
    expect(removed.status).toBe(200);
    expect(await chat.closed).toEqual({
      code: WS_CLOSE.forbidden,
      reason: 'Chat indisponible : groupe fermé/suspendu',
    });
    expect((await sendChatMessage(v.author.token, v.group.id, 'Bado?')).status).toBe(404);
  });
});

describe('a WebSocket path nobody serves', () => {
  it('is answered 404 and closed instead of hanging', async () => {
    const admin = await makeUser();
    const socket = new WebSocket(
      `${inject('apiUrl').replace(/^http/, 'ws')}/ws/chat/a/b?token=${admin.token}`,
    );
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });
});

describe('a malformed chat path', () => {
  let own: RunningApi;
  beforeAll(async () => {
    own = await startApi({ DATABASE_URL: inject('databaseUrl') });
  });
  afterAll(async () => {
    await own?.stop();
  });

  it('is refused without taking the API down', async () => {
    const admin = await makeUser();
    // A broken percent-escape where the group id goes, as any client may send.
    const socket = new WebSocket(
      `${own.url.replace(/^http/, 'ws')}/ws/chat/%E0%A4%A?token=${admin.token}`,
    );
    socket.on('error', () => undefined);
    await new Promise((ended) => socket.once('close', ended));
    const health = await fetch(`${own.url}/api/health`).then(
      (r) => r.status,
      () => 'down',
    );
    expect(health).toBe(200);
  });
});

describe('across two API instances sharing Redis', () => {
  const pair = useApiPairSharingRedis(() => ({ SMTP_URL: inject('smtpUrl') }));

  it('delivers a message sent to one instance to a client connected to the other', async () => {
    const w = await makeChatWorld(pair.first.url);
    const onSecond = open(w.group.id, w.member.token, { baseUrl: pair.second.url });
    const onFirst = open(w.group.id, w.moderator.token, { baseUrl: pair.first.url });
    await untilInRoom([onSecond, onFirst], w.group.id, w.admin, pair.first.url);

    const id = await send(w.author, w.group.id, 'Kutoka upande mwingine', pair.first.url);
    const event = await onSecond.next('new_message', (e) => e.message.id === id);
    expect(event.message.message).toBe('Kutoka upande mwingine');

    const removed = await api('DELETE', `/api/chat/messages/${id}`, {
      token: w.author.token,
      baseUrl: pair.second.url,
    });
    expect(removed.status).toBe(200);
    await onFirst.next('message_deleted', (e) => e.message_id === id);
  });

  it('keeps reports to the moderators connected to the other instance', async () => {
    const w = await makeChatWorld(pair.first.url);
    const moderator = open(w.group.id, w.moderator.token, { baseUrl: pair.second.url });
    const plain = open(w.group.id, w.member.token, { baseUrl: pair.second.url });
    await untilInRoom([moderator, plain], w.group.id, w.admin, pair.first.url);

    const id = await send(w.author, w.group.id, 'Ripoti hii', pair.first.url);
    const flagged = await api('POST', `/api/chat/messages/${id}/flag`, {
      token: w.admin.token,
      baseUrl: pair.first.url,
      body: {},
    });
    expect(flagged.status).toBe(201);
    await moderator.next('message_flagged', (e) => e.message.id === id);
    const marker = await send(w.author, w.group.id, 'Alama', pair.first.url);
    await plain.next('new_message', (e) => e.message.id === marker);
    expect(plain.events.map((e) => e.type)).not.toContain('message_flagged');
  });

  it('closes an excluded member’s socket on the other instance', async () => {
    const w = await makeChatWorld(pair.first.url);
    const chat = open(w.group.id, w.member.token, { baseUrl: pair.second.url });
    await untilInRoom(chat, w.group.id, w.admin, pair.first.url);
    const out = await api('DELETE', `/api/groups/${w.group.id}/members/${w.member.user.id}`, {
      token: w.admin.token,
      baseUrl: pair.first.url,
    });
    expect(out.status).toBe(200);
    expect(await chat.closed).toEqual({ code: WS_CLOSE.forbidden, reason: MEMBERS_ONLY });
  });

  it('counts the rate limit across both instances', async () => {
    const w = await makeChatWorld(pair.first.url);
    const half = CHAT_RATE_LIMIT.messages / 2;
    const burst = await Promise.all(
      Array.from({ length: CHAT_RATE_LIMIT.messages }, (_, i) =>
        sendChatMessage(
          w.author.token,
          w.group.id,
          `Ujumbe ${i}`,
          i < half ? pair.first.url : pair.second.url,
        ),
      ),
    );
    expect(burst.map((a) => a.status)).toEqual(Array(CHAT_RATE_LIMIT.messages).fill(201));
    for (const instance of [pair.first, pair.second]) {
      const refused = await sendChatMessage(w.author.token, w.group.id, 'Zaidi', instance.url);
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toBe('Trop de messages envoyés, attendez un moment');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });
});
