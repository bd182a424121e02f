import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotificationDto } from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { countRows } from './support/database.js';
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

  async function settle() {
    await new Promise((r) => setTimeout(r, 3500));
  }

  it('reminds unpaid members two days before the due date, once, even with two instances', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { start_date: daysFromNow(1) });
    await joinWithCode(member, group.permanent_invitation_code!);
    await settle();
    const first = await reminders(member.token, group.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ priority: 'high', data: { kind: 'before_due' } });
    await settle();
    expect(await reminders(member.token, group.id)).toHaveLength(1);
    expect(await countRows('payment_reminders', 'group_id = ?', [group.id])).toBe(2);
  });

  it('reminds again once the cycle is overdue, and leaves paid-up members alone', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, {
      start_date: daysFromNow(-3),
      contribution_amount: '100',
    });
    await joinWithCode(member, group.permanent_invitation_code!);
    const paid = await api<{ contribution: { id: string } }>(
      'POST',
      `/api/contributions/cash/record?group_id=${group.id}&amount=100`,
      { token: admin.token },
    );
    await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
      token: admin.token,
    });
    await settle();
    const memberReminders = await reminders(member.token, group.id);
    expect(memberReminders.map((n) => n.data?.kind)).toEqual(['overdue']);
    expect(await reminders(admin.token, group.id)).toHaveLength(0);
  });

  it('stays quiet for a cycle that is not near', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { start_date: daysFromNow(20) });
    await joinWithCode(member, group.permanent_invitation_code!);
    await settle();
    expect(await reminders(member.token, group.id)).toHaveLength(0);
  });
});
