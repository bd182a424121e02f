import { describe, expect, it } from 'vitest';
import { errorCatalog, type GroupDto, type JoinRequestDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

/** A refusal holds until an admin accepts a new request. */
const REFUSED = errorCatalog.JOIN_REQUEST_REFUSED.message.fr;
const EXCLUDED = errorCatalog.EXCLUDED_FROM_GROUP.message.fr;

type RequestWithCode = JoinRequestDto & { invitation_code: string | null };

async function ask(user: TestUser, group: GroupDto): Promise<string> {
  const sent = await api<{ request: JoinRequestDto }>(
    'POST',
    `/api/groups/${group.id}/join-request`,
    { token: user.token, body: { message: 'Je vends des tissus au marché.' } },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.request.id;
}

async function decide(admin: TestUser, requestId: string, outcome: 'accept' | 'reject') {
  const answer = await api('POST', `/api/join-requests/${requestId}/${outcome}`, {
    token: admin.token,
    body: {},
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The temporary code of an accepted request, as its owner reads it. */
async function codeOf(user: TestUser, requestId: string): Promise<string> {
  const mine = await api<RequestWithCode[]>('GET', `/api/users/${user.user.id}/join-requests`, {
    token: user.token,
  });
  const code = mine.body.find((r) => r.id === requestId)?.invitation_code;
  expect(code).toMatch(/^[A-Z0-9]{10}$/);
  return code!;
}

function publicJoin(user: TestUser, group: GroupDto) {
  return api<{ status?: string; group?: GroupDto }>(
    'POST',
    `/api/groups/${group.id}/request-join`,
    { token: user.token },
  );
}

function joinWithTemporaryCode(user: TestUser, code: string) {
  return api<{ group: GroupDto }>('POST', '/api/groups/join', {
    token: user.token,
    body: { invitation_code: code },
  });
}

async function exclude(admin: TestUser, group: GroupDto, member: TestUser) {
  const out = await api('DELETE', `/api/groups/${group.id}/members/${member.user.id}`, {
    token: admin.token,
  });
  expect(out.status).toBe(200);
}

async function memberCount(group: GroupDto, admin: TestUser): Promise<number> {
  return (await api<GroupDto>('GET', `/api/groups/${group.id}`, { token: admin.token })).body
    .member_count;
}

async function isActiveMember(group: GroupDto, user: TestUser): Promise<boolean> {
  return (
    (await countRows('memberships', "group_id = ? AND user_id = ? AND status = 'active'", [
      group.id,
      user.user.id,
    ])) === 1
  );
}

describe('a refused request holds', () => {
  it('shuts the public join, the permanent code and an older temporary code, and changes nothing', async () => {
    const [admin, person] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: true });
    // An acceptance first, whose code is never used, then a refusal of a later request.
    const first = await ask(person, group);
    await decide(admin, first, 'accept');
    const olderCode = await codeOf(person, first);
    await decide(admin, await ask(person, group), 'reject');

    const answers = [
      await publicJoin(person, group),
      await joinWithCode(person, group.permanent_invitation_code!),
      await joinWithTemporaryCode(person, olderCode),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'JOIN_REQUEST_REFUSED', detail: REFUSED });
    }
    expect(await isActiveMember(group, person)).toBe(false);
    expect(await memberCount(group, admin)).toBe(1);
    // The refused attempt did not spend the code.
    expect(await countRows('invitation_codes', 'code = ? AND used_at IS NULL', [olderCode])).toBe(
      1,
    );
  });

  it('lets the person back in once an admin accepts a new request: temporary code, then ALREADY_MEMBER', async () => {
    const [admin, person] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: true });
    await decide(admin, await ask(person, group), 'reject');
    expect((await publicJoin(person, group)).status).toBe(403);

    const again = await ask(person, group);
    await decide(admin, again, 'accept');
    const joined = await joinWithTemporaryCode(person, await codeOf(person, again));
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.group.my_relation).toBe('member');
    expect(await memberCount(group, admin)).toBe(2);

    const code = await joinWithCode(person, group.permanent_invitation_code!);
    expect(code.status).toBe(400);
    expect(code.body).toMatchObject({ code: 'ALREADY_MEMBER' });
  });

  it('holds on a private group too, and only for that group', async () => {
    const [admin, person] = await Promise.all([makeUser(), makeUser()]);
    const [refusing, other] = await Promise.all([
      makeGroup(admin, { is_public: false }),
      makeGroup(admin, { is_public: false }),
    ]);
    await decide(admin, await ask(person, refusing), 'reject');
    const refused = await joinWithCode(person, refusing.permanent_invitation_code!);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'JOIN_REQUEST_REFUSED' });
    expect((await joinWithCode(person, other.permanent_invitation_code!)).status).toBe(200);
  });
});

describe('an exclusion holds', () => {
  it('shuts the permanent code, the public join and a temporary code issued before it', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: true });
    // Accepted, but joined with the permanent code: the temporary code stays unused.
    const request = await ask(member, group);
    await decide(admin, request, 'accept');
    const olderCode = await codeOf(member, request);
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    await exclude(admin, group, member);

    const answers = [
      await joinWithCode(member, group.permanent_invitation_code!),
      await publicJoin(member, group),
      await joinWithTemporaryCode(member, olderCode),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'EXCLUDED_FROM_GROUP', detail: EXCLUDED });
    }
    expect(await isActiveMember(group, member)).toBe(false);
    expect(await memberCount(group, admin)).toBe(1);
  });

  it('tells an excluded member who tries their spent temporary code of the exclusion, not that it expired', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: false });
    const request = await ask(member, group);
    await decide(admin, request, 'accept');
    const code = await codeOf(member, request);
    expect((await joinWithTemporaryCode(member, code)).status).toBe(200);
    await exclude(admin, group, member);

    const again = await joinWithTemporaryCode(member, code);
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'EXCLUDED_FROM_GROUP', detail: EXCLUDED });
    expect(await isActiveMember(group, member)).toBe(false);
  });

  it('lets the member back in once an admin accepts a new request: temporary code, then ALREADY_MEMBER', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: false });
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    await exclude(admin, group, member);

    const request = await ask(member, group);
    await decide(admin, request, 'accept');
    const back = await joinWithTemporaryCode(member, await codeOf(member, request));
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.group.my_relation).toBe('member');
    expect(await isActiveMember(group, member)).toBe(true);
    expect(await memberCount(group, admin)).toBe(2);

    const code = await joinWithCode(member, group.permanent_invitation_code!);
    expect(code.status).toBe(400);
    expect(code.body).toMatchObject({ code: 'ALREADY_MEMBER' });
  });

  it('opens every door again after the acceptance, the permanent code included', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin);
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    await exclude(admin, group, member);
    await decide(admin, await ask(member, group), 'accept');
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  });
});
