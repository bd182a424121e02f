import { randomUUID } from 'node:crypto';
import type { RowDataPacket } from 'mysql2';
import type { GroupMemberDto, NotificationDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { isoDateFromToday } from '../support/dates.js';
import { query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

type Refusal = { code?: string; detail?: string };

const setRole = (by: TestUser, groupId: string, who: TestUser, role: 'treasurer' | 'member') =>
  api<GroupMemberDto & Refusal>('PUT', `/api/groups/${groupId}/members/${who.user.id}/role`, {
    token: by.token,
    body: { role },
  });

async function recordCash(by: TestUser, groupId: string, memberId?: string) {
  const answer = await api<{ contribution: { id: string } } & Refusal>(
    'POST',
    `/api/contributions/cash/record?group_id=${groupId}&amount=100${memberId ? `&member_id=${memberId}` : ''}`,
    { token: by.token },
  );
  return answer;
}

describe('treasurers', () => {
  it('are named by an admin and handle the money, never the rules, the members or the order', async () => {
    const [admin, treasurer, member, outsider] = await Promise.all([
      makeUser(),
      makeUser(),
      makeUser(),
      makeUser(),
    ]);
    const group = await makeGroup(admin, {
      start_date: isoDateFromToday(0),
      contribution_amount: '100',
      rules: {
        late_fine_kind: 'fixed',
        late_fine: '20',
        paid_member_late_fine: '30',
        grace_days: 0,
      },
    });
    for (const user of [treasurer, member])
      expect((await joinWithCode(user, group.permanent_invitation_code!)).status).toBe(200);

    // Only an admin names one, only among members who are not admins.
    expect((await setRole(member, group.id, treasurer, 'treasurer')).body.code).toBe(
      'GROUP_ADMIN_REQUIRED',
    );
    expect((await setRole(admin, group.id, admin, 'treasurer')).body.code).toBe('MEMBER_IS_ADMIN');
    expect((await setRole(admin, group.id, outsider, 'treasurer')).body.code).toBe(
      'MEMBER_NOT_FOUND',
    );
    const named = await setRole(admin, group.id, treasurer, 'treasurer');
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ id: treasurer.user.id, role: 'treasurer' });
    const told = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: treasurer.token,
    });
    expect(told.body.map((n) => n.data?.template)).toContain('treasurer_named');
    const [audit] = await query<RowDataPacket & { details: string }>(
      "SELECT details FROM audit_entries WHERE action = 'member_role_changed' AND admin_id = ?",
      [admin.user.id],
    );
    expect(audit?.details).toContain('member → treasurer');
    const detail = await api<{ is_treasurer: boolean }>('GET', `/api/groups/${group.id}`, {
      token: treasurer.token,
    });
    expect(detail.body.is_treasurer).toBe(true);

    // The money: cash recorded for a member, a payment validated, another rejected.
    const forMember = await recordCash(treasurer, group.id, member.user.id);
    expect(forMember.status).toBe(201);
    expect(
      (
        await api('POST', `/api/contributions/${forMember.body.contribution.id}/approve`, {
          token: treasurer.token,
        })
      ).status,
    ).toBe(200);
    const own = await recordCash(admin, group.id);
    const rejected = await api('POST', `/api/contributions/${own.body.contribution.id}/reject`, {
      token: treasurer.token,
      body: { reason: 'Reçu illisible' },
    });
    expect(rejected.status).toBe(200);
    // Fines: the admin's (whose payment was refused), waived by the treasurer.
    const fineId = randomUUID();
    await query(
      `INSERT INTO fines (id, group_id, user_id, cycle_number, amount, currency, status,
         rules_version, member_was_paid, created_at)
       VALUES (?, ?, ?, 1, 20, ?, 'unpaid', 1, 0, ?)`,
      [fineId, group.id, admin.user.id, group.currency, new Date()],
    );
    const fines = await api<{ can_manage: boolean }>('GET', `/api/groups/${group.id}/fines`, {
      token: treasurer.token,
    });
    expect(fines.body.can_manage).toBe(true);
    expect(
      (
        await api('POST', `/api/fines/${fineId}/waive`, {
          token: treasurer.token,
          body: { reason: 'Erreur de date' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api('GET', `/api/groups/${group.id}/report.pdf`, { token: treasurer.token })).status,
    ).toBe(200);

    // Not the rules, the members, the order, the payouts or corrections of history.
    const refusals = await Promise.all([
      api<Refusal>('PUT', `/api/groups/${group.id}/rules`, {
        token: treasurer.token,
        body: {
          late_fine_kind: 'fixed',
          late_fine: '0',
          paid_member_late_fine: '0',
          grace_days: 3,
        },
      }),
      api<Refusal>('DELETE', `/api/groups/${group.id}/members/${member.user.id}`, {
        token: treasurer.token,
      }),
      api<Refusal>('PUT', `/api/groups/${group.id}/rotation/method`, {
        token: treasurer.token,
        body: { payout_order_method: 'random_draw' },
      }),
      api<Refusal>('POST', `/api/groups/${group.id}/payouts`, { token: treasurer.token, body: {} }),
      api<Refusal>('POST', `/api/contributions/${forMember.body.contribution.id}/reverse`, {
        token: treasurer.token,
        body: { reason: 'Erreur' },
      }),
      setRole(treasurer, group.id, member, 'treasurer'),
    ]);
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual(
      refusals.map(() => [403, 'GROUP_ADMIN_REQUIRED']),
    );

    // The role taken back: the money is the admins' again.
    expect((await setRole(admin, group.id, treasurer, 'member')).body.role).toBe('member');
    const again = await recordCash(admin, group.id);
    const refused = await api<Refusal>(
      'POST',
      `/api/contributions/${again.body.contribution.id}/approve`,
      { token: treasurer.token },
    );
    expect(refused.body.code).toBe('GROUP_ADMIN_REQUIRED');
  });
});
