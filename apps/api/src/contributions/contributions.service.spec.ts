import { describe, expect, it } from 'vitest';
import { expectDomainError, isoDay, useServiceTestKit } from '../testing/service-test-kit.js';
import { ContributionsModule } from './contributions.module.js';
import { ContributionsService } from './contributions.service.js';

const IP = '127.0.0.1';

describe('ContributionsService', () => {
  const kit = useServiceTestKit(ContributionsModule);
  const service = () => kit.get(ContributionsService);

  describe('recording cash', () => {
    it('records a pending payment of the member, in the group’s currency, for the current cycle', async () => {
      const { group, members } = await kit.makeGroup({ members: 2, contribution: '1000.00' });
      const answer = await service().recordCash(
        members[1]!,
        { group_id: group.id, amount: '1000.00' },
        undefined,
      );
      expect(answer).toMatchObject({
        success: true,
        message: "Paiement enregistré ! L'admin va valider votre contribution.",
        contribution: {
          user_id: members[1]!.id,
          amount: '1000.00',
          currency: 'KES',
          cycle_number: 1,
          method: 'cash',
          status: 'pending',
        },
      });
      expect(
        await kit.rows('SELECT status, amount, recorded_by FROM contributions WHERE id = ?', [
          answer.contribution.id,
        ]),
      ).toEqual([{ status: 'pending', amount: 1000, recorded_by: members[1]!.id }]);
    });

    it('refuses someone outside the group, and a member paying for another member', async () => {
      const { group, members } = await kit.makeGroup({ members: 3 });
      const outsider = await kit.makeUser();
      await expectDomainError(
        service().recordCash(outsider, { group_id: group.id, amount: '10.00' }, undefined),
        'PAYMENT_MEMBERS_ONLY',
      );
      await expectDomainError(
        service().recordCash(
          members[1]!,
          { group_id: group.id, member_id: members[2]!.id, amount: '10.00' },
          undefined,
        ),
        'PAYMENT_MEMBERS_ONLY',
      );
      expect(await kit.count('contributions')).toBe(0);
    });

    it('lets the group’s admin hand in cash for a member, and audits it with the payment', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2 });
      const answer = await service().recordCash(
        admin,
        { group_id: group.id, member_id: members[1]!.id, amount: '400.00' },
        undefined,
        IP,
      );
      expect(answer.contribution).toMatchObject({ user_id: members[1]!.id, status: 'pending' });
      expect(
        await kit.count('audit_entries', "action = 'cash_recorded_for_member' AND admin_id = ?", [
          admin.id,
        ]),
      ).toBe(1);
      // Paying one's own share is not an admin action.
      await service().recordCash(admin, { group_id: group.id, amount: '400.00' }, undefined, IP);
      expect(await kit.count('audit_entries')).toBe(1);
    });

    it('refuses a currency other than the group’s', async () => {
      const { group, members } = await kit.makeGroup({ members: 2 });
      await expectDomainError(
        service().recordCash(
          members[1]!,
          { group_id: group.id, amount: '10.00', currency: 'USD' },
          undefined,
        ),
        'CURRENCY_MISMATCH',
      );
    });

    it('takes a payment for any cycle of the queue, and refuses cycles outside it', async () => {
      const { group, members } = await kit.makeGroup({ members: 3 });
      const ahead = await service().recordCash(
        members[1]!,
        { group_id: group.id, amount: '1000.00', cycle_number: 3 },
        undefined,
      );
      expect(ahead.contribution.cycle_number).toBe(3);
      for (const cycle of [0, 4])
        await expectDomainError(
          service().recordCash(
            members[1]!,
            { group_id: group.id, amount: '1.00', cycle_number: cycle },
            undefined,
          ),
          'CYCLE_INVALID',
        );
    });

    it('asks nothing of the beneficiary in their own turn when the group says so', async () => {
      const { group, admin, members } = await kit.makeGroup({
        members: 2,
        beneficiaryContributes: false,
      });
      // Join order: the admin receives in cycle 1, the member in cycle 2.
      await expectDomainError(
        service().recordCash(admin, { group_id: group.id, amount: '1000.00' }, undefined),
        'NOTHING_DUE',
      );
      await expectDomainError(
        service().recordCash(
          members[1]!,
          { group_id: group.id, amount: '1000.00', cycle_number: 2 },
          undefined,
        ),
        'NOTHING_DUE',
      );
      const owed = await service().recordCash(
        members[1]!,
        { group_id: group.id, amount: '1000.00' },
        undefined,
      );
      expect(owed.contribution.status).toBe('pending');
    });

    it('locks the payout queue with the first payment once cycle 1 is due', async () => {
      const { group, members } = await kit.makeGroup({ members: 2, startDate: isoDay(0) });
      expect(await kit.count('rotation_slots')).toBe(0);
      await kit.makeContribution({ group, member: members[1]! });
      expect(
        await kit.rows('SELECT user_id FROM rotation_slots WHERE group_id = ? ORDER BY position', [
          group.id,
        ]),
      ).toEqual(members.map((m) => ({ user_id: m.id })));
    });
  });

  describe('what a member owes in a cycle', () => {
    it('adds partial payments up to the cent and refuses a cent more', async () => {
      const { group, members } = await kit.makeGroup({ members: 2, contribution: '0.30' });
      const member = members[1]!;
      // 0.1 + 0.2 is not 0.3 in floating point: the ledger adds decimals exactly.
      await kit.makeContribution({ group, member, amount: '0.10', status: 'approved' });
      await kit.makeContribution({ group, member, amount: '0.20' });
      await expectDomainError(
        service().recordCash(member, { group_id: group.id, amount: '0.01' }, undefined),
        'AMOUNT_EXCEEDS_DUE',
      );
      expect(
        await kit.rows(
          'SELECT amount FROM contributions WHERE user_id = ? ORDER BY created_at, id',
          [member.id],
        ),
      ).toEqual([{ amount: 0.1 }, { amount: 0.2 }]);
    });

    it('counts pending and approved money once per member and cycle, not rejected money', async () => {
      const { group, members } = await kit.makeGroup({ members: 2, contribution: '1000.00' });
      const member = members[1]!;
      await kit.makeContribution({ group, member, status: 'approved' });
      await expectDomainError(
        service().recordCash(member, { group_id: group.id, amount: '1000.00' }, undefined),
        'AMOUNT_EXCEEDS_DUE',
      );
      // The next cycle is owed apart, and a rejected payment leaves it owed.
      await kit.makeContribution({ group, member, cycle: 2, status: 'rejected' });
      const again = await kit.makeContribution({ group, member, cycle: 2 });
      expect(again).toMatchObject({ amount: '1000.00', cycle_number: 2, status: 'pending' });
    });

    it('caps what an admin hands in for a member by what that member owes', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2, contribution: '800.00' });
      await kit.makeContribution({ group, member: members[1]!, amount: '300.00' });
      await service().recordCash(
        admin,
        { group_id: group.id, member_id: members[1]!.id, amount: '500.00' },
        undefined,
        IP,
      );
      await expectDomainError(
        service().recordCash(
          admin,
          { group_id: group.id, member_id: members[1]!.id, amount: '0.01' },
          undefined,
          IP,
        ),
        'AMOUNT_EXCEEDS_DUE',
      );
      // Refused: nothing audited for it.
      expect(await kit.count('audit_entries', "action = 'cash_recorded_for_member'")).toBe(1);
    });
  });

  describe('the idempotency key', () => {
    it('answers a retried request with the first recording and records nothing twice', async () => {
      const { group, members } = await kit.makeGroup({ members: 2 });
      const input = { group_id: group.id, amount: '400.00' };
      const first = await service().recordCash(members[1]!, input, 'retry-key-1');
      const again = await service().recordCash(members[1]!, input, 'retry-key-1');
      expect(again).toEqual(first);
      expect(await kit.count('contributions')).toBe(1);
    });

    it('refuses the key again for a different payment', async () => {
      const { group, members } = await kit.makeGroup({ members: 3 });
      await service().recordCash(members[1]!, { group_id: group.id, amount: '400.00' }, 'k-12345');
      await expectDomainError(
        service().recordCash(members[1]!, { group_id: group.id, amount: '500.00' }, 'k-12345'),
        'IDEMPOTENCY_CONFLICT',
      );
      await expectDomainError(
        service().recordCash(
          members[1]!,
          { group_id: group.id, amount: '400.00', cycle_number: 2 },
          'k-12345',
        ),
        'IDEMPOTENCY_CONFLICT',
      );
      expect(await kit.count('contributions')).toBe(1);
    });

    it('belongs to whoever records: another person’s same key is another payment', async () => {
      const { group, members } = await kit.makeGroup({ members: 3 });
      const input = { group_id: group.id, amount: '400.00' };
      const mine = await service().recordCash(members[1]!, input, 'shared-key');
      const theirs = await service().recordCash(members[2]!, input, 'shared-key');
      expect(theirs.contribution.id).not.toBe(mine.contribution.id);
      expect(await kit.count('contributions')).toBe(2);
    });
  });

  describe('approval and rejection', () => {
    it('approves once, tells the payer, audits it and adds it to the running totals', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2, contribution: '250.50' });
      const pending = await kit.makeContribution({ group, member: members[1]! });
      const approved = await service().approve(admin, pending.id, IP);
      expect(approved).toMatchObject({ id: pending.id, status: 'approved', amount: '250.50' });
      expect(approved.decided_at).not.toBeNull();

      await expectDomainError(service().approve(admin, pending.id, IP), 'CONTRIBUTION_DECIDED');
      await expectDomainError(
        service().reject(admin, pending.id, 'trop tard', IP),
        'CONTRIBUTION_DECIDED',
      );
      expect(
        await kit.rows('SELECT user_id, type FROM notifications WHERE type = ?', [
          'contribution_confirmed',
        ]),
      ).toEqual([{ user_id: members[1]!.id, type: 'contribution_confirmed' }]);
      expect(await kit.count('audit_entries', "action = 'contribution_approved'")).toBe(1);
      expect(
        await kit.rows(
          'SELECT approved_count, approved_amount FROM contribution_totals WHERE group_id = ?',
          [group.id],
        ),
      ).toEqual([{ approved_count: 1, approved_amount: 250.5 }]);
    });

    it('is for the group’s admins and super admins, not members nor admins of other groups', async () => {
      const { group, members } = await kit.makeGroup({ members: 2 });
      const pending = await kit.makeContribution({ group, member: members[1]! });
      const otherAdmin = (await kit.makeGroup()).admin;
      await expectDomainError(
        service().approve(members[1]!, pending.id, IP),
        'GROUP_ADMIN_REQUIRED',
      );
      await expectDomainError(
        service().approve(otherAdmin, pending.id, IP),
        'GROUP_ADMIN_REQUIRED',
      );
      await expectDomainError(
        service().reject(members[1]!, pending.id, 'non', IP),
        'GROUP_ADMIN_REQUIRED',
      );
      const superAdmin = await kit.makeUser({ role: 'super_admin' });
      expect((await service().approve(superAdmin, pending.id, IP)).status).toBe('approved');
    });

    it('rejects with the reason, and the rejected money is not counted', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2 });
      const pending = await kit.makeContribution({ group, member: members[1]! });
      const rejected = await service().reject(admin, pending.id, 'Billets contrefaits', IP);
      expect(rejected).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Billets contrefaits',
      });
      await expectDomainError(service().approve(admin, pending.id, IP), 'CONTRIBUTION_DECIDED');
      expect(await kit.count('contribution_totals', 'approved_count > 0')).toBe(0);
    });

    it('answers CONTRIBUTION_NOT_FOUND for an unknown id', async () => {
      const admin = await kit.makeUser({ role: 'super_admin' });
      await expectDomainError(
        service().approve(admin, '01890000-0000-7000-8000-000000000000', IP),
        'CONTRIBUTION_NOT_FOUND',
      );
    });
  });

  describe('reversal', () => {
    it('corrects an approved contribution with an opposite entry, history untouched', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2, contribution: '300.00' });
      const paid = await kit.makeContribution({ group, member: members[1]!, status: 'approved' });
      const reversal = await service().reverse(admin, paid.id, 'Billets contrefaits', IP);
      expect(reversal).toMatchObject({
        user_id: members[1]!.id,
        cycle_number: 1,
        amount: '-300.00',
        status: 'approved',
        admin_notes: 'Billets contrefaits',
      });
      expect(
        await kit.rows('SELECT id, amount, status, reverses_id FROM contributions ORDER BY id'),
      ).toEqual([
        { id: paid.id, amount: 300, status: 'approved', reverses_id: null },
        { id: reversal.id, amount: -300, status: 'approved', reverses_id: paid.id },
      ]);
      const [totals] = await kit.rows<{ approved_count: number; approved_amount: number }>(
        'SELECT approved_count, approved_amount FROM contribution_totals WHERE group_id = ?',
        [group.id],
      );
      expect(totals).toEqual({ approved_count: 2, approved_amount: 0 });
      // The member owes the cycle again.
      const repaid = await kit.makeContribution({ group, member: members[1]! });
      expect(repaid.amount).toBe('300.00');
    });

    it('reverses a contribution once', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2 });
      const paid = await kit.makeContribution({ group, member: members[1]!, status: 'approved' });
      await service().reverse(admin, paid.id, 'erreur', IP);
      await expectDomainError(
        service().reverse(admin, paid.id, 'encore', IP),
        'CONTRIBUTION_ALREADY_REVERSED',
      );
    });

    it('reverses only an approved, positive contribution that is not itself a reversal', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 3 });
      const pending = await kit.makeContribution({ group, member: members[1]! });
      const rejected = await kit.makeContribution({
        group,
        member: members[2]!,
        status: 'rejected',
      });
      const paid = await kit.makeContribution({ group, member: members[2]!, status: 'approved' });
      const reversal = await service().reverse(admin, paid.id, 'erreur', IP);
      for (const id of [pending.id, rejected.id, reversal.id])
        await expectDomainError(
          service().reverse(admin, id, 'non', IP),
          'CONTRIBUTION_NOT_REVERSIBLE',
        );
    });

    it('is for the group’s admins', async () => {
      const { group, members } = await kit.makeGroup({ members: 2 });
      const paid = await kit.makeContribution({ group, member: members[1]!, status: 'approved' });
      await expectDomainError(
        service().reverse(members[1]!, paid.id, 'non', IP),
        'GROUP_ADMIN_REQUIRED',
      );
    });
  });

  describe('crypto', () => {
    const hash = (digit: string) => `0x${digit.repeat(64)}`;
    const fields = (digit: string) => ({
      txHash: hash(digit),
      tokenSymbol: 'USDT',
      network: 'polygon',
    });
    const nothing = () => Promise.resolve();

    it('records a pending crypto contribution within the due, chain status pending', async () => {
      const { group, members } = await kit.makeGroup({ members: 3, contribution: '1000.00' });
      const row = await service().insertCrypto(
        members[1]!,
        group.id,
        1,
        '1000.00',
        fields('a'),
        nothing,
        nothing,
      );
      expect(row).toMatchObject({ method: 'crypto', status: 'pending', chainStatus: 'pending' });
      await expectDomainError(
        service().insertCrypto(members[1]!, group.id, 1, '1.00', fields('b'), nothing, nothing),
        'AMOUNT_EXCEEDS_DUE',
      );
      await expectDomainError(service().cryptoDue(members[1]!, group.id, 1), 'AMOUNT_EXCEEDS_DUE');
      expect(await service().cryptoDue(members[2]!, group.id, undefined)).toMatchObject({
        cycle: 1,
        due: '1000.00',
      });
    });

    it('approves only once the chain confirmed it, then tells the admins', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2 });
      const row = await service().insertCrypto(
        members[1]!,
        group.id,
        1,
        '500.00',
        fields('c'),
        nothing,
        nothing,
      );
      await expectDomainError(service().approve(admin, row.id, IP), 'CRYPTO_NOT_CONFIRMED');
      await kit.db.transaction((tx) =>
        service().markChainConfirmed(tx, row.id, { tokenSymbol: 'USDT', network: 'polygon' }),
      );
      expect(
        await kit.rows('SELECT user_id FROM notifications WHERE type = ?', ['crypto_contribution']),
      ).toEqual([{ user_id: admin.id }]);
      const approved = await service().approve(admin, row.id, IP);
      expect(approved).toMatchObject({ status: 'approved', chain_status: 'confirmed' });
    });

    it('rejects a contribution the chain refused, by nobody, which frees the due', async () => {
      const { group, members } = await kit.makeGroup({ members: 2, contribution: '1000.00' });
      const row = await service().insertCrypto(
        members[1]!,
        group.id,
        1,
        '1000.00',
        fields('d'),
        nothing,
        nothing,
      );
      await kit.db.transaction((tx) => service().markChainFailed(tx, row.id, 'short_amount'));
      expect(
        await kit.rows(
          'SELECT status, chain_status, rejection_reason, decided_by FROM contributions WHERE id = ?',
          [row.id],
        ),
      ).toEqual([
        {
          status: 'rejected',
          chain_status: 'failed',
          rejection_reason: 'short_amount',
          decided_by: null,
        },
      ]);
      expect((await service().cryptoDue(members[1]!, group.id, 1)).due).toBe('1000.00');
    });
  });
});
