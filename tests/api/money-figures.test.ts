import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminSavedContradictions,
  memberFigureContradictions,
  moneySum,
  type AdminStatsDto,
  type MemberSummaryDto,
} from '@tontine/contracts';
import { api } from './support/http.js';
import { everyonePaid, payout, recordCash, startedGroup } from './support/ledger.js';
import type { TestUser } from './support/factories.js';

const summaryOf = async (person: TestUser) => {
  const answer = await api<MemberSummaryDto>('GET', '/api/users/me/summary', {
    token: person.token,
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

/**
 * The money figures of every screen over one group with contributions and a payout: each as
 * MONEY_FIGURE_DEFINITIONS defines it, and the relations between them hold.
 */
describe('money figures over a group with contributions and a payout', () => {
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let summaries: MemberSummaryDto[];
  let stats: AdminStatsDto;

  beforeAll(async () => {
    const started = await startedGroup(3, '1000.00');
    [admin, alice, bob] = started.people as [TestUser, TestUser, TestUser];
    const { group } = started;
    // Cycle 1: everyone pays and its pot (3 000) goes to the admin, first in the queue.
    await everyonePaid(started, 1);
    expect((await payout(admin, group, 1)).status).toBe(201);
    // Cycle 2: Alice's payment is approved, Bob's awaits validation.
    const alices = await recordCash(alice, group, '1000.00', 2);
    expect(
      (await api('POST', `/api/contributions/${alices}/approve`, { token: admin.token })).status,
    ).toBe(200);
    await recordCash(bob, group, '1000.00', 2);

    summaries = await Promise.all([admin, alice, bob].map(summaryOf));
    const answer = await api<AdminStatsDto>('GET', '/api/admin/stats', { token: admin.token });
    expect(answer.status).toBe(200);
    stats = answer.body;
  });

  it('counts as saved only what was put into cycles not paid out yet', () => {
    const [mine, alices, bobs] = summaries as [
      MemberSummaryDto,
      MemberSummaryDto,
      MemberSummaryDto,
    ];
    expect(mine).toMatchObject({
      total_contributed: { KES: '1000.00' },
      total_received: { KES: '3000.00' },
      total_saved: {},
      pending_count: 0,
    });
    expect(alices).toMatchObject({
      total_contributed: { KES: '2000.00' },
      total_received: {},
      total_saved: { KES: '1000.00' },
    });
    // What awaits validation is in no amount, only in the count.
    expect(bobs).toMatchObject({
      total_contributed: { KES: '1000.00' },
      total_saved: {},
      pending_count: 1,
    });
  });

  it('shows on the admin dashboard what the groups hold, not the money already paid out', () => {
    expect(stats.managedByCurrency).toEqual({ KES: '4000.00' });
    expect(stats.savedByCurrency).toEqual({ KES: '1000.00' });
    expect(stats.totalSavedAmount).toBe('1000.00');
  });

  it('keeps the relations between the figures', () => {
    for (const summary of summaries) expect(memberFigureContradictions(summary)).toEqual([]);
    expect(adminSavedContradictions(stats)).toEqual([]);
    const sum = (pick: (s: MemberSummaryDto) => Record<string, string>) =>
      moneySum(summaries.map((s) => pick(s).KES ?? '0'));
    // Over one group and all its members: the admin's saved amount is the members' saved
    // amounts, the amount managed their contributions, and what left the savings was paid out.
    expect(stats.savedByCurrency.KES).toBe(sum((s) => s.total_saved));
    expect(stats.managedByCurrency.KES).toBe(sum((s) => s.total_contributed));
    expect(moneySum([stats.managedByCurrency.KES!, `-${stats.savedByCurrency.KES}`])).toBe(
      sum((s) => s.total_received),
    );
  });
});
