import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminStatsDto,
  ContributionDto,
  CreateGroupRequest,
  GroupDto,
  NotificationDto,
} from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import {
  CALLERS,
  adminsOnly,
  callerTokens,
  everyoneSignedIn,
  makeOutsideCallers,
  membersAndAdmins,
  ownerOnly,
  requestToJoin,
  type Caller,
  type OutsideCallers,
} from './support/callers.js';
import { countRows, query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api, type ApiAnswer } from './support/http.js';
import { recordCash } from './support/ledger.js';

const SIGNED_IN = CALLERS.filter((c) => c !== 'anonymous');

interface World {
  tokens: Record<Caller, string | undefined>;
  group: GroupDto;
  groupAdmin: TestUser;
  member: TestUser;
  /** A second member, for payments recorded on someone else's behalf. */
  otherMember: TestUser;
  requester: TestUser;
}

let shared: OutsideCallers;

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * A private group whose first cycle is already due (so it takes payments), with its admin, two
 * members and one pending join request, which also leaves a notification to the admin.
 */
async function makeWorld(overrides: Partial<CreateGroupRequest> = {}): Promise<World> {
  const [groupAdmin, member, otherMember, requester] = await Promise.all([
    makeUser(),
    makeUser(),
    makeUser(),
    makeUser(),
  ]);
  const group = await makeGroup(groupAdmin, {
    is_public: false,
    contribution_amount: '1000',
    start_date: yesterday(),
    ...overrides,
  });
  // One after the other: the join order is the payout order.
  for (const joiner of [member, otherMember]) {
    expect((await joinWithCode(joiner, group.permanent_invitation_code!)).status).toBe(200);
  }
  await requestToJoin(requester, group.id);
  return {
    tokens: callerTokens(shared, { member, requester, groupAdmin }),
    group,
    groupAdmin,
    member,
    otherMember,
    requester,
  };
}

async function approve(w: World, contributionId: string): Promise<void> {
  const answer = await api('POST', `/api/contributions/${contributionId}/approve`, {
    token: w.groupAdmin.token,
  });
  expect(answer.status).toBe(200);
}

const pendingContribution = (w: World) => recordCash(w.member, w.group, '250');

async function approvedContribution(w: World): Promise<string> {
  const id = await pendingContribution(w);
  await approve(w, id);
  return id;
}

/** Every member pays cycle 1 in full and the admin approves it: the pot can be paid out. */
async function cycleReadyForPayout(w: World): Promise<string> {
  for (const payer of [w.groupAdmin, w.member, w.otherMember]) {
    await approve(w, await recordCash(payer, w.group, '1000'));
  }
  return w.group.id;
}

/** The join-request notification the group admin received when the world was made. */
async function adminNotification(w: World): Promise<string> {
  const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
    token: w.groupAdmin.token,
  });
  const note = notes.body.find((n) => n.type === 'join_request');
  expect(note).toBeDefined();
  return note!.id;
}

async function contributionStatus(id: string): Promise<string | undefined> {
  const rows = await query<RowDataPacket & { status: string }>(
    'SELECT status FROM contributions WHERE id = ?',
    [id],
  );
  return rows[0]?.status;
}

async function payoutState(groupId: string) {
  const rows = await query<RowDataPacket & { current_cycle: number }>(
    'SELECT current_cycle FROM savings_groups WHERE id = ?',
    [groupId],
  );
  return {
    payouts: await countRows('payouts', 'group_id = ?', [groupId]),
    currentCycle: rows[0]?.current_cycle,
  };
}

async function rotationSlots(groupId: string): Promise<string[]> {
  const rows = await query<RowDataPacket & { user_id: string }>(
    'SELECT user_id FROM rotation_slots WHERE group_id = ? ORDER BY position',
    [groupId],
  );
  return rows.map((r) => r.user_id);
}

/** `[]` once deleted, else whether it was read. */
async function notificationState(id: string) {
  const rows = await query<RowDataPacket & { is_read: number }>(
    'SELECT is_read FROM notifications WHERE id = ?',
    [id],
  );
  return rows.map((r) => Boolean(r.is_read));
}

interface Row {
  call: string;
  expected: Record<Caller, number>;
  /** Gives each caller a fresh world, so that one caller's success cannot change the next answer. */
  destructive: boolean;
  world?: Partial<CreateGroupRequest>;
  /** Readies what the call acts on in a fresh world and returns its id. */
  arrange?: (w: World) => Promise<string>;
  run: (w: World, token: string | undefined, target: string) => Promise<ApiAnswer<unknown>>;
  /** What the call may change, read from the database: a refused call must leave it as it was. */
  state?: (w: World, target: string) => Promise<unknown>;
  /** Callers whose call changes the state; by default, those answered with a 2xx. */
  effective?: Caller[];
}

const table: Row[] = [
  {
    call: 'POST /api/contributions/cash/record (own payment)',
    // A super admin who is not a member owes the group nothing.
    expected: { ...membersAndAdmins(201), superAdmin: 403 },
    destructive: true,
    run: (w, token) =>
      api('POST', `/api/contributions/cash/record?group_id=${w.group.id}&amount=250`, { token }),
    state: (w) => countRows('contributions', 'group_id = ?', [w.group.id]),
  },
  {
    call: 'POST /api/contributions/cash/record?member_id= (for another member)',
    expected: adminsOnly(201),
    destructive: true,
    run: (w, token) =>
      api(
        'POST',
        `/api/contributions/cash/record?group_id=${w.group.id}&amount=250&member_id=${w.otherMember.user.id}`,
        { token },
      ),
    state: (w) => countRows('contributions', 'group_id = ?', [w.group.id]),
  },
  {
    call: 'GET /api/groups/:id/contributions',
    expected: membersAndAdmins(200),
    destructive: false,
    run: (w, token) => api('GET', `/api/groups/${w.group.id}/contributions`, { token }),
  },
  {
    call: 'POST /api/contributions/:id/approve',
    expected: adminsOnly(200),
    destructive: true,
    arrange: pendingContribution,
    run: (_w, token, id) => api('POST', `/api/contributions/${id}/approve`, { token }),
    state: (_w, id) => contributionStatus(id),
  },
  {
    call: 'POST /api/contributions/:id/reject',
    expected: adminsOnly(200),
    destructive: true,
    arrange: pendingContribution,
    run: (_w, token, id) =>
      api('POST', `/api/contributions/${id}/reject`, {
        token,
        body: { reason: 'Montant non reçu' },
      }),
    state: (_w, id) => contributionStatus(id),
  },
  {
    call: 'POST /api/contributions/:id/reverse',
    expected: adminsOnly(201),
    destructive: true,
    arrange: approvedContribution,
    run: (_w, token, id) =>
      api('POST', `/api/contributions/${id}/reverse`, {
        token,
        body: { reason: 'Saisi deux fois' },
      }),
    state: (_w, id) => countRows('contributions', 'reverses_id = ?', [id]),
  },
  {
    call: 'POST /api/groups/:id/payouts',
    expected: adminsOnly(201),
    destructive: true,
    arrange: cycleReadyForPayout,
    run: (w, token) => api('POST', `/api/groups/${w.group.id}/payouts`, { token }),
    state: (w) => payoutState(w.group.id),
  },
  {
    call: 'GET /api/groups/:id/statement',
    expected: membersAndAdmins(200),
    destructive: false,
    run: (w, token) => api('GET', `/api/groups/${w.group.id}/statement`, { token }),
  },
  {
    call: 'GET /api/groups/:id/rotation',
    expected: membersAndAdmins(200),
    destructive: false,
    run: (w, token) => api('GET', `/api/groups/${w.group.id}/rotation`, { token }),
  },
  {
    call: 'PUT /api/groups/:id/rotation/order',
    expected: adminsOnly(200),
    destructive: true,
    world: { payout_order_method: 'admin_set', start_date: '2030-01-01' },
    run: (w, token) =>
      api('PUT', `/api/groups/${w.group.id}/rotation/order`, {
        token,
        body: { user_ids: [w.otherMember.user.id, w.member.user.id, w.groupAdmin.user.id] },
      }),
    state: (w) => rotationSlots(w.group.id),
  },
  {
    call: 'GET /api/admin/stats',
    // Each admin gets the figures of the groups they run; see the test below.
    expected: { ...adminsOnly(200), otherAdmin: 200 },
    destructive: false,
    run: (_w, token) => api('GET', '/api/admin/stats', { token }),
  },
  {
    call: 'GET /api/users/me/summary',
    expected: everyoneSignedIn(200),
    destructive: false,
    run: (_w, token) => api('GET', '/api/users/me/summary', { token }),
  },
  {
    call: 'GET /api/notifications',
    expected: everyoneSignedIn(200),
    destructive: false,
    run: (_w, token) => api('GET', '/api/notifications', { token }),
  },
  {
    call: "POST /api/notifications/:id/read (the group admin's)",
    expected: ownerOnly(200),
    destructive: true,
    arrange: adminNotification,
    run: (_w, token, id) => api('POST', `/api/notifications/${id}/read`, { token }),
    state: (_w, id) => notificationState(id),
  },
  {
    call: "DELETE /api/notifications/:id (the group admin's)",
    expected: ownerOnly(200),
    destructive: true,
    arrange: adminNotification,
    run: (_w, token, id) => api('DELETE', `/api/notifications/${id}`, { token }),
    state: (_w, id) => notificationState(id),
  },
  {
    call: "POST /api/notifications/read {ids} (the group admin's)",
    expected: everyoneSignedIn(200),
    destructive: true,
    arrange: adminNotification,
    run: (_w, token, id) => api('POST', '/api/notifications/read', { token, body: { ids: [id] } }),
    state: (_w, id) => notificationState(id),
    // Others' ids are ignored: the call succeeds and updates nothing.
    effective: ['groupAdmin'],
  },
  {
    call: "POST /api/notifications/delete {ids} (the group admin's)",
    expected: everyoneSignedIn(200),
    destructive: true,
    arrange: adminNotification,
    run: (_w, token, id) =>
      api('POST', '/api/notifications/delete', { token, body: { ids: [id] } }),
    state: (_w, id) => notificationState(id),
    effective: ['groupAdmin'],
  },
];

const isSuccess = (status: number) => status >= 200 && status < 300;

describe('rotation, contribution and notification permissions, for every caller', () => {
  let world: World;
  beforeAll(async () => {
    shared = await makeOutsideCallers();
    world = await makeWorld();
    await pendingContribution(world);
    await recordCash(world.otherMember, world.group, '300');
  }, 60_000);

  for (const row of table) {
    it(`${row.call}: ${CALLERS.map((c) => `${c} ${row.expected[c]}`).join(', ')}`, async () => {
      for (const caller of CALLERS) {
        const w = row.destructive ? await makeWorld(row.world) : world;
        const target = (await row.arrange?.(w)) ?? '';
        const before = await row.state?.(w, target);
        const answer = await row.run(w, w.tokens[caller], target);
        expect({ caller, status: answer.status }).toEqual({ caller, status: row.expected[caller] });
        if (!row.state) continue;
        const after = await row.state(w, target);
        const effective = row.effective ?? CALLERS.filter((c) => isSuccess(row.expected[c]));
        if (effective.includes(caller)) {
          expect(after, `${caller} changes the state`).not.toEqual(before);
        } else {
          expect(after, `${caller} changes nothing`).toEqual(before);
        }
      }
    }, 120_000);
  }

  it('lists every contribution to the admins and the super admin, and members only their own', async () => {
    const list = async (caller: Caller) =>
      (
        await api<ContributionDto[]>('GET', `/api/groups/${world.group.id}/contributions`, {
          token: world.tokens[caller],
        })
      ).body.map((c) => c.user_id);
    const payers = [world.otherMember.user.id, world.member.user.id];
    expect((await list('groupAdmin')).sort()).toEqual([...payers].sort());
    expect((await list('superAdmin')).sort()).toEqual([...payers].sort());
    expect(await list('member')).toEqual([world.member.user.id]);
  });

  it("gives each admin the figures of their own groups, never another admin's", async () => {
    const stats = async (caller: Caller) =>
      (await api<AdminStatsDto>('GET', '/api/admin/stats', { token: world.tokens[caller] })).body;
    expect(await stats('groupAdmin')).toMatchObject({ totalGroups: 1, totalMembers: 3 });
    expect(await stats('otherAdmin')).toMatchObject({ totalGroups: 1, totalMembers: 1 });
    expect((await stats('superAdmin')).totalGroups).toBeGreaterThanOrEqual(2);
  });

  it("shows each caller their own notifications and summary, never someone else's", async () => {
    const adminNote = await adminNotification(world);
    for (const caller of SIGNED_IN.filter((c) => c !== 'groupAdmin')) {
      const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
        token: world.tokens[caller],
      });
      expect(
        notes.body.map((n) => n.id),
        caller,
      ).not.toContain(adminNote);
    }
    const summary = async (caller: Caller) =>
      (await api('GET', '/api/users/me/summary', { token: world.tokens[caller] })).body;
    expect(await summary('member')).toMatchObject({ pending_count: 1 });
    expect(await summary('groupAdmin')).toMatchObject({ pending_count: 0 });
    expect(await summary('superAdmin')).toMatchObject({ pending_count: 0 });
  });
});
