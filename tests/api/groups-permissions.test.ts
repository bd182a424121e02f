import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupDetailDto, GroupDto } from '@tontine/contracts';
import {
  CALLERS,
  adminsOnly,
  callerTokens,
  everyoneSignedIn,
  makeOutsideCallers,
  requestToJoin,
  type Caller,
  type OutsideCallers,
} from './support/callers.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

interface World {
  tokens: Record<Caller, string | undefined>;
  group: GroupDto;
  member: TestUser;
  requester: TestUser;
  requestId: string;
}

let shared: OutsideCallers;

/** A private group with its admin, one member and one pending request. */
async function makeWorld(): Promise<World> {
  const [groupAdmin, member, requester] = await Promise.all([makeUser(), makeUser(), makeUser()]);
  const group = await makeGroup(groupAdmin, { is_public: false });
  expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  const request = await requestToJoin(requester, group.id);
  return {
    tokens: callerTokens(shared, { member, requester, groupAdmin }),
    group,
    member,
    requester,
    requestId: request.id,
  };
}

/** Expected status per caller, in the order of CALLERS. */
const table: Array<{
  call: string;
  expected: Record<Caller, number>;
  destructive: boolean;
  run: (w: World, token: string | undefined) => Promise<{ status: number; body: unknown }>;
}> = [
  {
    call: 'GET /api/groups/:id',
    expected: everyoneSignedIn(200),
    destructive: false,
    run: (w, token) => api('GET', `/api/groups/${w.group.id}`, { token }),
  },
  {
    call: 'GET /api/groups/:id/join-requests',
    expected: adminsOnly(200),
    destructive: false,
    run: (w, token) => api('GET', `/api/groups/${w.group.id}/join-requests`, { token }),
  },
  {
    call: 'GET /api/users/:id/join-requests',
    expected: {
      anonymous: 401,
      outsider: 403,
      member: 403,
      requester: 200,
      groupAdmin: 403,
      otherAdmin: 403,
      superAdmin: 200,
    },
    destructive: false,
    run: (w, token) => api('GET', `/api/users/${w.requester.user.id}/join-requests`, { token }),
  },
  {
    call: 'POST /api/join-requests/:id/accept',
    expected: adminsOnly(200),
    destructive: true,
    run: (w, token) => api('POST', `/api/join-requests/${w.requestId}/accept`, { token, body: {} }),
  },
  {
    call: 'POST /api/join-requests/:id/reject',
    expected: adminsOnly(200),
    destructive: true,
    run: (w, token) =>
      api('POST', `/api/join-requests/${w.requestId}/reject`, {
        token,
        body: { admin_response: 'Complet' },
      }),
  },
  {
    call: 'DELETE /api/groups/:id/members/:memberId',
    expected: adminsOnly(200),
    destructive: true,
    run: (w, token) =>
      api('DELETE', `/api/groups/${w.group.id}/members/${w.member.user.id}`, { token }),
  },
  {
    call: 'DELETE /api/groups/:id',
    expected: adminsOnly(200),
    destructive: true,
    run: (w, token) => api('DELETE', `/api/groups/${w.group.id}`, { token }),
  },
];

describe('group permissions, for every caller', () => {
  let world: World;
  beforeAll(async () => {
    shared = await makeOutsideCallers();
    world = await makeWorld();
  }, 60_000);

  for (const row of table) {
    it(`${row.call}: ${CALLERS.map((c) => `${c} ${row.expected[c]}`).join(', ')}`, async () => {
      for (const caller of CALLERS) {
        const w = row.destructive ? await makeWorld() : world;
        const answer = await row.run(w, w.tokens[caller]);
        expect({ caller, status: answer.status }).toEqual({ caller, status: row.expected[caller] });
      }
    }, 60_000);
  }

  it('shows the members, the code and the admin phone to insiders only', async () => {
    const view = async (caller: Caller) =>
      (
        await api<GroupDetailDto>('GET', `/api/groups/${world.group.id}`, {
          token: world.tokens[caller],
        })
      ).body;
    for (const caller of ['member', 'groupAdmin', 'superAdmin'] as const) {
      const g = await view(caller);
      expect(g.members?.length, caller).toBe(2);
      expect(g.permanent_invitation_code, caller).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    }
    for (const caller of ['outsider', 'requester', 'otherAdmin'] as const) {
      const g = await view(caller);
      expect(g.members, caller).toBeNull();
      expect(g.permanent_invitation_code, caller).toBeNull();
      expect(g.admin_phone, caller).toBeNull();
    }
    expect((await view('requester')).my_relation).toBe('pending');
    expect((await view('member')).my_relation).toBe('member');
    expect((await view('groupAdmin')).my_relation).toBe('admin');
    expect((await view('groupAdmin')).pending_requests_count).toBe(1);
    expect((await view('member')).pending_requests_count).toBeNull();
  });
});
