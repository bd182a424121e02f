import { beforeAll, describe, expect, it } from 'vitest';
import {
  WS_CLOSE,
  type ChatSocketTicketDto,
  type ErrorBody,
  type FlaggedChatPage,
} from '@tontine/contracts';
import { openChatSocket, sendChatMessage, untilInRoom } from './support/chat-sockets.js';
import { makeChatWorld, type ChatWorld } from './support/chat-world.js';
import { makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

async function send(user: TestUser, groupId: string, message: string): Promise<string> {
  const sent = await sendChatMessage(user.token, groupId, message);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.id;
}

async function report(user: TestUser, messageId: string, reason?: string) {
  const flagged = await api('POST', `/api/chat/messages/${messageId}/flag`, {
    token: user.token,
    body: reason === undefined ? {} : { reason },
  });
  expect(flagged.status, JSON.stringify(flagged.body)).toBe(201);
}

function queue(token: string, params = '') {
  return api<FlaggedChatPage & ErrorBody>('GET', `/api/superadmin/chat/flagged${params}`, {
    token,
  });
}

describe('the console’s moderation queue across every group', () => {
  let superAdmin: string;
  let one: ChatWorld;
  let two: ChatWorld;
  beforeAll(async () => {
    [superAdmin, one, two] = await Promise.all([
      signInAs('superAdmin'),
      makeChatWorld(),
      makeChatWorld(),
    ]);
  });

  it('lists reported messages of every group with group, sender, count and reasons, newest first', async () => {
    const spam = await send(one.author, one.group.id, 'Achetez mes montres');
    const insult = await send(two.author, two.group.id, 'Propos blessant');
    await report(one.reporter, spam, 'Spam');
    await report(one.member, spam);
    await report(two.reporter, insult, 'Insulte');

    const page = await queue(superAdmin, '?limit=200');
    expect(page.status).toBe(200);
    const mine = page.body.items.filter((item) => [spam, insult].includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([insult, spam]);
    expect(mine[1]).toMatchObject({
      group_id: one.group.id,
      group_name: one.group.name,
      sender_id: one.author.user.id,
      sender_name: one.author.user.username,
      message: 'Achetez mes montres',
      flag_count: 2,
      flag_reasons: ['Spam', 'Contenu inapproprié'],
    });
    expect(Date.parse(mine[1]!.last_flagged_at)).not.toBeNaN();
  });

  it('pages by keyset, and forgets what a moderator ignored or deleted', async () => {
    const first = await send(one.author, one.group.id, 'Premier');
    const second = await send(one.author, one.group.id, 'Second');
    const third = await send(one.author, one.group.id, 'Troisième');
    for (const id of [first, second, third]) await report(one.reporter, id, 'Spam');

    const top = await queue(superAdmin, '?limit=2');
    expect(top.body.items.map((item) => item.id)).toEqual([third, second]);
    expect(top.body.nextCursor).toEqual(expect.any(String));
    const next = await queue(
      superAdmin,
      `?limit=2&cursor=${encodeURIComponent(top.body.nextCursor!)}`,
    );
    expect(next.body.items[0]!.id).toBe(first);

    const ignored = await api('POST', `/api/chat/messages/${third}/dismiss-flags`, {
      token: superAdmin,
    });
    expect(ignored.status).toBe(200);
    const deleted = await api('DELETE', `/api/chat/messages/${second}`, { token: superAdmin });
    expect(deleted.status).toBe(200);
    const after = await queue(superAdmin, '?limit=200');
    const ids = after.body.items.map((item) => item.id);
    expect(ids).toContain(first);
    expect(ids).not.toContain(second);
    expect(ids).not.toContain(third);
  });

  it('refuses a limit out of range', async () => {
    const refused = await queue(superAdmin, '?limit=500');
    expect(refused.status).toBe(400);
  });
});

describe('a chat socket ticket', () => {
  let world: ChatWorld;
  let other: ChatWorld;
  let outsider: TestUser;
  let superAdmin: string;
  beforeAll(async () => {
    [world, other, outsider, superAdmin] = await Promise.all([
      makeChatWorld(),
      makeChatWorld(),
      makeUser(),
      signInAs('superAdmin'),
    ]);
  });

  function ticketFor(token: string, groupId: string) {
    return api<ChatSocketTicketDto & ErrorBody>('POST', '/api/chat/socket-ticket', {
      token,
      body: { group_id: groupId },
    });
  }

  it('opens its group’s socket for a minute, as the session it was issued to', async () => {
    const issued = await ticketFor(superAdmin, world.group.id);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const lifetime = Date.parse(issued.body.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);

    const chat = openChatSocket(world.group.id, undefined, { ticket: issued.body.ticket });
    try {
      await untilInRoom(chat, world.group.id, world.author);
      const id = await send(world.author, world.group.id, 'Bonjour la console');
      const event = await chat.next('new_message', (e) => e.message.id === id);
      expect(event.message.message).toBe('Bonjour la console');
    } finally {
      await chat.close();
    }
  });

  it('opens nothing else: not another group’s socket, not an HTTP call', async () => {
    const issued = await ticketFor(world.member.token, world.group.id);
    expect(issued.status).toBe(200);

    const elsewhere = openChatSocket(other.group.id, undefined, { ticket: issued.body.ticket });
    expect((await elsewhere.closed).code).toBe(WS_CLOSE.unauthorized);

    const asBearer = await api('GET', '/api/auth/me', { token: issued.body.ticket });
    expect(asBearer.status).toBe(401);
  });

  it('is refused to whoever may not open the chat', async () => {
    const refused = await ticketFor(outsider.token, world.group.id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('CHAT_MEMBERS_ONLY');
  });

  it('stops working once its session ends', async () => {
    const issued = await ticketFor(world.reporter.token, world.group.id);
    const signOut = await api('POST', '/api/auth/logout', { token: world.reporter.token });
    expect(signOut.status).toBeLessThan(300);
    const chat = openChatSocket(world.group.id, undefined, { ticket: issued.body.ticket });
    expect((await chat.closed).code).toBe(WS_CLOSE.unauthorized);
  });
});
