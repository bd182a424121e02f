import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotificationDto } from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { countRows, query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('payment reminders', () => {
  let instances: RunningApi[] = [];

  beforeAll(async () => {
    // Two instances running the job every second against the same database.
    const env = { DATABASE_URL: inject('databaseUrl'), REMINDER_INTERVAL_SECONDS: '1' };
    instances = await Promise.all([startApi(env), startApi(env)]);
  });
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
  });

  async function reminders(token: string, groupId: string) {
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', { token });
    return notes.body.filter((n) => n.type === 'payment_reminder' && n.data?.group_id === groupId);
  }

  /** Polls until `check` holds: the job runs every second on a machine that may be busy. */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 250));
    }
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
