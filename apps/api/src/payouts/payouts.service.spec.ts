import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContributionsService } from '../contributions/contributions.service.js';
import { reconcileLedger } from '../database/reconciliation.js';
import { ExclusionService } from '../groups/exclusion.service.js';
import { GroupsService } from '../groups/groups.service.js';
import type { MadeGroup } from '../testing/factories.js';
import { expectDomainError, isoDay, useServiceTestKit } from '../testing/service-test-kit.js';
import { PayoutsModule } from './payouts.module.js';
import { PayoutsService } from './payouts.service.js';

const IP = '127.0.0.1';

describe('PayoutsService', () => {
  const kit = useServiceTestKit(PayoutsModule);
  const payouts = () => kit.get(PayoutsService);

  /** Every member still owing in `cycle` pays it in full and the admin approves it. */
  async function payCycle({ group, members }: MadeGroup, cycle: number, skip: string[] = []) {
    const beneficiary = members[cycle - 1]!;
    for (const member of members) {
      if (skip.includes(member.id)) continue;
      if (!group.beneficiaryContributes && member.id === beneficiary.id) continue;
      await kit.makeContribution({ group, member, cycle, status: 'approved' });
    }
  }

  const groupRow = async (id: string) =>
    (await kit.get(GroupsService).reload(id)) satisfies { currentCycle: number };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('pays the pot only once every expected contribution of the cycle is approved', async () => {
    const made = await kit.makeGroup({ members: 3, contribution: '1000.00' });
    const { group, admin, members } = made;
    await kit.makeContribution({ group, member: members[0]!, status: 'approved' });
    await kit.makeContribution({
      group,
      member: members[1]!,
      amount: '500.00',
      status: 'approved',
    });
    await kit.makeContribution({ group, member: members[2]! });
    // A pending payment and half a contribution are not enough.
    await expectDomainError(
      payouts().recordCurrent(admin, group.id, IP),
      'CONTRIBUTIONS_INCOMPLETE',
    );
    await kit.makeContribution({
      group,
      member: members[1]!,
      amount: '500.00',
      status: 'approved',
    });
    await expectDomainError(
      payouts().recordCurrent(admin, group.id, IP),
      'CONTRIBUTIONS_INCOMPLETE',
    );

    const [pending] = await kit.rows<{ id: string }>(
      "SELECT id FROM contributions WHERE status = 'pending'",
    );
    await kit.get(ContributionsService).approve(admin, pending!.id, IP);
    const payout = await payouts().recordCurrent(admin, group.id, IP);
    expect(payout).toMatchObject({
      group_id: group.id,
      cycle_number: 1,
      beneficiary_id: admin.id,
      amount: '3000.00',
      currency: 'KES',
    });
    expect(await kit.count('payouts')).toBe(1);
  });

  it('pays the approved money of the cycle: a corrected payment is not paid twice', async () => {
    const made = await kit.makeGroup({ members: 2, contribution: '750.25' });
    const { group, admin, members } = made;
    const first = await kit.makeContribution({ group, member: members[1]!, status: 'approved' });
    await kit.get(ContributionsService).reverse(admin, first.id, 'Billets contrefaits', IP);
    await payCycle(made, 1);
    const payout = await payouts().recordCurrent(admin, group.id, IP);
    expect(payout.amount).toBe('1500.50');
    const report = await reconcileLedger(kit.db);
    expect(report.violations).toEqual([]);
  });

  it('pays (N − 1) × the contribution when the beneficiary does not pay in their turn', async () => {
    const made = await kit.makeGroup({
      members: 3,
      contribution: '200.00',
      beneficiaryContributes: false,
    });
    await payCycle(made, 1);
    const payout = await payouts().recordCurrent(made.admin, made.group.id, IP);
    expect(payout).toMatchObject({ beneficiary_id: made.admin.id, amount: '400.00' });
  });

  it('pays each cycle once, and says so when asked to pay a cycle already paid', async () => {
    const made = await kit.makeGroup({ members: 3 });
    const { group, admin } = made;
    await payCycle(made, 1);
    await payouts().recordCurrent(admin, group.id, IP, 1);
    await expectDomainError(
      payouts().recordCurrent(admin, group.id, IP, 1),
      'PAYOUT_ALREADY_RECORDED',
    );
    // Without a cycle named, the call is for cycle 2, whose money is not in yet.
    await expectDomainError(
      payouts().recordCurrent(admin, group.id, IP),
      'CONTRIBUTIONS_INCOMPLETE',
    );
    await expectDomainError(payouts().recordCurrent(admin, group.id, IP, 3), 'CYCLE_INVALID');
    expect(await kit.rows('SELECT cycle_number FROM payouts')).toEqual([{ cycle_number: 1 }]);
  });

  it('says the last cycle was paid when it is named again, once the group is completed', async () => {
    const made = await kit.makeGroup({ members: 2 });
    const { group, admin } = made;
    for (const cycle of [1, 2]) {
      await payCycle(made, cycle);
      await payouts().recordCurrent(admin, group.id, IP, cycle);
    }
    await expectDomainError(
      payouts().recordCurrent(admin, group.id, IP, 2),
      'PAYOUT_ALREADY_RECORDED',
    );
    await expectDomainError(payouts().recordCurrent(admin, group.id, IP), 'ROTATION_COMPLETE');
  });

  it('moves the group to the next cycle and its due date, in calendar months', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-31T09:00:00Z'));
    const made = await kit.makeGroup({ members: 3, startDate: '2027-01-31' });
    expect(made.group).toMatchObject({ currentCycle: 1, currentDueDate: '2027-01-31' });
    await payCycle(made, 1);
    await payouts().recordCurrent(made.admin, made.group.id, IP);
    // The 31st falls back to the last day of a shorter month.
    expect(await groupRow(made.group.id)).toMatchObject({
      currentCycle: 2,
      currentDueDate: '2027-02-28',
      status: 'active',
    });
  });

  it('counts weekly cycles in days from the start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T09:00:00Z'));
    const made = await kit.makeGroup({ members: 2, startDate: '2027-03-01', frequency: 'weekly' });
    await payCycle(made, 1);
    await payouts().recordCurrent(made.admin, made.group.id, IP);
    expect(await groupRow(made.group.id)).toMatchObject({
      currentCycle: 2,
      currentDueDate: '2027-03-08',
    });
  });

  it('waits for the rotation to start', async () => {
    const { group, admin } = await kit.makeGroup({ members: 2, startDate: isoDay(3) });
    await expectDomainError(payouts().recordCurrent(admin, group.id, IP), 'ROTATION_NOT_STARTED');
  });

  it('pays every member once, in turn, then completes the group and takes no more money', async () => {
    const made = await kit.makeGroup({ members: 2, contribution: '100.00' });
    const { group, admin, members } = made;
    await payCycle(made, 1);
    await payouts().recordCurrent(admin, group.id, IP);
    await payCycle(made, 2);
    const last = await payouts().recordCurrent(admin, group.id, IP);
    expect(last).toMatchObject({ cycle_number: 2, beneficiary_id: members[1]!.id });
    expect(
      await kit.rows('SELECT beneficiary_id, amount FROM payouts ORDER BY cycle_number'),
    ).toEqual([
      { beneficiary_id: admin.id, amount: 200 },
      { beneficiary_id: members[1]!.id, amount: 200 },
    ]);
    expect((await groupRow(group.id)).status).toBe('completed');
    await expectDomainError(payouts().recordCurrent(admin, group.id, IP), 'ROTATION_COMPLETE');
    await expectDomainError(
      kit.makeContribution({ group, member: members[1]!, cycle: 1 }),
      'GROUP_CLOSED_FOR_PAYMENTS',
    );
    expect((await reconcileLedger(kit.db)).violations).toEqual([]);
  });

  it('tells the beneficiary, and the whole group that the cycle (or the round) is complete', async () => {
    const made = await kit.makeGroup({ members: 2 });
    const { group, admin, members } = made;
    const sent = () =>
      kit.rows(
        `SELECT user_id, type, json_extract(data, '$.template') AS template FROM notifications
         WHERE type IN ('payout_received', 'cycle_complete') ORDER BY created_at, id`,
      );
    await payCycle(made, 1);
    await payouts().recordCurrent(admin, group.id, IP);
    expect(await sent()).toEqual([
      { user_id: admin.id, type: 'payout_received', template: 'payout_received' },
      { user_id: admin.id, type: 'cycle_complete', template: 'cycle_complete' },
      { user_id: members[1]!.id, type: 'cycle_complete', template: 'cycle_complete' },
    ]);
    await payCycle(made, 2);
    await payouts().recordCurrent(admin, group.id, IP);
    expect((await sent()).slice(3)).toEqual([
      { user_id: members[1]!.id, type: 'payout_received', template: 'payout_received' },
      { user_id: admin.id, type: 'cycle_complete', template: 'cycle_complete_last' },
      { user_id: members[1]!.id, type: 'cycle_complete', template: 'cycle_complete_last' },
    ]);
  });

  it('is recorded by the group’s admins only', async () => {
    const made = await kit.makeGroup({ members: 2 });
    await payCycle(made, 1);
    const roleAdmin = (await kit.makeGroup()).admin;
    for (const caller of [made.members[1]!, roleAdmin])
      await expectDomainError(
        payouts().recordCurrent(caller, made.group.id, IP),
        'GROUP_ADMIN_REQUIRED',
      );
    expect(await kit.count('payouts')).toBe(0);
    const superAdmin = await kit.makeUser({ role: 'super_admin' });
    expect((await payouts().recordCurrent(superAdmin, made.group.id, IP)).cycle_number).toBe(1);
  });

  it('keeps a paid cycle’s money: its contributions can no longer be reversed', async () => {
    const made = await kit.makeGroup({ members: 2 });
    await payCycle(made, 1);
    await payouts().recordCurrent(made.admin, made.group.id, IP);
    const [paid] = await kit.rows<{ id: string }>(
      'SELECT id FROM contributions WHERE user_id = ?',
      [made.members[1]!.id],
    );
    await expectDomainError(
      kit.get(ContributionsService).reverse(made.admin, paid!.id, 'trop tard', IP),
      'CONTRIBUTION_NOT_REVERSIBLE',
    );
  });

  it('does not wait for a member excluded after receiving, and pays the others what they paid', async () => {
    const made = await kit.makeGroup({ members: 3, contribution: '100.00' });
    const { group, admin, members } = made;
    await payCycle(made, 1);
    await payouts().recordCurrent(admin, group.id, IP);
    await payCycle(made, 2);
    await payouts().recordCurrent(admin, group.id, IP);
    // members[1] received in cycle 2, then leaves owing cycle 3.
    await kit.get(ExclusionService).exclude(admin, group.id, members[1]!.id, IP);
    await payCycle(made, 3, [members[1]!.id]);
    const last = await payouts().recordCurrent(admin, group.id, IP);
    expect(last).toMatchObject({
      cycle_number: 3,
      beneficiary_id: members[2]!.id,
      amount: '200.00',
    });
    expect((await groupRow(group.id)).status).toBe('completed');
  });
});
