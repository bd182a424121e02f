import { describe, expect, it } from 'vitest';
import type { GroupDto, Page } from '@tontine/contracts';
import { query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { useApiPairSharingRedis } from './support/redis-pair.js';
import { signInAs } from './support/sessions.js';

/**
 * The callers and the listing pages are kept in memory until a write to their tables
 * (apps/api/src/database/read-cache.ts). Each test reads first, so that what follows the write
 * would be served from memory if the write were missed.
 */
const listed = (user: TestUser, path = '/api/groups', baseUrl?: string) =>
  api<Page<GroupDto>>('GET', path, { token: user.token, baseUrl });
const relationIn = (page: Page<GroupDto>, groupId: string) =>
  page.items.find((g) => g.id === groupId)?.my_relation ?? null;

describe('the read caches follow every write made through the API', () => {
  it('a member sees the group they just joined, and its new member count', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin);
    expect(relationIn((await listed(member)).body, group.id)).toBeNull();
    expect((await listed(admin)).body.items.find((g) => g.id === group.id)?.member_count).toBe(1);

    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    expect(relationIn((await listed(member)).body, group.id)).toBe('member');
    expect((await listed(admin)).body.items.find((g) => g.id === group.id)?.member_count).toBe(2);
  });

  it('a request to join shows as pending at once, and no more once accepted', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: false });
    const search = `/api/groups/search?q=${encodeURIComponent(group.name)}`;
    expect(relationIn((await listed(member, search)).body, group.id)).toBeNull();

    const sent = await api<{ request: { id: string } }>(
      'POST',
      `/api/groups/${group.id}/join-request`,
      { token: member.token, body: { message: 'Karibu?' } },
    );
    expect(sent.status).toBe(201);
    expect(relationIn((await listed(member, search)).body, group.id)).toBe('pending');
    expect(
      (await listed(admin)).body.items.find((g) => g.id === group.id)?.pending_requests_count,
    ).toBe(1);

    const accepted = await api('POST', `/api/join-requests/${sent.body.request.id}/accept`, {
      token: admin.token,
    });
    expect(accepted.status).toBe(200);
    // Accepted, the request waits no more: the member joins with the code it was sent.
    expect(relationIn((await listed(member, search)).body, group.id)).toBeNull();
    expect(
      (await listed(admin)).body.items.find((g) => g.id === group.id)?.pending_requests_count,
    ).toBe(0);
  });

  it('a signed-out token is refused on the very next request', async () => {
    const user = await makeUser();
    expect((await api('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    expect((await api('POST', '/api/auth/logout', { token: user.token })).status).toBe(200);
    const after = await api<{ code: string }>('GET', '/api/auth/me', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_REVOKED');
  });

  it('a suspended account is refused on the very next request', async () => {
    const [user, superAdmin] = await Promise.all([makeUser(), signInAs('superAdmin')]);
    expect((await listed(user)).status).toBe(200);
    const suspended = await api('POST', `/api/superadmin/users/${user.user.id}/action`, {
      token: superAdmin,
      body: { action: 'suspend' },
    });
    expect(suspended.status).toBe(200);
    const after = await listed(user);
    expect(after.status).toBe(403);
    expect((after.body as unknown as { code: string }).code).toBe('ACCOUNT_SUSPENDED');
  });

  it('a changed setting is what the next request reads', async () => {
    const user = await makeUser();
    const before = await api<{ language: string }>('GET', '/api/users/me/settings', {
      token: user.token,
    });
    const next = before.body.language === 'en' ? 'sw' : 'en';
    const saved = await api('PUT', '/api/users/me/settings', {
      token: user.token,
      body: { ...before.body, language: next },
    });
    expect(saved.status).toBe(200);
    const after = await api<{ language: string }>('GET', '/api/users/me/settings', {
      token: user.token,
    });
    expect(after.body.language).toBe(next);
  });

  it('SQL typed by hand goes unseen until an operator clears the caches from the console', async () => {
    const [admin, superAdmin] = await Promise.all([makeUser(), signInAs('superAdmin')]);
    const group = await makeGroup(admin);
    expect((await listed(admin)).body.items.find((g) => g.id === group.id)?.name).toBe(group.name);

    await query('UPDATE savings_groups SET name = ? WHERE id = ?', ['Renamed by hand', group.id]);
    expect((await listed(admin)).body.items.find((g) => g.id === group.id)?.name).toBe(group.name);

    const cleared = await api<{ cleared: string[] }>('POST', '/api/superadmin/system/clear-cache', {
      token: superAdmin,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.cleared).toEqual(expect.arrayContaining(['callers', 'group-listings']));
    expect((await listed(admin)).body.items.find((g) => g.id === group.id)?.name).toBe(
      'Renamed by hand',
    );
  });
});

describe('two instances sharing Redis', () => {
  const pair = useApiPairSharingRedis();

  it('a join through one instance shows in the listing the other instance kept', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin);
    expect(relationIn((await listed(member, '/api/groups', pair.first.url)).body, group.id)).toBe(
      null,
    );

    const joined = await api('POST', '/api/groups/join-with-permanent-code', {
      token: member.token,
      body: { permanent_code: group.permanent_invitation_code },
      baseUrl: pair.second.url,
    });
    expect(joined.status).toBe(200);
    // The other instance hears of the write on Redis, a moment after it committed.
    await expect
      .poll(
        async () =>
          relationIn((await listed(member, '/api/groups', pair.first.url)).body, group.id),
        { timeout: 3_000, interval: 50 },
      )
      .toBe('member');
  });

  it('a sign-out through one instance ends the session the other instance kept', async () => {
    const user = await makeUser();
    const me = (baseUrl: string) => api('GET', '/api/auth/me', { token: user.token, baseUrl });
    expect((await me(pair.first.url)).status).toBe(200);
    expect(
      (await api('POST', '/api/auth/logout', { token: user.token, baseUrl: pair.second.url }))
        .status,
    ).toBe(200);
    await expect.poll(async () => (await me(pair.first.url)).status, { timeout: 3_000 }).toBe(401);
  });
});
