import { startingQueue } from '@tontine/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reconcileLedger } from '../database/reconciliation.js';
import { ExclusionService } from '../groups/exclusion.service.js';
import { GroupsService } from '../groups/groups.service.js';
import { JoinRequestsModule } from '../join-requests/join-requests.module.js';
import { JoinRequestsService } from '../join-requests/join-requests.service.js';
import { JoiningService } from '../join-requests/joining.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { PayoutsService } from '../payouts/payouts.service.js';
import { expectDomainError, isoDay, useServiceTestKit } from '../testing/service-test-kit.js';
import type { User } from '../users/user.entity.js';
import { RotationModule } from './rotation.module.js';
import { RotationViews } from './rotation-views.service.js';
import { RotationService } from './rotation.service.js';

const IP = '127.0.0.1';

describe('RotationService', () => {
  const kit = useServiceTestKit(RotationModule);
  const rotation = () => kit.get(RotationService);
  /** The rotation as a member sees it, on `day` (today by default). */
  const view = (viewer: User, groupId: string, day?: string) =>
    kit.get(RotationViews).view(viewer, groupId, day ? new Date(`${day}T12:00:00Z`) : undefined);
  const slots = (groupId: string) =>
    kit.rows<{ id: string; position: number; user_id: string }>(
      'SELECT id, position, user_id FROM rotation_slots WHERE group_id = ? ORDER BY position',
      [groupId],
    );

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('the queue before cycle 1 is due', () => {
    it('follows the join order, the admin first, and stays open', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 3, startDate: isoDay(7) });
      const seen = await view(admin, group.id);
      expect(seen.locked).toBe(false);
      expect(seen.queue.map((q) => q.user_id)).toEqual(members.map((m) => m.id));
      await rotation().ensureLocked(group);
      expect(await slots(group.id)).toEqual([]);
      expect((await kit.get(GroupsService).reload(group.id)).rotationStartedAt).toBeNull();
    });

    it('orders members by when they joined, not by when their account was made', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-01-01T08:00:00Z'));
      const { group, admin } = await kit.makeGroup({ startDate: '2027-02-01' });
      const older = await kit.makeUser();
      const newer = await kit.makeUser();
      vi.setSystemTime(new Date('2027-01-02T08:00:00Z'));
      await kit.join(group, newer);
      vi.setSystemTime(new Date('2027-01-03T08:00:00Z'));
      await kit.join(group, older);
      const seen = await view(admin, group.id);
      expect(seen.queue.map((q) => q.user_id)).toEqual([admin.id, newer.id, older.id]);
    });
  });

  describe('locking at the start', () => {
    it('locks the queue into slots on the first read from the start date, once', async () => {
      const start = isoDay(7);
      const { group, admin, members } = await kit.makeGroup({ members: 3, startDate: start });
      const first = await view(members[1]!, group.id, start);
      expect(first).toMatchObject({ locked: true, draw_seed: null, current_cycle: 1 });
      expect(first.started_at).not.toBeNull();
      const locked = await slots(group.id);
      expect(locked.map((s) => [s.position, s.user_id])).toEqual(
        members.map((m, i) => [i + 1, m.id]),
      );

      // A second read, or a later call, keeps the slots and the start as they are.
      const again = await view(admin, group.id, isoDay(9));
      expect(again.started_at).toBe(first.started_at);
      await rotation().ensureLocked(group, new Date());
      expect(await slots(group.id)).toEqual(locked);
    });

    it('draws a random order once, from a seed it records so that the draw can be replayed', async () => {
      const { group, admin } = await kit.makeGroup({ members: 6, payoutOrder: 'random_draw' });
      const drawn = await view(admin, group.id);
      expect(drawn.draw_seed).toMatch(/^[0-9a-f]{32}$/);
      const joined = await kit.get(MembershipsService).activeOf(group.id);
      const replayed = startingQueue(
        'random_draw',
        joined.map((m) => ({ userId: m.userId, joinedAt: m.joinedAt.toISOString() })),
        { seed: drawn.draw_seed! },
      );
      expect(drawn.queue.map((q) => q.user_id)).toEqual(replayed);
      const again = await view(admin, group.id);
      expect(again.draw_seed).toBe(drawn.draw_seed);
      expect(again.queue).toEqual(drawn.queue);
    });
  });

  describe('an admin-set order', () => {
    it('is arranged by the admin before the start, audited, and started as arranged', async () => {
      const start = isoDay(5);
      const { group, admin, members } = await kit.makeGroup({
        members: 3,
        payoutOrder: 'admin_set',
        startDate: start,
      });
      const order = [members[2]!.id, members[0]!.id, members[1]!.id];
      await rotation().arrange(admin, group.id, order, IP);
      expect((await view(admin, group.id)).queue.map((q) => q.user_id)).toEqual(order);
      expect(await kit.count('audit_entries', "action = 'payout_order_set'")).toBe(1);

      // Someone joining after the arrangement follows the members it names.
      const late = await kit.join(group);
      const locked = await view(admin, group.id, start);
      expect(locked.locked).toBe(true);
      expect(locked.queue.map((q) => q.user_id)).toEqual([...order, late.id]);
      // Started, but no pot paid out yet: the admin may still arrange it.
      expect(locked.order_locked).toBe(false);
      const rearranged = [...order, late.id].reverse();
      await rotation().arrange(admin, group.id, rearranged, IP);
      expect((await view(admin, group.id, start)).queue.map((q) => q.user_id)).toEqual(rearranged);
    });

    it('must name every member once, and nobody else', async () => {
      const { group, admin, members } = await kit.makeGroup({
        members: 3,
        payoutOrder: 'admin_set',
        startDate: isoDay(5),
      });
      const outsider = await kit.makeUser();
      const ids = members.map((m) => m.id);
      for (const wrong of [
        ids.slice(0, 2),
        [ids[0]!, ids[1]!, ids[1]!],
        [ids[0]!, ids[1]!, outsider.id],
        [...ids, outsider.id],
      ])
        await expectDomainError(
          rotation().arrange(admin, group.id, wrong, IP),
          'ORDER_MEMBERS_MISMATCH',
        );
      expect(await slots(group.id)).toEqual([]);
    });

    it('is for admin-set groups and their admins only', async () => {
      const joinOrder = await kit.makeGroup({ members: 2, startDate: isoDay(5) });
      await expectDomainError(
        rotation().arrange(
          joinOrder.admin,
          joinOrder.group.id,
          joinOrder.members.map((m) => m.id),
          IP,
        ),
        'ORDER_NOT_ADMIN_SET',
      );
      const adminSet = await kit.makeGroup({
        members: 2,
        payoutOrder: 'admin_set',
        startDate: isoDay(5),
      });
      await expectDomainError(
        rotation().arrange(
          adminSet.members[1]!,
          adminSet.group.id,
          adminSet.members.map((m) => m.id).reverse(),
          IP,
        ),
        'GROUP_ADMIN_REQUIRED',
      );
    });
  });

  describe('after the start', () => {
    it('puts members who join later at the end of the queue, leaving the slots as locked', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 3 });
      await rotation().ensureLocked(group);
      const locked = await slots(group.id);
      const late = await kit.join(group);
      const seen = await view(admin, group.id);
      expect(seen.queue.map((q) => q.user_id)).toEqual([...members.map((m) => m.id), late.id]);
      expect(seen.cycles).toHaveLength(4);
      expect(seen.cycles[3]!.beneficiary_id).toBe(late.id);
      expect(await slots(group.id)).toEqual(locked);
    });

    it('takes a member excluded before receiving out of the queue: the next ones move up', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 3 });
      await rotation().ensureLocked(group);
      await kit.get(ExclusionService).exclude(admin, group.id, members[1]!.id, IP);
      const seen = await view(admin, group.id);
      expect(seen.queue.map((q) => q.user_id)).toEqual([admin.id, members[2]!.id]);
      expect(seen.cycles.map((c) => c.beneficiary_id)).toEqual([admin.id, members[2]!.id]);
    });
  });

  describe('who must pay in a cycle', () => {
    it('is everyone in the queue, or everyone but the beneficiary when the group says so', async () => {
      const every = await kit.makeGroup({ members: 3 });
      const standing = await rotation().standing(every.group);
      expect(rotation().expectedPayers(every.group, standing, 2)).toEqual(
        every.members.map((m) => m.id),
      );
      const others = await kit.makeGroup({ members: 3, beneficiaryContributes: false });
      const theirs = await rotation().standing(others.group);
      expect(rotation().expectedPayers(others.group, theirs, 2)).toEqual([
        others.members[0]!.id,
        others.members[2]!.id,
      ]);
    });
  });
});

describe('a member excluded before receiving who comes back', () => {
  const kit = useServiceTestKit(PayoutsModule, JoinRequestsModule);

  // Their slot of the locked queue is theirs no more: counting it again would shift every
  // later turn, paying someone twice while the returning member never receives.
  it('goes to the end of the queue, and nobody is paid twice', async () => {
    const made = await kit.makeGroup({ members: 4, contribution: '100.00' });
    const [admin, returning, third, fourth] = made.members as [User, User, User, User];
    await kit.get(RotationService).ensureLocked(made.group);
    await kit.get(ExclusionService).exclude(admin, made.group.id, returning.id, IP);
    const pay = async (cycle: number, payers: User[]) => {
      for (const member of payers)
        await kit.makeContribution({ group: made.group, member, cycle, status: 'approved' });
      return kit.get(PayoutsService).recordCurrent(admin, made.group.id, IP);
    };
    expect((await pay(1, [admin, third, fourth])).beneficiary_id).toBe(admin.id);
    expect((await pay(2, [admin, third, fourth])).beneficiary_id).toBe(third.id);

    const request = await kit.get(JoinRequestsService).create(returning, made.group.id, 'Pardon');
    await kit.get(JoinRequestsService).accept(admin, request.id, undefined, IP);
    const [{ code }] = await kit.rows<{ code: string }>('SELECT code FROM invitation_codes');
    await kit.get(JoiningService).withInvitationCode(returning, code);

    const seen = await kit.get(RotationViews).view(admin, made.group.id);
    expect(seen.queue.map((q) => q.user_id)).toEqual([admin.id, third.id, fourth.id, returning.id]);
    const thirdPayout = await pay(3, [admin, returning, third, fourth]);
    expect(thirdPayout.beneficiary_id).toBe(fourth.id);
    expect((await reconcileLedger(kit.db)).violations).toEqual([]);
  });
});
