import { describe, expect, it } from 'vitest';
import type { GroupDto, JoinRequestDto, NotificationDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { joinWithCode, makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';
import { waitForMail } from './support/inbox.js';

type RequestWithCode = JoinRequestDto & { invitation_code: string | null };

describe('joining with the permanent code', () => {
  it('joins at once, upper-casing the code', async () => {
    const [admin, joiner] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin);
    const answer = await joinWithCode(joiner, group.permanent_invitation_code!.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body.group).toMatchObject({
      id: group.id,
      admin_name: 'Amani Wekesa',
      member_count: 2,
      max_members: 10,
      contribution_amount: '1000.00',
      currency: 'KES',
      my_relation: 'member',
    });
    const mine = await api<{ items: GroupDto[] }>('GET', '/api/groups', { token: joiner.token });
    expect(mine.body.items.map((g) => g.id)).toContain(group.id);
  });

  it('answers each refusal with the status and detail the client maps', async () => {
    const [admin, joiner] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { max_members: 2 });

    const unknown = await joinWithCode(joiner, 'ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      detail: "Code d'invitation invalide ou groupe introuvable (vérifiez le code, 8 caractères)",
    });

    const short = await joinWithCode(joiner, 'ABC');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      detail: 'Le code permanent doit contenir exactement 8 caractères',
    });
    const empty = await joinWithCode(joiner, '');
    expect(empty.body).toMatchObject({ detail: 'Veuillez entrer un code permanent' });

    expect((await joinWithCode(joiner, group.permanent_invitation_code!)).status).toBe(200);
    const again = await joinWithCode(joiner, group.permanent_invitation_code!);
    expect(again.status).toBe(400);
    expect(String(again.body.detail)).toContain('déjà membre');

    const third = await makeUser();
    const full = await joinWithCode(third, group.permanent_invitation_code!);
    expect(full.status).toBe(400);
    expect(String(full.body.detail)).toContain('capacité maximale');

    const closedGroup = await makeGroup(admin);
    await api('DELETE', `/api/groups/${closedGroup.id}`, { token: admin.token });
    const gone = await joinWithCode(third, closedGroup.permanent_invitation_code!);
    expect(gone.status).toBe(404);
  });

  it('refuses an excluded member, saying how to come back (403: a refusal holds)', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin);
    await joinWithCode(member, group.permanent_invitation_code!);
    expect(
      (
        await api('DELETE', `/api/groups/${group.id}/members/${member.user.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(200);
    const back = await joinWithCode(member, group.permanent_invitation_code!);
    expect(back.status).toBe(403);
    expect(back.body).toMatchObject({
      code: 'EXCLUDED_FROM_GROUP',
      detail:
        'Vous avez été exclu de ce groupe : envoyez une nouvelle demande à son administrateur pour y revenir.',
    });
  });

  it('gives the last place to exactly one of two people joining at once', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, { max_members: 2 });
    const racers = await Promise.all([makeUser(), makeUser(), makeUser(), makeUser()]);
    const answers = await Promise.all(
      racers.map((r) => joinWithCode(r, group.permanent_invitation_code!)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 400 && String(a.body.detail).includes('capacité')),
    ).toHaveLength(3);
    expect(await countRows('memberships', "group_id = ? AND status = 'active'", [group.id])).toBe(
      2,
    );
    const detail = await api<GroupDto>('GET', `/api/groups/${group.id}`, { token: admin.token });
    expect(detail.body.member_count).toBe(2);
  });

  it('rate-limits code guessing', async () => {
    const guesser = await makeUser();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push(
        (await joinWithCode(guesser, `GUESS${String(i).padStart(3, '2')}`.slice(0, 8))).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('join requests', () => {
  it('runs the whole private-group path: request, notification, accept, temporary code, join', async () => {
    const [admin, requester] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: false });

    const asked = await api('POST', `/api/groups/${group.id}/request-join`, {
      token: requester.token,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ success: true, status: 'pending' });
    const twice = await api('POST', `/api/groups/${group.id}/join-request`, {
      token: requester.token,
      body: { message: 'Please' },
    });
    expect(twice.status).toBe(409);

    const adminNotes = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: admin.token,
    });
    expect(adminNotes.body[0]).toMatchObject({ type: 'join_request', priority: 'medium' });

    const pending = await api<JoinRequestDto[]>('GET', `/api/groups/${group.id}/join-requests`, {
      token: admin.token,
    });
    expect(pending.body).toHaveLength(1);
    const accepted = await api<JoinRequestDto>(
      'POST',
      `/api/join-requests/${pending.body[0]!.id}/accept`,
      {
        token: admin.token,
        body: { admin_response: 'Karibu!' },
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', admin_response: 'Karibu!' });
    const decideAgain = await api('POST', `/api/join-requests/${pending.body[0]!.id}/reject`, {
      token: admin.token,
      body: {},
    });
    expect(decideAgain.status).toBe(409);

    const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: requester.token,
    });
    expect(notes.body[0]).toMatchObject({ type: 'group_join_approved', priority: 'medium' });
    const code = notes.body[0]!.data!.invitation_code!;
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    const mail = await waitForMail(requester.email);
    expect(mail.text).toContain(code);
    const mine = await api<RequestWithCode[]>(
      'GET',
      `/api/users/${requester.user.id}/join-requests`,
      { token: requester.token },
    );
    expect(mine.body[0]).toMatchObject({
      status: 'accepted',
      invitation_code: code,
      group_name: group.name,
    });

    const stranger = await makeUser();
    const stolen = await api('POST', '/api/groups/join', {
      token: stranger.token,
      body: { invitation_code: code },
    });
    expect(stolen.status).toBe(404);

    const joined = await api<{ group: GroupDto }>('POST', '/api/groups/join', {
      token: requester.token,
      body: { invitation_code: code.toLowerCase() },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.group.my_relation).toBe('member');
    const reused = await api('POST', '/api/groups/join', {
      token: requester.token,
      body: { invitation_code: code },
    });
    expect(reused.status).toBe(403);
    expect(reused.body).toMatchObject({
      detail: "Ce code d'invitation a expiré ou n'est plus valide",
    });
  });

  it('joins a public group at once with the empty request', async () => {
    const [admin, joiner] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: true });
    const answer = await api<{ status: string; group: GroupDto }>(
      'POST',
      `/api/groups/${group.id}/request-join`,
      {
        token: joiner.token,
      },
    );
    expect(answer.body.status).toBe('joined');
    expect(answer.body.group.member_count).toBe(2);
  });

  it('requires a motivation message and tells the requester when refused', async () => {
    const [admin, requester] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: false });
    const empty = await api('POST', `/api/groups/${group.id}/join-request`, {
      token: requester.token,
      body: { message: '  ' },
    });
    expect(empty.body).toMatchObject({ detail: 'Veuillez ajouter un message de motivation' });
    const sent = await api<{ request: JoinRequestDto; message: string }>(
      'POST',
      `/api/groups/${group.id}/join-request`,
      {
        token: requester.token,
        body: { message: 'Je vends des tissus au marché.' },
      },
    );
    expect(sent.body.message).toBe("Demande d'adhésion envoyée avec succès !");
    await api('POST', `/api/join-requests/${sent.body.request.id}/reject`, {
      token: admin.token,
      body: { admin_response: 'Le groupe est réservé à la famille.' },
    });
    const mine = await api<JoinRequestDto[]>(
      'GET',
      `/api/users/${requester.user.id}/join-requests`,
      { token: requester.token },
    );
    expect(mine.body[0]).toMatchObject({
      status: 'rejected',
      admin_response: 'Le groupe est réservé à la famille.',
    });
  });
});

describe('managing members', () => {
  it('lets the admin exclude a member but not themselves nor another admin, and tells the member', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin);
    await joinWithCode(member, group.permanent_invitation_code!);
    const self = await api('DELETE', `/api/groups/${group.id}/members/${admin.user.id}`, {
      token: admin.token,
    });
    expect(self.status).toBe(400);
    const superAdmin = await signInAs('superAdmin');
    const adminOut = await api('DELETE', `/api/groups/${group.id}/members/${admin.user.id}`, {
      token: superAdmin,
    });
    expect(adminOut.status).toBe(403);
    const out = await api('DELETE', `/api/groups/${group.id}/members/${member.user.id}`, {
      token: admin.token,
    });
    expect(out.status).toBe(200);
    const mail = await waitForMail(member.email);
    expect(mail.subject).toContain('Exclusion');
    const view = await api<GroupDto>('GET', `/api/groups/${group.id}`, { token: member.token });
    expect(view.body.my_relation).toBeNull();
    expect(view.body.member_count).toBe(1);
    expect(
      await countRows('audit_entries', "action = 'member_excluded' AND admin_id = ?", [
        admin.user.id,
      ]),
    ).toBe(1);
  });
});

describe('finding groups', () => {
  it('explores groups the caller is not in, with the name, amount and size filters', async () => {
    const [admin, viewer] = await Promise.all([makeUser(), makeUser()]);
    const tag = `zx${Date.now().toString(36)}`;
    const cheap = await makeGroup(admin, {
      name: `${tag} cheap`,
      contribution_amount: '500',
      category: 'agriculture',
    });
    const dear = await makeGroup(admin, {
      name: `${tag} dear`,
      contribution_amount: '9000',
      is_public: false,
      currency: 'USD',
    });
    const list = async (query: string) =>
      (
        await api<{ items: GroupDto[] }>('GET', `/api/groups/explore?q=${tag}${query}`, {
          token: viewer.token,
        })
      ).body.items.map((g) => g.id);
    expect(await list('')).toEqual([dear.id, cheap.id]);
    expect(await list('&privacy=private')).toEqual([dear.id]);
    expect(await list('&currency=KES')).toEqual([cheap.id]);
    expect(await list('&contribution_max=1000')).toEqual([cheap.id]);
    expect(await list('&contribution_min=1000')).toEqual([dear.id]);
    expect(await list('&category=agriculture')).toEqual([cheap.id]);
    expect(await list('&members_min=2')).toEqual([]);
    await joinWithCode(viewer, cheap.permanent_invitation_code!);
    expect(await list('')).toEqual([dear.id]);
    const bad = await api('GET', '/api/groups/explore?privacy=secret', { token: viewer.token });
    expect(bad.status).toBe(400);
  });

  it('searches by name and by exact id, treating % and _ as plain text', async () => {
    const [admin, viewer] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { name: `Wamama 100%_${Date.now()}` });
    const byName = await api<{ items: GroupDto[] }>(
      'GET',
      `/api/groups/search?q=${encodeURIComponent('100%_')}`,
      { token: viewer.token },
    );
    expect(byName.body.items.map((g) => g.id)).toContain(group.id);
    const wildcard = await api<{ items: GroupDto[] }>(
      'GET',
      `/api/groups/search?q=${encodeURIComponent('%')}`,
      { token: viewer.token },
    );
    expect(wildcard.body.items.every((g) => g.name.includes('%'))).toBe(true);
    const byId = await api<{ items: GroupDto[] }>('GET', `/api/groups/search?q=${group.id}`, {
      token: viewer.token,
    });
    expect(byId.body.items.map((g) => g.id)).toEqual([group.id]);
  });
});
