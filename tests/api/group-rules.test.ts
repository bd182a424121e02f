import type { RowDataPacket } from 'mysql2/promise';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GROUP_RULES,
  type GroupDetailDto,
  type GroupDto,
  type GroupRulesDto,
  type JoinRequestDto,
  type NotificationDto,
} from '@tontine/contracts';
import { countRows, query } from './support/database.js';
import { groupCreation, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

const RULES = {
  late_fine_kind: 'percent',
  late_fine: '5',
  paid_member_late_fine: '10',
  grace_days: 2,
} as const;

function changeRules(user: TestUser, groupId: string, body: unknown) {
  return api<GroupRulesDto & { detail?: string; code?: string }>(
    'PUT',
    `/api/groups/${groupId}/rules`,
    { token: user.token, body },
  );
}

function inFuture(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function versionsOf(groupId: string) {
  return query<
    { version: number; late_fine: string; effective_from_cycle: number } & RowDataPacket
  >(
    'SELECT version, late_fine, effective_from_cycle FROM group_rule_versions WHERE group_id = ? ORDER BY version',
    [groupId],
  );
}

describe("a group's rules", () => {
  it('are set at creation and shown to everyone who sees the group', async () => {
    const [admin, stranger] = await Promise.all([makeUser(), makeUser()]);
    const created = await api<{ group: GroupDto }>('POST', '/api/groups', {
      token: admin.token,
      body: groupCreation({ rules: RULES }),
    });
    expect(created.status).toBe(201);
    const expected = {
      late_fine_kind: 'percent',
      late_fine: '5.00',
      paid_member_late_fine: '10.00',
      grace_days: 2,
      reminder_days_before: 2,
      version: 1,
      effective_from_cycle: 1,
    };
    expect(created.body.group.rules).toEqual(expected);
    const seen = await api<GroupDto>('GET', `/api/groups/${created.body.group.id}`, {
      token: stranger.token,
    });
    expect(seen.body.rules).toEqual(expected);
    expect(await versionsOf(created.body.group.id)).toEqual([
      { version: 1, late_fine: '5.00', effective_from_cycle: 1 },
    ]);
  });

  it('default to no fine and three days of grace', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin);
    expect(group.rules).toEqual({
      ...DEFAULT_GROUP_RULES,
      version: 1,
      effective_from_cycle: 1,
    });
  });

  it('refuse what cannot be a rule, with the message, and write nothing', async () => {
    const admin = await makeUser();
    const before = await countRows('savings_groups');
    const cases: Array<[unknown, string]> = [
      [{ ...RULES, late_fine: '-1' }, 'Indiquez une amende valide (0 pour aucune)'],
      [
        { ...RULES, late_fine: '101', paid_member_late_fine: '120' },
        "L'amende ne peut pas dépasser 100 % de la cotisation",
      ],
      [
        { ...RULES, paid_member_late_fine: '1' },
        "L'amende d'un membre déjà payé doit être au moins égale à l'amende de retard",
      ],
      [{ ...RULES, grace_days: 31 }, 'Le délai de grâce va de 0 à 30 jours'],
      [{ ...RULES, grace_days: 1.5 }, 'Le délai de grâce va de 0 à 30 jours'],
      [{ ...RULES, reminder_days_before: 8 }, 'Le rappel avant l’échéance va de 0 à 7 jours'],
    ];
    for (const [rules, detail] of cases) {
      const answer = await api('POST', '/api/groups', {
        token: admin.token,
        body: groupCreation({ rules: rules as never }),
      });
      expect({ status: answer.status, detail: answer.body.detail }).toEqual({
        status: 400,
        detail,
      });
    }
    expect(await countRows('savings_groups')).toBe(before);
  });

  it("are changed by the group's admins only, from the first cycle while the group forms, audited", async () => {
    const [admin, member, stranger] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const group = await makeGroup(admin, { start_date: inFuture(10) });
    await api('POST', `/api/groups/${group.id}/request-join`, { token: member.token });

    for (const caller of [member, stranger]) {
      const refused = await changeRules(caller, group.id, RULES);
      expect(refused.status).toBe(403);
    }
    const bad = await changeRules(admin, group.id, { ...RULES, grace_days: -1 });
    expect(bad.status).toBe(400);
    expect(await versionsOf(group.id)).toHaveLength(1);

    const changed = await changeRules(admin, group.id, RULES);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      late_fine_kind: 'percent',
      late_fine: '5.00',
      paid_member_late_fine: '10.00',
      grace_days: 2,
      reminder_days_before: 2,
      version: 2,
      effective_from_cycle: 1,
    });
    const seen = await api<GroupDetailDto>('GET', `/api/groups/${group.id}`, {
      token: member.token,
    });
    expect(seen.body.rules).toEqual(changed.body);
    // Before the rotation begins the change applies at once: the rules in force are the new ones.
    expect(seen.body.rules_in_force).toEqual(changed.body);
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: member.token,
    });
    expect(notes.body[0]).toMatchObject({
      type: 'system_update',
      title: 'Règles du groupe modifiées',
      message: `Les règles du groupe ${group.name} ont changé : elles s'appliquent à partir du cycle 1.`,
      data: { template: 'group_rules_changed', group_id: group.id, cycle: '1' },
    });
    expect(
      await countRows('audit_entries', "action = 'group_rules_changed' AND admin_id = ?", [
        admin.user.id,
      ]),
    ).toBe(1);
  });

  it('never reach back to a cycle under way: a change applies from the next one', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, {
      start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    });
    const changed = await changeRules(admin, group.id, {
      ...DEFAULT_GROUP_RULES,
      late_fine: '200',
      paid_member_late_fine: '300',
    });
    expect(changed.body).toMatchObject({ version: 2, effective_from_cycle: 2 });
    expect(await versionsOf(group.id)).toEqual([
      { version: 1, late_fine: '0.00', effective_from_cycle: 1 },
      { version: 2, late_fine: '200.00', effective_from_cycle: 2 },
    ]);
    // The group's page shows both: the rules the cycle under way keeps, and those to come.
    const detail = await api<GroupDetailDto>('GET', `/api/groups/${group.id}`, {
      token: admin.token,
    });
    expect(detail.body.rules).toMatchObject({ version: 2, late_fine: '200.00' });
    expect(detail.body.rules_in_force).toMatchObject({
      version: 1,
      late_fine: '0.00',
      effective_from_cycle: 1,
    });
  });

  it('make two versions of two changes at once', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin);
    const answers = await Promise.all([
      changeRules(admin, group.id, { ...RULES, late_fine: '1' }),
      changeRules(admin, group.id, { ...RULES, late_fine: '2' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.version).sort()).toEqual([2, 3]);
    expect((await versionsOf(group.id)).map((v) => v.version)).toEqual([1, 2, 3]);
  });
});

describe('joining on the rules one was shown', () => {
  it('records the version accepted, and refuses one the admins have since changed', async () => {
    const [admin, joiner, late] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: true });

    const preview = await api<GroupDto>(
      'GET',
      `/api/groups/preview?permanent_code=${group.permanent_invitation_code!.toLowerCase()}`,
      { token: joiner.token },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ id: group.id, rules: { version: 1 } });
    const unknown = await api('GET', '/api/groups/preview?permanent_code=ZZZZZZZZ', {
      token: joiner.token,
    });
    expect(unknown.status).toBe(404);

    const joined = await api('POST', '/api/groups/join-with-permanent-code', {
      token: joiner.token,
      body: { permanent_code: group.permanent_invitation_code, accepted_rules_version: 1 },
    });
    expect(joined.status).toBe(200);

    await changeRules(admin, group.id, RULES);
    const stale = await api('POST', `/api/groups/${group.id}/request-join`, {
      token: late.token,
      body: { accepted_rules_version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'GROUP_RULES_CHANGED',
      detail: 'Les règles du groupe ont changé : relisez-les avant de rejoindre',
    });
    expect(
      await countRows('memberships', 'group_id = ? AND user_id = ?', [group.id, late.user.id]),
    ).toBe(0);
    const fresh = await api('POST', `/api/groups/${group.id}/request-join`, {
      token: late.token,
      body: { accepted_rules_version: 2 },
    });
    expect(fresh.status).toBe(200);

    const rows = await query<
      { user_id: string; accepted_rules_version: number | null } & RowDataPacket
    >('SELECT user_id, accepted_rules_version FROM memberships WHERE group_id = ?', [group.id]);
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.accepted_rules_version]))).toEqual({
      [admin.user.id]: 1,
      [joiner.user.id]: 1,
      [late.user.id]: 2,
    });
  });

  it('keeps the version a join request accepted for the join with its code', async () => {
    const [admin, asker] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: false });
    const asked = await api<{ request: JoinRequestDto }>(
      'POST',
      `/api/groups/${group.id}/join-request`,
      {
        token: asker.token,
        body: { message: 'Je veux épargner avec vous', accepted_rules_version: 1 },
      },
    );
    expect(asked.status).toBe(201);
    const accepted = await api('POST', `/api/join-requests/${asked.body.request.id}/accept`, {
      token: admin.token,
      body: {},
    });
    expect(accepted.status).toBe(200);
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: asker.token,
    });
    const code = notes.body[0]!.data!.invitation_code!;
    const joined = await api('POST', '/api/groups/join', {
      token: asker.token,
      body: { invitation_code: code },
    });
    expect(joined.status).toBe(200);
    const [row] = await query<{ accepted_rules_version: number | null } & RowDataPacket>(
      'SELECT accepted_rules_version FROM memberships WHERE group_id = ? AND user_id = ?',
      [group.id, asker.user.id],
    );
    expect(row?.accepted_rules_version).toBe(1);
  });
});
