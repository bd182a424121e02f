import { describe, expect, it, vi } from 'vitest';
import { isoDay, useServiceTestKit } from '../testing/service-test-kit.js';
import { ContributionsModule } from './contributions.module.js';
import { MyPaymentsViews } from './my-payments-views.service.js';

/** Statements the database is sent (SQLite prepares each one), counted during `work`. */
async function statementsDuring<T>(kit: { db: { driver: unknown } }, work: () => Promise<T>) {
  const connection = (kit.db.driver as { databaseConnection: { prepare: () => unknown } })
    .databaseConnection;
  const prepare = vi.spyOn(connection, 'prepare');
  try {
    const result = await work();
    return { result, statements: prepare.mock.calls.length };
  } finally {
    prepare.mockRestore();
  }
}

describe('MyPaymentsViews', () => {
  const kit = useServiceTestKit(ContributionsModule);
  const views = () => kit.get(MyPaymentsViews);

  it('reads any number of groups, payments and fines in three statements', async () => {
    const member = await kit.makeUser();
    for (let i = 0; i < 4; i += 1) {
      const { group } = await kit.makeGroup({ contribution: '300.00' });
      await kit.join(group, member);
      await kit.makeContribution({ group, member, amount: '100.00' });
    }
    const { result, statements } = await statementsDuring(kit, () => views().payments(member));
    expect(result.due).toHaveLength(4);
    expect(result.history).toHaveLength(4);
    expect(result.fines).toEqual([]);
    expect(statements).toBe(3);
  });

  it('gives each group’s state: paid, pending, overdue, due, and not owed once closed to payments', async () => {
    const member = await kit.makeUser();
    const make = async (name: string, startDate: string) => {
      const { group } = await kit.makeGroup({ name, contribution: '1000.00', startDate });
      await kit.join(group, member);
      return group;
    };
    const paid = await make('Paid', isoDay(-2));
    const pending = await make('Pending', isoDay(-2));
    const overdue = await make('Overdue', isoDay(-2));
    const due = await make('Due', isoDay(3));
    const off = await make('Off', isoDay(3));
    await kit.makeContribution({ group: paid, member, status: 'approved' });
    await kit.makeContribution({ group: pending, member, amount: '400.00', status: 'approved' });
    await kit.makeContribution({ group: pending, member, amount: '600.00' });
    await kit.makeContribution({ group: overdue, member, amount: '250.50', status: 'rejected' });
    await kit.rows('UPDATE savings_groups SET payment_enabled = 0 WHERE id = ?', [off.id]);

    const answer = await views().payments(member);
    const byName = Object.fromEntries(answer.due.map((d) => [d.group_name, d]));
    expect(byName['Paid']).toMatchObject({ state: 'paid', approved: '1000.00', owed: '0.00' });
    expect(byName['Pending']).toMatchObject({
      state: 'pending',
      approved: '400.00',
      pending: '600.00',
      owed: '0.00',
    });
    expect(byName['Overdue']).toMatchObject({ state: 'overdue', owed: '1000.00' });
    expect(byName['Due']).toMatchObject({ state: 'due', owed: '1000.00', due_date: isoDay(3) });
    expect(byName['Off']).toMatchObject({ state: 'not_owed', owed: '0.00' });
    expect(
      answer.due
        .map((d) => d.group_id)
        .slice(-2)
        .sort(),
    ).toEqual([due.id, off.id].sort());
    expect(answer.history[0]).toMatchObject({ group_name: 'Overdue', status: 'rejected' });
  });
  it('asks nothing of the beneficiary in their own turn when the group says so', async () => {
    const { group, admin, members } = await kit.makeGroup({
      members: 2,
      contribution: '1000.00',
      beneficiaryContributes: false,
    });
    // Join order: the admin receives in cycle 1 and pays nothing in it; the member pays.
    const adminView = (await views().payments(admin)).due.find((d) => d.group_id === group.id);
    expect(adminView).toMatchObject({ state: 'not_owed', owed: '0.00' });
    const memberView = (await views().payments(members[1]!)).due.find(
      (d) => d.group_id === group.id,
    );
    expect(memberView).toMatchObject({ state: 'due', owed: '1000.00' });
  });
});
