import type { RowDataPacket } from 'mysql2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import Big from 'big.js';
import {
  DEFAULT_SAVINGS_RULES,
  loanSchedule,
  type GroupSavings,
  type LoanDetail,
} from '@tontine/contracts';
import type {
  AdminStatsDto,
  FineResponse,
  GroupFines,
  MyPaymentsDto,
  NotificationDto,
  PayoutDto,
} from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { countRows, query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { backdate } from './support/backdate.js';
import { eventually } from './support/eventually.js';
import { reconcileDatabase } from './support/reconcile.js';

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The jobs that act on due dates (payment reminders, late fines), on their own two API instances
 * against the shared database, each running both jobs every second: what two instances do at
 * once is part of what is tested, and the shared API runs neither.
 */
let instances: RunningApi[] = [];

beforeAll(async () => {
  const env = {
    DATABASE_URL: inject('databaseUrl'),
    REMINDER_INTERVAL_SECONDS: '1',
    FINES_INTERVAL_SECONDS: '1',
  };
  instances = await Promise.all([startApi(env), startApi(env)]);
});
afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
});

const RULES = {
  late_fine_kind: 'fixed',
  late_fine: '50',
  paid_member_late_fine: '75',
  grace_days: 2,
} as const;

async function finesOf(token: string, groupId: string) {
  const answer = await api<GroupFines>('GET', `/api/groups/${groupId}/fines`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function payCash(payer: TestUser, groupId: string, cycle: number, approver?: TestUser) {
  const paid = await api<{ contribution: { id: string } }>(
    'POST',
    `/api/contributions/cash/record?group_id=${groupId}&amount=100&cycle_number=${cycle}`,
    { token: payer.token },
  );
  expect(paid.status).toBe(201);
  if (approver) {
    const approved = await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
      token: approver.token,
    });
    expect(approved.status).toBe(200);
  }
  return paid.body.contribution.id;
}

describe('late fines', () => {
  it('fines once, after the grace, each member who had not paid in full, and no one who had', async () => {
    const [admin, paid, pending, late] = await Promise.all([
      makeUser(),
      makeUser(),
      makeUser(),
      makeUser(),
    ]);
    const group = await makeGroup(admin, {
      start_date: daysFromNow(30),
      contribution_amount: '100',
      rules: RULES,
    });
    for (const member of [paid, pending, late])
      expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    await payCash(paid, group.id, 1, admin);
    // Recorded in time, still waiting for the admin: made in time.
    await payCash(pending, group.id, 1);
    // Due three days ago with two days of grace: the grace is over.
    await backdate(group.id, 3);
    // Paid after the grace: late all the same.
    await payCash(late, group.id, 1, admin);

    const found = await eventually(
      () => finesOf(admin.token, group.id),
      (f) => f.fines.length >= 2,
    );
    expect(found.can_manage).toBe(true);
    expect(found.fines.map((f) => [f.user_id, f.cycle_number, f.amount, f.status]).sort()).toEqual(
      [
        [admin.user.id, 1, '50.00', 'unpaid'],
        [late.user.id, 1, '50.00', 'unpaid'],
      ].sort(),
    );
    expect(found.fund).toEqual({
      currency: group.currency,
      balance: '0.00',
      fines_paid: '0.00',
      fines_outstanding: '100.00',
      fines_waived: '0.00',
    });
    // The member's payments page lists it with its group; the admin's statistics count it.
    const mine = await api<MyPaymentsDto>('GET', '/api/users/me/payments', { token: late.token });
    expect(mine.body.fines.map((f) => [f.group_name, f.cycle_number, f.amount, f.status])).toEqual([
      [group.name, 1, '50.00', 'unpaid'],
    ]);
    const stats = await api<AdminStatsDto>('GET', '/api/admin/stats', { token: admin.token });
    expect(stats.body).toMatchObject({
      finesOutstandingByCurrency: { [group.currency]: '100.00' },
      fundByCurrency: { [group.currency]: '0.00' },
    });
    const told = await api<NotificationDto[]>('GET', '/api/notifications', { token: late.token });
    const notice = told.body.find((n) => n.data?.template === 'fine_applied');
    expect(notice).toMatchObject({ priority: 'high', data: { group_id: group.id, cycle: '1' } });
    expect(notice?.message).toContain('50.00');

    // More runs of both instances: still one fine each, and the group's mark is past cycle 1.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await countRows('fines', 'group_id = ?', [group.id])).toBe(2);
    const [mark] = await query<{ fines_checked_cycle: number } & RowDataPacket>(
      'SELECT fines_checked_cycle FROM savings_groups WHERE id = ?',
      [group.id],
    );
    expect(mark?.fines_checked_cycle).toBe(1);

    // A member sees their own fine only; the fund is the same for all.
    const own = await finesOf(late.token, group.id);
    expect(own.can_manage).toBe(false);
    expect(own.fines.map((f) => f.user_id)).toEqual([late.user.id]);
    expect(own.fund).toEqual(found.fund);
    expect((await finesOf(paid.token, group.id)).fines).toEqual([]);
  });

  it('fines a member already paid at the higher rate, under the rules the cycle began with', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, {
      start_date: daysFromNow(30),
      contribution_amount: '100',
      payout_frequency: 'weekly',
      rules: RULES,
    });
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    await payCash(admin, group.id, 1, admin);
    await payCash(member, group.id, 1, admin);
    // Cycle 1 was due ten days ago (paid in time), cycle 2 three days ago.
    await backdate(group.id, 10);
    const payout = await api<PayoutDto>('POST', `/api/groups/${group.id}/payouts`, {
      token: admin.token,
      body: {},
    });
    expect(payout.status).toBe(201);
    // The draw decides who received cycle 1's pot; that member owes the higher fine.
    const paidId = payout.body.beneficiary_id;
    const unpaidId = [admin.user.id, member.user.id].find((id) => id !== paidId);
    // A change now applies from cycle 3: cycle 2 keeps the rules it began with.
    const changed = await api('PUT', `/api/groups/${group.id}/rules`, {
      token: admin.token,
      body: { ...RULES, late_fine: '500', paid_member_late_fine: '900' },
    });
    expect(changed.body).toMatchObject({ effective_from_cycle: 3 });

    const found = await eventually(
      () => finesOf(admin.token, group.id),
      (f) => f.fines.length >= 2,
    );
    expect(
      found.fines.map((f) => [f.user_id, f.cycle_number, f.amount, f.member_was_paid]).sort(),
    ).toEqual(
      [
        [paidId, 2, '75.00', true],
        [unpaidId, 2, '50.00', false],
      ].sort(),
    );
    expect(found.fines.every((f) => f.rules_version === 1)).toBe(true);
  });

  it('is paid in cash, validated, rejected and waived by the rules of each state, audited', async () => {
    const [admin, member, outsider] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const group = await makeGroup(admin, {
      start_date: daysFromNow(30),
      contribution_amount: '100',
      rules: RULES,
    });
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    await backdate(group.id, 3);
    const { fines } = await eventually(
      () => finesOf(admin.token, group.id),
      (f) => f.fines.length >= 2,
    );
    const memberFine = fines.find((f) => f.user_id === member.user.id)!;
    const adminFine = fines.find((f) => f.user_id === admin.user.id)!;
    const post = (token: string, path: string, body?: unknown) =>
      api<FineResponse & { code?: string; detail?: string }>('POST', path, { token, body });

    // The member declares a cash payment; a second declaration answers the same.
    const declared = await post(member.token, `/api/fines/${memberFine.id}/pay`);
    expect(declared.status).toBe(200);
    expect(declared.body.fine).toMatchObject({
      status: 'pending',
      user_name: member.user.username,
    });
    expect((await post(member.token, `/api/fines/${memberFine.id}/pay`)).body.fine.status).toBe(
      'pending',
    );
    // Only those who handle the group's money decide; the outsider does not even see it.
    expect((await post(member.token, `/api/fines/${memberFine.id}/approve`)).body.code).toBe(
      'GROUP_ADMIN_REQUIRED',
    );
    expect((await post(outsider.token, `/api/fines/${memberFine.id}/pay`)).status).toBe(403);
    expect(
      (await api('GET', `/api/groups/${group.id}/fines`, { token: outsider.token })).status,
    ).toBe(403);

    // Rejected with a reason (required), then declared again and validated.
    const noReason = await post(admin.token, `/api/fines/${memberFine.id}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toBe('Veuillez indiquer le motif du rejet');
    const rejected = await post(admin.token, `/api/fines/${memberFine.id}/reject`, {
      reason: 'Argent pas reçu',
    });
    expect(rejected.body.fine).toMatchObject({
      status: 'unpaid',
      rejection_reason: 'Argent pas reçu',
    });
    expect((await post(admin.token, `/api/fines/${memberFine.id}/approve`)).body.code).toBe(
      'FINE_NOT_PENDING',
    );
    await post(member.token, `/api/fines/${memberFine.id}/pay`);
    const approved = await post(admin.token, `/api/fines/${memberFine.id}/approve`);
    expect(approved.body.fine).toMatchObject({
      status: 'paid',
      rejection_reason: null,
      decided_by_name: admin.user.username,
    });
    expect(
      (await post(admin.token, `/api/fines/${memberFine.id}/waive`, { reason: 'x' })).body.code,
    ).toBe('FINE_SETTLED');

    // The admin's own fine: waived with a reason, once.
    const noWaiveReason = await post(admin.token, `/api/fines/${adminFine.id}/waive`, {});
    expect(noWaiveReason.body.detail).toBe(
      "Veuillez indiquer le motif de l'annulation de l'amende",
    );
    const waived = await post(admin.token, `/api/fines/${adminFine.id}/waive`, {
      reason: 'Hospitalisé',
    });
    expect(waived.body.fine).toMatchObject({ status: 'waived', waive_reason: 'Hospitalisé' });
    expect((await post(admin.token, `/api/fines/${adminFine.id}/pay`)).body.code).toBe(
      'FINE_SETTLED',
    );

    expect((await finesOf(member.token, group.id)).fund).toEqual({
      currency: group.currency,
      balance: '50.00',
      fines_paid: '50.00',
      fines_outstanding: '0.00',
      fines_waived: '50.00',
    });
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: member.token,
    });
    expect(notes.body.map((n) => n.data?.template)).toEqual(
      expect.arrayContaining(['fine_applied', 'fine_payment_rejected', 'fine_paid']),
    );
    const audited = await query<{ action: string } & RowDataPacket>(
      'SELECT action FROM audit_entries WHERE admin_id = ? ORDER BY created_at',
      [admin.user.id],
    );
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['fine_payment_rejected', 'fine_payment_approved', 'fine_waived']),
    );
  });

  it('settles a fine once when an approval and a waiver meet, and the ledger stays clean', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, {
      start_date: daysFromNow(30),
      contribution_amount: '100',
      rules: {
        ...RULES,
        late_fine_kind: 'percent',
        late_fine: '12.5',
        paid_member_late_fine: '20',
      },
    });
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    await backdate(group.id, 3);
    const { fines } = await eventually(
      () => finesOf(admin.token, group.id),
      (f) => f.fines.length >= 2,
    );
    const fine = fines.find((f) => f.user_id === member.user.id)!;
    // 12.5 % of 100.
    expect(fine.amount).toBe('12.50');
    await api('POST', `/api/fines/${fine.id}/pay`, { token: member.token });
    const answers = await Promise.all([
      api('POST', `/api/fines/${fine.id}/approve`, { token: admin.token }),
      api('POST', `/api/fines/${fine.id}/waive`, {
        token: admin.token,
        body: { reason: 'Erreur' },
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { status, output } = reconcileDatabase(inject('databaseUrl'));
    expect(output).toMatch(/savings, \d+ loans checked, 0 violation\(s\)/);
    expect(status).toBe(0);
  });
});

describe('late loan instalments', () => {
  it("get the group's late fine once, after the grace, paid before the instalment's interest", async () => {
    const [admin, borrower] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, {
      start_date: daysFromNow(0),
      contribution_amount: '100',
      rules: RULES,
    });
    expect((await joinWithCode(borrower, group.permanent_invitation_code!)).status).toBe(200);
    const rules = await api('PUT', `/api/groups/${group.id}/savings-rules`, {
      token: admin.token,
      body: {
        ...DEFAULT_SAVINGS_RULES,
        enabled: true,
        saving_kind: 'free',
        saving_amount: '0',
        loan_cap: '5000',
        guarantors_required: 0,
      },
    });
    expect(rules.status).toBe(200);
    await api('POST', `/api/groups/${group.id}/savings`, {
      token: admin.token,
      body: { amount: '1000', user_id: borrower.user.id },
    });
    const total = loanSchedule({
      principal: '600',
      monthlyRate: '1',
      months: 3,
      method: 'reducing',
    }).totalRepayable;
    const applied = await api<LoanDetail>('POST', `/api/groups/${group.id}/loans`, {
      token: borrower.token,
      body: {
        amount: '600',
        term_months: 3,
        purpose: 'Mbegu za msimu',
        guarantor_ids: [],
        accepted_total_repayable: total,
      },
    });
    expect(applied.status).toBe(201);
    const loanId = applied.body.loan.id;
    for (const step of ['approve', 'disburse'])
      expect(
        (await api('POST', `/api/loans/${loanId}/${step}`, { token: admin.token })).status,
      ).toBe(200);
    // The first instalment fell due three days ago, with two days of grace: it is late.
    await query('UPDATE loan_instalments SET due_date = ? WHERE loan_id = ? AND number = 1', [
      daysFromNow(-3),
      loanId,
    ]);
    await query('UPDATE loans SET next_due_date = ? WHERE id = ?', [daysFromNow(-3), loanId]);
    const read = () =>
      api<LoanDetail>('GET', `/api/loans/${loanId}`, { token: borrower.token }).then((a) => a.body);
    const fined = await eventually(read, (l) => l.loan.penalties !== '0.00');
    expect(fined.loan).toMatchObject({ penalties: '50.00', late: true });
    expect(fined.instalments.map((i) => [i.status, i.penalty])).toEqual([
      ['late', '50.00'],
      ['due', '0.00'],
      ['upcoming', '0.00'],
    ]);
    expect(fined.loan.outstanding).toBe(new Big(total).plus(50).toFixed(2));
    const told = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: borrower.token,
    });
    expect(told.body.filter((n) => n.data?.template === 'loan_instalment_late')).toHaveLength(1);
    // Marked fined in the transaction that fined it: no later run of either instance fines again.
    expect(
      await countRows('loan_instalments', 'loan_id = ? AND penalty_applied_at IS NOT NULL', [
        loanId,
      ]),
    ).toBe(1);

    const repaid = await api<LoanDetail>('POST', `/api/loans/${loanId}/repayments`, {
      token: admin.token,
      body: { amount: '60' },
    });
    expect(repaid.body.repayments[0]).toMatchObject({
      penalty_part: '50.00',
      interest_part: '6.00',
      principal_part: '4.00',
    });
    const fund = await api<GroupSavings>('GET', `/api/groups/${group.id}/savings`, {
      token: admin.token,
    });
    expect(fund.body.fund).toMatchObject({ fines_kept: '50.00', interest_earned: '6.00' });
    const { status, output } = reconcileDatabase(inject('databaseUrl'));
    expect(status, output).toBe(0);
  });
});

describe('payment reminders', () => {
  async function reminders(token: string, groupId: string) {
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', { token });
    return notes.body.filter((n) => n.type === 'payment_reminder' && n.data?.group_id === groupId);
  }

  /**
   * Waits until the job has run again, twice, after this point, to show that nothing else
   * comes: each time, a new group due tomorrow gets its reminder only from a run that started
   * after it was made.
   */
  async function severalTicks() {
    for (let run = 0; run < 2; run += 1) {
      const [admin, member] = await Promise.all([makeUser(), makeUser()]);
      const probe = await makeGroup(admin, { start_date: daysFromNow(1) });
      await joinWithCode(member, probe.permanent_invitation_code!);
      const reminded = await eventually(
        () => reminders(member.token, probe.id),
        (found) => found.length > 0,
      );
      expect(reminded).toHaveLength(1);
    }
  }

  it('reminds unpaid members two days before the due date, once, even with two instances', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { start_date: daysFromNow(1) });
    await joinWithCode(member, group.permanent_invitation_code!);
    const first = await eventually(
      () => reminders(member.token, group.id),
      (found) => found.length > 0,
    );
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ priority: 'high', data: { kind: 'before_due' } });
    await severalTicks();
    expect(await reminders(member.token, group.id)).toHaveLength(1);
    expect(await countRows('payment_reminders', 'group_id = ?', [group.id])).toBe(2);
  });

  it('reminds again once the cycle is overdue, and leaves paid-up members alone', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    // Set up far from the due date, so that no run of the job sees the group half-made...
    const group = await makeGroup(admin, {
      start_date: daysFromNow(20),
      contribution_amount: '100',
    });
    await joinWithCode(member, group.permanent_invitation_code!);
    const paid = await api<{ contribution: { id: string } }>(
      'POST',
      `/api/contributions/cash/record?group_id=${group.id}&amount=100`,
      { token: admin.token },
    );
    expect(paid.status).toBe(201);
    await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
      token: admin.token,
    });
    // ...then move its start three days back: cycle 1 is overdue, and only the member owes.
    await query('UPDATE savings_groups SET start_date = ?, current_due_date = NULL WHERE id = ?', [
      daysFromNow(-3),
      group.id,
    ]);
    const memberReminders = await eventually(
      () => reminders(member.token, group.id),
      (found) => found.length > 0,
    );
    expect(memberReminders.map((n) => n.data?.kind)).toEqual(['overdue']);
    await severalTicks();
    expect(await reminders(member.token, group.id)).toHaveLength(1);
    expect(await reminders(admin.token, group.id)).toHaveLength(0);
  });

  it('stays quiet for a cycle that is not near', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { start_date: daysFromNow(20) });
    await joinWithCode(member, group.permanent_invitation_code!);
    await severalTicks();
    expect(await reminders(member.token, group.id)).toHaveLength(0);
  });
});
