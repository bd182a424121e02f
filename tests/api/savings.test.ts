import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SAVINGS_RULES,
  type GroupSavings,
  type NotificationDto,
  type SavingResponse,
} from '@tontine/contracts';
import { countRows, query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { insertFine } from './support/fines.js';
import { api } from './support/http.js';

type Answer = SavingResponse & { code?: string };

/** A group of `admin` and `member` with a fund of `rules` (a fixed saving of 500 by default). */
async function fundGroup(
  rules: Record<string, unknown> = {},
  groupRules?: NonNullable<Parameters<typeof makeGroup>[1]>['rules'],
) {
  const [admin, member] = await Promise.all([makeUser(), makeUser()]);
  const group = await makeGroup(admin, {
    currency: 'KES',
    start_date: new Date().toISOString().slice(0, 10),
    rules: groupRules,
  });
  expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  const set = await api('PUT', `/api/groups/${group.id}/savings-rules`, {
    token: admin.token,
    body: {
      ...DEFAULT_SAVINGS_RULES,
      enabled: true,
      saving_amount: '500',
      loan_cap: '1200',
      ...rules,
    },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { admin, member, group };
}

const save = (user: TestUser, groupId: string, body: Record<string, unknown> = {}) =>
  api<Answer>('POST', `/api/groups/${groupId}/savings`, { token: user.token, body });

const decide = (user: TestUser, id: string, action: 'approve' | 'reject', reason?: string) =>
  api<Answer>('POST', `/api/savings/${id}/${action}`, {
    token: user.token,
    body: reason ? { reason } : undefined,
  });

async function overview(user: TestUser, groupId: string) {
  const answer = await api<GroupSavings>('GET', `/api/groups/${groupId}/savings`, {
    token: user.token,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('savings paid into the fund', () => {
  it('are declared by the member, validated by an admin, and counted in the fund', async () => {
    const { admin, member, group } = await fundGroup();
    const declared = await save(member, group.id);
    expect(declared.status, JSON.stringify(declared.body)).toBe(201);
    expect(declared.body.saving).toMatchObject({
      amount: '500.00',
      currency: 'KES',
      status: 'pending',
      cycle_number: 1,
      method: 'cash',
    });
    // Declared, the cycle's saving is owed no more: a second declaration is refused.
    expect((await save(member, group.id)).body).toMatchObject({ code: 'SAVING_ALREADY_PAID' });
    expect((await overview(member, group.id)).my_due_this_cycle).toBe('0.00');

    const approved = await decide(admin, declared.body.saving.id, 'approve');
    expect(approved.body.saving).toMatchObject({
      status: 'approved',
      decided_by_name: admin.user.username,
    });
    expect((await decide(admin, declared.body.saving.id, 'approve')).body).toMatchObject({
      code: 'SAVING_NOT_PENDING',
    });
    const theirs = await overview(member, group.id);
    expect(theirs).toMatchObject({
      my_savings: '500.00',
      my_due_this_cycle: '0.00',
      // Three times the savings, within the cap of 1,200.
      my_borrowing_limit: '1200.00',
      can_manage: false,
      fund: { currency: 'KES', savings: '500.00', balance: '500.00', fines_kept: '0.00' },
    });
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: member.token,
    });
    expect(notes.body.find((n) => n.data?.saving_id === declared.body.saving.id)).toMatchObject({
      title: 'Épargne validée',
    });
    expect(
      await countRows('audit_entries', "action = 'saving_approved' AND admin_id = ?", [
        admin.user.id,
      ]),
    ).toBe(1);
  });

  it('are recorded at once by an admin who received the cash, and never by a member for another', async () => {
    const { admin, member, group } = await fundGroup();
    const byMember = await save(member, group.id, { user_id: admin.user.id });
    expect(byMember.status).toBe(403);
    const recorded = await save(admin, group.id, { user_id: member.user.id });
    expect(recorded.status).toBe(201);
    expect(recorded.body.saving).toMatchObject({ status: 'approved', user_id: member.user.id });
    expect(
      await countRows('audit_entries', "action = 'saving_recorded' AND admin_id = ?", [
        admin.user.id,
      ]),
    ).toBe(1);
    // The admin sees every member's savings; the member their own.
    expect((await overview(admin, group.id)).savings).toHaveLength(1);
    expect((await overview(member, group.id)).savings.map((s) => s.user_id)).toEqual([
      member.user.id,
    ]);
  });

  it('count the fines kept in the fund beside the savings', async () => {
    const lateFine = {
      late_fine_kind: 'fixed',
      late_fine: '50',
      paid_member_late_fine: '50',
      grace_days: 0,
    } as const;
    const { admin, member, group } = await fundGroup({}, lateFine);
    await save(admin, group.id, { user_id: member.user.id });
    const fineId = await insertFine(group, member, '50.00');
    await query(
      `UPDATE fines SET status = 'paid', payment_method = 'cash', payment_recorded_by = ?,
         payment_recorded_at = ?, decided_by = ?, decided_at = ? WHERE id = ?`,
      [member.user.id, new Date(), admin.user.id, new Date(), fineId],
    );
    expect((await overview(member, group.id)).fund).toMatchObject({
      savings: '500.00',
      fines_kept: '50.00',
      balance: '550.00',
    });
  });

  it('refuse, with the reason and nothing written, what the rules do not allow', async () => {
    const { admin, member, group } = await fundGroup();
    expect((await save(member, group.id, { amount: '200' })).body).toMatchObject({
      code: 'SAVING_AMOUNT_FIXED',
    });
    const free = await fundGroup({ saving_kind: 'free', saving_amount: '100' });
    expect((await save(free.member, free.group.id, { amount: '99.99' })).body).toMatchObject({
      code: 'SAVING_TOO_SMALL',
    });
    expect((await save(free.member, free.group.id, { amount: '250' })).status).toBe(201);
    expect((await save(free.member, free.group.id, { amount: '250' })).status).toBe(201);
    await api('PUT', `/api/groups/${group.id}/savings-rules`, {
      token: admin.token,
      body: { ...DEFAULT_SAVINGS_RULES, enabled: false },
    });
    expect((await save(member, group.id)).body).toMatchObject({ code: 'SAVINGS_DISABLED' });
    expect(await countRows('savings', 'group_id = ?', [group.id])).toBe(0);
  });

  it('rejected, are owed again; two declarations at once make one saving', async () => {
    const { admin, member, group } = await fundGroup();
    const answers = await Promise.all([save(member, group.id), save(member, group.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const pending = answers.find((a) => a.status === 201)!.body.saving;
    const rejected = await decide(admin, pending.id, 'reject', 'Espèces non reçues');
    expect(rejected.body.saving).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Espèces non reçues',
    });
    expect((await overview(member, group.id)).my_due_this_cycle).toBe('500.00');
    expect((await save(member, group.id)).status).toBe(201);
  });
});
