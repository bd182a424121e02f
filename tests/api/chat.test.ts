import { randomUUID } from 'node:crypto';
import type { RowDataPacket } from 'mysql2/promise';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_RATE_LIMIT,
  DEFAULT_FLAG_REASON,
  type ChatMessageDto,
  type ChatModeratorsDto,
  type ChatPage,
  type ChatUnreadDto,
  type ErrorBody,
  type GroupDto,
} from '@tontine/contracts';
import { sendChatMessage } from './support/chat-sockets.js';
import { countRows, query } from './support/database.js';
import {
  becomeRoleAdmin,
  makeGroup,
  makeMembers,
  makeUser,
  type TestUser,
} from './support/factories.js';
import { makeChatWorld, type ChatWorld } from './support/chat-world.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

const MESSAGES = {
  empty: 'Le message est vide',
  signIn: 'Vous devez être connecté pour envoyer des messages',
  notMember: 'Vous ne pouvez pas envoyer de message dans ce groupe',
  inactive: 'Vous ne pouvez pas envoyer de messages dans ce groupe (inactif)',
  tooLong: 'Message trop long (maximum 500 caractères)',
  rateLimited: 'Trop de messages envoyés, attendez un moment',
  membersOnly: 'Vous devez être membre du groupe pour accéder au chat',
  groupClosed: 'Chat indisponible : groupe fermé/suspendu',
  chatDisabled: 'Chat indisponible pour ce groupe',
  moderatorsOnly: 'Réservé aux modérateurs du chat',
  deleteForbidden: 'Vous ne pouvez supprimer que vos propres messages',
} as const;

async function send(user: TestUser, group: GroupDto, message: string): Promise<string> {
  const sent = await sendChatMessage(user.token, group.id, message);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.id;
}

async function history(user: TestUser | string, groupId: string, params = '') {
  const token = typeof user === 'string' ? user : user.token;
  return api<ChatPage & ErrorBody>('GET', `/api/chat/groups/${groupId}/messages${params}`, {
    token,
  });
}

async function texts(user: TestUser, groupId: string, params = ''): Promise<string[]> {
  const page = await history(user, groupId, params);
  expect(page.status).toBe(200);
  return page.body.items.map((m) => m.message);
}

async function setGroupState(groupId: string, state: { status?: string; chatEnabled?: boolean }) {
  if (state.status)
    await query('UPDATE savings_groups SET status = ? WHERE id = ?', [state.status, groupId]);
  if (state.chatEnabled !== undefined)
    await query('UPDATE savings_groups SET chat_enabled = ? WHERE id = ?', [
      state.chatEnabled ? 1 : 0,
      groupId,
    ]);
}

function storedMessages(groupId: string) {
  return countRows('chat_messages', 'group_id = ? AND deleted_at IS NULL', [groupId]);
}

const tooLong = 'x'.repeat(600);

describe('sending a message: each refusal, in the order the client shows them', () => {
  let world: ChatWorld;
  let outsider: TestUser;
  beforeAll(async () => {
    [world, outsider] = await Promise.all([makeChatWorld(), makeUser()]);
  }, 60_000);

  it('refuses a caller without a token with the chat’s own message, whatever else is wrong', async () => {
    for (const message of ['Habari', tooLong]) {
      const answer = await sendChatMessage(undefined, world.group.id, message);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'CHAT_LOGIN_REQUIRED', detail: MESSAGES.signIn });
    }
    expect(await storedMessages(world.group.id)).toBe(0);
  });

  it('answers a token that names no one with the chat’s own sign-in code, one it documents', async () => {
    for (const token of ['not-a-token', 'eyJhbGciOiJIUzI1NiJ9.e30.AAAA']) {
      const answer = await sendChatMessage(token, world.group.id, 'Habari');
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'CHAT_LOGIN_REQUIRED', detail: MESSAGES.signIn });
    }
    expect(await storedMessages(world.group.id)).toBe(0);
  });

  it('rejects a text that is empty once trimmed (check 1), even from a non-member', async () => {
    for (const user of [world.member, outsider]) {
      for (const message of ['', '   ', ' \n\t ']) {
        const answer = await sendChatMessage(user.token, world.group.id, message);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'CHAT_MESSAGE_EMPTY', detail: MESSAGES.empty });
      }
    }
    expect(await storedMessages(world.group.id)).toBe(0);
  });

  it('refuses a non-member (check 3) before looking at the group’s state or the length', async () => {
    for (const token of [outsider.token]) {
      for (const message of ['Habari', tooLong]) {
        const answer = await sendChatMessage(token, world.group.id, message);
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ code: 'CHAT_NOT_MEMBER', detail: MESSAGES.notMember });
      }
    }
    const closed = await makeChatWorld();
    await setGroupState(closed.group.id, { status: 'closed' });
    const answer = await sendChatMessage(outsider.token, closed.group.id, tooLong);
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toBe(MESSAGES.notMember);
  });

  it('lets a super admin write in any group, as its admins do, within the same limits', async () => {
    const superAdmin = await signInAs('superAdmin');
    const w = await makeChatWorld();
    const sent = await sendChatMessage(superAdmin, w.group.id, 'Bonjour, ici le support Tontine');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const history = await api<{ items: ChatMessageDto[] }>(
      'GET',
      `/api/chat/groups/${w.group.id}/messages`,
      { token: w.member.token },
    );
    expect(history.body.items.at(-1)).toMatchObject({
      message: 'Bonjour, ici le support Tontine',
      is_admin: true,
    });
    const long = await sendChatMessage(superAdmin, w.group.id, tooLong);
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe(MESSAGES.tooLong);
    const shut = await makeChatWorld();
    await setGroupState(shut.group.id, { status: 'closed' });
    const closed = await sendChatMessage(superAdmin, shut.group.id, 'Habari');
    expect(closed.status).toBe(403);
    // Support staff have no chat: they read and export the audit trail, nothing else.
    const support = await signInAs('support');
    expect((await sendChatMessage(support, w.group.id, 'Habari')).status).toBe(403);
  });

  it.each([
    ['closed', { status: 'closed' }],
    ['suspended', { status: 'suspended' }],
    ['with its chat turned off', { chatEnabled: false }],
  ])(
    'refuses a member of a group %s (check 4) before looking at the length',
    async (_label, state) => {
      const w = await makeChatWorld();
      await setGroupState(w.group.id, state);
      for (const user of [w.member, w.admin]) {
        for (const message of ['Habari', tooLong]) {
          const answer = await sendChatMessage(user.token, w.group.id, message);
          expect(answer.status).toBe(403);
          expect(answer.body).toMatchObject({
            code: 'CHAT_GROUP_INACTIVE',
            detail: MESSAGES.inactive,
          });
        }
      }
      expect(await storedMessages(w.group.id)).toBe(0);
    },
  );

  it('accepts exactly 500 characters, counted after trimming, and refuses 501 (check 5)', async () => {
    const exactly = await sendChatMessage(world.author.token, world.group.id, 'é'.repeat(500));
    expect(exactly.status).toBe(201);
    const padded = await sendChatMessage(
      world.author.token,
      world.group.id,
      `  ${'a'.repeat(500)} \n`,
    );
    expect(padded.status).toBe(201);
    const over = await sendChatMessage(world.author.token, world.group.id, 'b'.repeat(501));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'CHAT_MESSAGE_TOO_LONG', detail: MESSAGES.tooLong });
    expect(await texts(world.author, world.group.id)).toEqual(['é'.repeat(500), 'a'.repeat(500)]);
  });

  it('answers 404 for a group that does not exist', async () => {
    for (const id of [randomUUID(), 'not-a-group']) {
      const answer = await sendChatMessage(world.member.token, id, 'Habari');
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toBe('Groupe non trouvé');
    }
  });
});

describe('a sent message', () => {
  it('is stored trimmed, with its sender, the server’s time and the admin badge', async () => {
    const w = await makeChatWorld();
    const before = Date.now();
    const sent = await sendChatMessage(w.member.token, w.group.id, '  Habari za asubuhi ☀️🎉  \n');
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(String), timestamp: expect.any(String) });
    expect(Date.parse(sent.body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    const fromAdmin = await send(w.admin, w.group, 'Karibuni wote');

    const rows = await query<RowDataPacket & { message: string; sender_is_admin: number }>(
      'SELECT message, sender_is_admin FROM chat_messages WHERE id = ?',
      [sent.body.id],
    );
    expect(rows[0]).toMatchObject({ message: 'Habari za asubuhi ☀️🎉', sender_is_admin: 0 });

    const page = await history(w.reporter, w.group.id);
    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([
      {
        id: sent.body.id,
        group_id: w.group.id,
        sender_id: w.member.user.id,
        sender_name: w.member.user.username,
        message: 'Habari za asubuhi ☀️🎉',
        timestamp: sent.body.timestamp,
        is_flagged: false,
        is_admin: false,
        is_read: false,
        flag_count: 0,
        flag_reasons: [],
      },
      expect.objectContaining({ id: fromAdmin, is_admin: true, sender_id: w.admin.user.id }),
    ]);
    expect(page.body.is_moderator).toBe(false);
  });
});

describe('the rate limit', () => {
  it(`answers 429 with Retry-After after ${CHAT_RATE_LIMIT.messages} messages, for that sender only`, async () => {
    const w = await makeChatWorld();
    const burst = await Promise.all(
      Array.from({ length: CHAT_RATE_LIMIT.messages }, (_, i) =>
        sendChatMessage(w.author.token, w.group.id, `Ujumbe ${i + 1}`),
      ),
    );
    expect(burst.map((a) => a.status)).toEqual(Array(CHAT_RATE_LIMIT.messages).fill(201));

    const refused = await sendChatMessage(w.author.token, w.group.id, 'Moja zaidi');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'CHAT_RATE_LIMITED', detail: MESSAGES.rateLimited });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CHAT_RATE_LIMIT.windowSeconds);
    expect(await storedMessages(w.group.id)).toBe(CHAT_RATE_LIMIT.messages);

    // The message's own checks still come first; another member is not slowed down.
    const long = await sendChatMessage(w.author.token, w.group.id, tooLong);
    expect(long.body.detail).toBe(MESSAGES.tooLong);
    expect((await sendChatMessage(w.member.token, w.group.id, 'Mimi bado')).status).toBe(201);
  });
});

describe('reading the history', () => {
  let w: ChatWorld;
  let ids: string[];
  beforeAll(async () => {
    w = await makeChatWorld();
    ids = [];
    for (let i = 1; i <= 7; i += 1) ids.push(await send(w.author, w.group, `m${i}`));
  }, 60_000);

  it('pages from the newest, oldest first within a page, with a `before` cursor', async () => {
    const first = await history(w.member, w.group.id, '?limit=3');
    expect(first.body.items.map((m) => m.message)).toEqual(['m5', 'm6', 'm7']);
    expect(first.body.next_cursor).toBe(ids[4]);
    const second = await history(w.member, w.group.id, `?limit=3&before=${first.body.next_cursor}`);
    expect(second.body.items.map((m) => m.message)).toEqual(['m2', 'm3', 'm4']);
    expect(second.body.next_cursor).toBe(ids[1]);
    const last = await history(w.member, w.group.id, `?limit=3&before=${second.body.next_cursor}`);
    expect(last.body.items.map((m) => m.message)).toEqual(['m1']);
    expect(last.body.next_cursor).toBeNull();
    const all = await history(w.member, w.group.id);
    expect(all.body.items).toHaveLength(7);
    expect(all.body.next_cursor).toBeNull();
  });

  it('gives a client that missed messages exactly those, oldest first (`after`)', async () => {
    expect(await texts(w.member, w.group.id, `?after=${ids[2]}`)).toEqual(['m4', 'm5', 'm6', 'm7']);
    expect(await texts(w.member, w.group.id, `?after=${ids[2]}&limit=2`)).toEqual(['m4', 'm5']);
    expect(await texts(w.member, w.group.id, `?after=${ids[6]}`)).toEqual([]);
  });

  it('refuses page sizes outside 1–100 and unknown cursors', async () => {
    for (const limit of ['0', '101', 'abc']) {
      expect((await history(w.member, w.group.id, `?limit=${limit}`)).status).toBe(400);
    }
    const unknown = await history(w.member, w.group.id, '?before=nope');
    expect(unknown.status).toBe(404);
  });

  it('is for members only, and only while the chat is open (each refusal with its message)', async () => {
    const outsider = await makeUser();
    const refused = await history(outsider, w.group.id);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(MESSAGES.membersOnly);
    expect((await history(w.member, randomUUID())).body.detail).toBe('Groupe non trouvé');

    const closed = await makeChatWorld();
    await setGroupState(closed.group.id, { status: 'closed' });
    expect((await history(closed.member, closed.group.id)).body).toMatchObject({
      code: 'CHAT_GROUP_CLOSED',
      detail: MESSAGES.groupClosed,
    });
    const off = await makeChatWorld();
    await setGroupState(off.group.id, { chatEnabled: false });
    expect((await history(off.member, off.group.id)).body).toMatchObject({
      code: 'CHAT_UNAVAILABLE',
      detail: MESSAGES.chatDisabled,
    });
  });

  it('checks chat_enabled before the group’s state, each with its message', async () => {
    const both = await makeChatWorld();
    await setGroupState(both.group.id, { status: 'closed', chatEnabled: false });
    expect((await history(both.member, both.group.id)).body).toMatchObject({
      code: 'CHAT_UNAVAILABLE',
      detail: MESSAGES.chatDisabled,
    });
  });

  it('leaves deleted messages out, in pages and in catch-up', async () => {
    const v = await makeChatWorld();
    const [a, b, c] = [
      await send(v.author, v.group, 'a'),
      await send(v.author, v.group, 'b'),
      await send(v.author, v.group, 'c'),
    ];
    expect((await api('DELETE', `/api/chat/messages/${b}`, { token: v.author.token })).status).toBe(
      200,
    );
    expect(await texts(v.member, v.group.id)).toEqual(['a', 'c']);
    expect(await texts(v.member, v.group.id, `?after=${a}`)).toEqual(['c']);
    expect(await texts(v.member, v.group.id, `?before=${c}`)).toEqual(['a']);
  });
});

describe('read marks and unread counts', () => {
  function markRead(user: TestUser, groupId: string, messageId: string) {
    return api<{ unread_count: number } & ErrorBody>('POST', `/api/chat/groups/${groupId}/read`, {
      token: user.token,
      body: { message_id: messageId },
    });
  }
  async function unreadIn(user: TestUser, groupId: string): Promise<number> {
    const list = await api<ChatUnreadDto[]>('GET', '/api/chat/unread', { token: user.token });
    expect(list.status).toBe(200);
    return list.body.find((u) => u.group_id === groupId)?.unread_count ?? 0;
  }

  it('counts others’ messages after the mark, and the mark never moves back', async () => {
    const w = await makeChatWorld();
    const ids = [
      await send(w.author, w.group, 'moja'),
      await send(w.author, w.group, 'mbili'),
      await send(w.author, w.group, 'tatu'),
    ];
    expect(await unreadIn(w.member, w.group.id)).toBe(3);
    expect(await unreadIn(w.author, w.group.id)).toBe(0);
    const fresh = await history(w.member, w.group.id);
    expect(fresh.body.unread_count).toBe(3);
    expect(fresh.body.items.map((m) => m.is_read)).toEqual([false, false, false]);
    const own = await history(w.author, w.group.id);
    expect(own.body.unread_count).toBe(0);
    expect(own.body.items.map((m) => m.is_read)).toEqual([true, true, true]);

    expect((await markRead(w.member, w.group.id, ids[1]!)).body).toEqual({ unread_count: 1 });
    expect(await unreadIn(w.member, w.group.id)).toBe(1);
    const partly = await history(w.member, w.group.id);
    expect(partly.body.unread_count).toBe(1);
    expect(partly.body.items.map((m) => m.is_read)).toEqual([true, true, false]);

    const back = await markRead(w.member, w.group.id, ids[0]!);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ unread_count: 1 });
    expect((await history(w.member, w.group.id)).body.items.map((m) => m.is_read)).toEqual([
      true,
      true,
      false,
    ]);

    expect((await markRead(w.member, w.group.id, ids[2]!)).body).toEqual({ unread_count: 0 });
    expect(await unreadIn(w.member, w.group.id)).toBe(0);
    // Marking the same message again changes nothing.
    expect((await markRead(w.member, w.group.id, ids[2]!)).body).toEqual({ unread_count: 0 });

    await send(w.author, w.group, 'nne');
    const deleted = await send(w.author, w.group, 'tano');
    await api('DELETE', `/api/chat/messages/${deleted}`, { token: w.author.token });
    expect(await unreadIn(w.member, w.group.id)).toBe(1);
    expect((await history(w.member, w.group.id)).body.unread_count).toBe(1);
  });

  it('refuses a mark on a message of another group, and marks from outsiders', async () => {
    const w = await makeChatWorld();
    const other = await makeChatWorld();
    const elsewhere = await send(other.author, other.group, 'huko');
    const wrong = await markRead(w.member, w.group.id, elsewhere);
    expect(wrong.status).toBe(404);
    expect(wrong.body.detail).toBe('Message introuvable');
    const mine = await send(w.author, w.group, 'hapa');
    const outsider = await markRead(other.member, w.group.id, mine);
    expect(outsider.status).toBe(403);
    expect(outsider.body.detail).toBe(MESSAGES.membersOnly);
  });
});

describe('flagging a message', () => {
  function flag(user: TestUser | string, messageId: string, body: Record<string, unknown> = {}) {
    return api<{ message_id: string; is_moderator: boolean } & ErrorBody>(
      'POST',
      `/api/chat/messages/${messageId}/flag`,
      { token: typeof user === 'string' ? user : user.token, body },
    );
  }

  it('records the reason, or « Contenu inapproprié » when none is given', async () => {
    const w = await makeChatWorld();
    const message = await send(w.author, w.group, 'Nunua sasa! Bei nafuu!');
    const defaulted = await flag(w.reporter, message);
    expect(defaulted.status).toBe(201);
    expect(defaulted.body).toEqual({ message_id: message, is_moderator: false });
    expect((await flag(w.member, message, { reason: '   ' })).status).toBe(201);
    const custom = await flag(w.moderator, message, { reason: '  Publicité  ' });
    expect(custom.body).toEqual({ message_id: message, is_moderator: true });

    const reasons = await query<RowDataPacket & { reason: string }>(
      'SELECT reason FROM chat_flags WHERE message_id = ? ORDER BY created_at, id',
      [message],
    );
    expect(reasons.map((r) => r.reason).sort()).toEqual(
      [DEFAULT_FLAG_REASON, DEFAULT_FLAG_REASON, 'Publicité'].sort(),
    );

    // A reporter sees their own report, a moderator every reason, anyone else nothing.
    const seen = (page: ChatPage) => page.items.find((m) => m.id === message)!;
    const byReporter = seen((await history(w.reporter, w.group.id)).body);
    expect(byReporter).toMatchObject({ is_flagged: true, flag_count: 0, flag_reasons: [] });
    const byModerator = seen((await history(w.moderator, w.group.id)).body);
    expect(byModerator).toMatchObject({ is_flagged: true, flag_count: 3 });
    expect([...byModerator.flag_reasons].sort()).toEqual(reasons.map((r) => r.reason).sort());
    const bySender = seen((await history(w.author, w.group.id)).body);
    expect(bySender).toMatchObject({ is_flagged: false, flag_count: 0, flag_reasons: [] });
    const byRoleAdmin = (await history(w.roleAdmin, w.group.id)).body;
    expect(byRoleAdmin.is_moderator).toBe(false);
    expect(seen(byRoleAdmin)).toMatchObject({ is_flagged: false, flag_count: 0, flag_reasons: [] });
  });

  it('refuses one’s own message (400), a second report (409), outsiders and unknown messages', async () => {
    const w = await makeChatWorld();
    const message = await send(w.author, w.group, 'Habari');
    const own = await flag(w.author, message);
    expect(own.status).toBe(400);
    expect(own.body.detail).toBe('Vous ne pouvez pas signaler votre propre message');
    expect((await flag(w.reporter, message, { reason: 'Spam' })).status).toBe(201);
    const again = await flag(w.reporter, message, { reason: 'Encore' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Vous avez déjà signalé ce message');
    const outsider = await makeUser();
    const foreign = await flag(outsider, message);
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe(MESSAGES.membersOnly);
    expect((await flag(w.reporter, randomUUID())).status).toBe(404);
    expect((await flag(w.member, message, { reason: 'r'.repeat(201) })).status).toBe(400);
    expect(await countRows('chat_flags', 'message_id = ?', [message])).toBe(1);
  });
});

describe('moderation: the group’s admin, its named moderators and super admins', () => {
  let w: ChatWorld;
  let superAdmin: string;
  beforeAll(async () => {
    [w, superAdmin] = await Promise.all([makeChatWorld(), signInAs('superAdmin')]);
    const me = await api<{ role: string }>('GET', '/api/auth/me', { token: w.roleAdmin.token });
    expect(me.body.role).toBe('admin');
  }, 60_000);

  type Role = 'admin' | 'moderator' | 'superAdmin';
  const MODERATORS: Role[] = ['admin', 'moderator', 'superAdmin'];
  const tokenOf = (role: Role) => (role === 'superAdmin' ? superAdmin : w[role].token);
  const idOf = async (role: Role) =>
    role === 'superAdmin'
      ? (await api<{ id: string }>('GET', '/api/auth/me', { token: superAdmin })).body.id
      : w[role].user.id;

  function flagged(token: string, groupId = w.group.id) {
    return api<ChatMessageDto[] & ErrorBody>('GET', `/api/chat/groups/${groupId}/flagged`, {
      token,
    });
  }
  async function reported(text: string, reports: Array<[TestUser, string | undefined]>) {
    const id = await send(w.author, w.group, text);
    for (const [user, reason] of reports) {
      const answer = await api('POST', `/api/chat/messages/${id}/flag`, {
        token: user.token,
        body: reason === undefined ? {} : { reason },
      });
      expect(answer.status).toBe(201);
    }
    return id;
  }

  it('shows the flagged list, newest first with counts and reasons, to every moderator', async () => {
    const older = await reported('Tuma pesa hapa', [
      [w.reporter, 'Arnaque'],
      [w.member, undefined],
    ]);
    const newer = await reported('Lugha chafu', [[w.reporter, undefined]]);
    for (const role of MODERATORS) {
      const list = await flagged(tokenOf(role));
      expect(list.status, role).toBe(200);
      const mine = list.body.filter((m) => m.id === older || m.id === newer);
      expect(
        mine.map((m) => m.id),
        role,
      ).toEqual([newer, older]);
      expect(mine[1], role).toMatchObject({
        message: 'Tuma pesa hapa',
        sender_name: w.author.user.username,
        is_flagged: true,
        flag_count: 2,
      });
      expect([...mine[1]!.flag_reasons].sort(), role).toEqual(
        ['Arnaque', DEFAULT_FLAG_REASON].sort(),
      );
      const page = await history(tokenOf(role), w.group.id);
      expect(page.body.is_moderator, role).toBe(true);
      expect(
        page.body.items.find((m) => m.id === newer),
        role,
      ).toMatchObject({
        is_flagged: true,
        flag_count: 1,
        flag_reasons: [DEFAULT_FLAG_REASON],
      });
    }
  });

  it('refuses the flagged list to members (a group admin elsewhere too), outsiders and role admins of other groups', async () => {
    const [outsider, otherRoleAdmin] = await Promise.all([makeUser(), makeUser()]);
    await becomeRoleAdmin(otherRoleAdmin);
    for (const user of [w.member, w.reporter, w.author, w.roleAdmin, outsider, otherRoleAdmin]) {
      const answer = await flagged(user.token);
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toBe(MESSAGES.moderatorsOnly);
    }
  });

  it('lets the admins of several groups name their moderators at the same time', async () => {
    const groups = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const admin = await makeUser();
        const group = await makeGroup(admin);
        const [member] = await makeMembers(group, 1);
        return { admin, group, member: member! };
      }),
    );
    const answers = await Promise.all(
      groups.map(({ admin, group, member }) =>
        api('PUT', `/api/chat/groups/${group.id}/moderators`, {
          token: admin.token,
          body: { user_ids: [member.user.id] },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(groups.map(() => 200));
    for (const { group, member } of groups)
      expect(
        await countRows('chat_moderators', 'group_id = ? AND user_id = ?', [
          group.id,
          member.user.id,
        ]),
      ).toBe(1);
  });

  it('lets the group admin alone name moderators, among the members', async () => {
    const outsider = await makeUser();
    const listed = await api<ChatModeratorsDto>(
      'GET',
      `/api/chat/groups/${w.group.id}/moderators`,
      { token: w.member.token },
    );
    expect(listed.body).toEqual({ group_id: w.group.id, moderator_ids: [w.moderator.user.id] });
    const byMember = await api('PUT', `/api/chat/groups/${w.group.id}/moderators`, {
      token: w.moderator.token,
      body: { user_ids: [w.member.user.id] },
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.detail).toBe("Seul l'administrateur du groupe gère les modérateurs");
    const notMember = await api('PUT', `/api/chat/groups/${w.group.id}/moderators`, {
      token: w.admin.token,
      body: { user_ids: [w.moderator.user.id, outsider.user.id] },
    });
    expect(notMember.status).toBe(400);
    expect(notMember.body.detail).toBe('Les modérateurs doivent être membres du groupe');
    expect(
      await countRows('audit_entries', "action = 'chat_moderators_set' AND admin_id = ?", [
        w.admin.user.id,
      ]),
    ).toBe(1);

    // Naming someone else takes the rights away from the previous moderator.
    const v = await makeChatWorld();
    await api('PUT', `/api/chat/groups/${v.group.id}/moderators`, {
      token: v.admin.token,
      body: { user_ids: [v.member.user.id] },
    });
    expect((await flagged(v.moderator.token, v.group.id)).status).toBe(403);
    expect((await flagged(v.member.token, v.group.id)).status).toBe(200);
  });

  it.each(MODERATORS)(
    'lets the %s ignore reports: out of the list for good, still in the chat',
    async (role) => {
      const id = await reported(`Ignore-moi (${role})`, [[w.reporter, 'Spam']]);
      for (const plain of [w.member, w.roleAdmin]) {
        const refused = await api('POST', `/api/chat/messages/${id}/dismiss-flags`, {
          token: plain.token,
        });
        expect(refused.status).toBe(403);
        expect(refused.body.detail).toBe(MESSAGES.moderatorsOnly);
      }
      expect((await flagged(tokenOf(role))).body.map((m) => m.id)).toContain(id);

      const dismissed = await api('POST', `/api/chat/messages/${id}/dismiss-flags`, {
        token: tokenOf(role),
      });
      expect(dismissed.status).toBe(200);
      expect(dismissed.body).toEqual({ dismissed: true, message_id: id });
      // A reload (a new request) still leaves it out, for every moderator.
      for (const other of MODERATORS)
        expect(
          (await flagged(tokenOf(other))).body.map((m) => m.id),
          other,
        ).not.toContain(id);
      const stays = (await history(w.member, w.group.id)).body.items.find((m) => m.id === id);
      expect(stays?.message).toBe(`Ignore-moi (${role})`);
      const forModerators = (await history(tokenOf(role), w.group.id)).body.items.find(
        (m) => m.id === id,
      );
      expect(forModerators).toMatchObject({ is_flagged: false, flag_count: 0 });
      expect(
        await countRows(
          'audit_entries',
          "action = 'chat_flags_dismissed' AND admin_id = ? AND category = 'content_management' AND details LIKE ?",
          [await idOf(role), `%Ignore-moi (${role})%`],
        ),
      ).toBe(1);

      // Ignoring it again changes nothing and audits nothing.
      const again = await api('POST', `/api/chat/messages/${id}/dismiss-flags`, {
        token: tokenOf(role),
      });
      expect(again.body).toEqual({ dismissed: false, message_id: id });
      expect(
        await countRows('audit_entries', "action = 'chat_flags_dismissed' AND details LIKE ?", [
          `%Ignore-moi (${role})%`,
        ]),
      ).toBe(1);
    },
  );

  it.each(MODERATORS)(
    'lets the %s delete someone else’s message, with an audit entry',
    async (role) => {
      const id = await reported(`Futa hii (${role})`, [[w.reporter, 'Insulte']]);
      const removed = await api('DELETE', `/api/chat/messages/${id}`, { token: tokenOf(role) });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ deleted: true, message_id: id });
      expect((await history(w.member, w.group.id)).body.items.map((m) => m.id)).not.toContain(id);
      expect((await flagged(tokenOf(role))).body.map((m) => m.id)).not.toContain(id);
      const moderatorId = await idOf(role);
      const [row] = await query<RowDataPacket & { deleted_by: string }>(
        'SELECT deleted_by FROM chat_messages WHERE id = ? AND deleted_at IS NOT NULL',
        [id],
      );
      expect(row?.deleted_by).toBe(moderatorId);
      expect(
        await countRows(
          'audit_entries',
          "action = 'chat_message_deleted' AND admin_id = ? AND category = 'content_management' AND details LIKE ?",
          [moderatorId, `%Futa hii (${role})%`],
        ),
      ).toBe(1);
      const twice = await api('DELETE', `/api/chat/messages/${id}`, { token: tokenOf(role) });
      expect(twice.status).toBe(404);
    },
  );

  it('lets the author delete their own message, without an audit entry', async () => {
    const id = await send(w.member, w.group, 'Nimekosea');
    const removed = await api('DELETE', `/api/chat/messages/${id}`, { token: w.member.token });
    expect(removed.status).toBe(200);
    expect((await history(w.reporter, w.group.id)).body.items.map((m) => m.id)).not.toContain(id);
    expect(
      await countRows('audit_entries', "action = 'chat_message_deleted' AND admin_id = ?", [
        w.member.user.id,
      ]),
    ).toBe(0);
  });

  it('refuses a plain member (a group admin elsewhere too), an outsider or another group’s role admin deleting someone else’s message, and changes nothing', async () => {
    const [outsider, otherRoleAdmin] = await Promise.all([makeUser(), makeUser()]);
    await becomeRoleAdmin(otherRoleAdmin);
    const id = await send(w.author, w.group, 'Usinifute');
    for (const user of [w.member, w.reporter, w.roleAdmin, outsider, otherRoleAdmin]) {
      const refused = await api('DELETE', `/api/chat/messages/${id}`, { token: user.token });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(MESSAGES.deleteForbidden);
    }
    expect((await history(w.member, w.group.id)).body.items.map((m) => m.id)).toContain(id);
    expect(await countRows('chat_messages', 'id = ? AND deleted_at IS NULL', [id])).toBe(1);
  });
});
