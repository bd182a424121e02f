import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CHAIN_FAILURE_REASONS_FR,
  isPaymentAvailable,
  isPositiveMoney,
  moneySum,
  payersOf,
  type cashRecordQuerySchema,
  type ChainFailureReason,
  type ContributionDto,
  type ContributionMethod,
  type RecordCashResponse,
  successMessage,
} from '@tontine/contracts';
import Big from 'big.js';
import { In, LessThan, Repository, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { RotationService } from '../rotation/rotation.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { Contribution } from './contribution.entity.js';
import { ContributionTotalsService, type ApprovedChange } from './contribution-totals.service.js';
import { toContributionDto } from './contribution.mapper.js';
import { GroupLedger } from './group-ledger.js';
import { PlatformSettings } from '../documents/platform-settings.service.js';

type CashRecord = z.output<typeof cashRecordQuerySchema>;

/** What a crypto contribution is paid with: the chain's details live in crypto_payments. */
export interface CryptoContributionFields {
  txHash: string;
  tokenSymbol: string;
  network: string;
}

/** Contributions: recorded by a member (or their admin), validated by the group's admin. */
@Injectable()
export class ContributionsService {
  constructor(
    @InjectRepository(Contribution) private readonly contributions: Repository<Contribution>,
    private readonly transactions: Transactions,
    private readonly access: GroupAccessService,
    private readonly rotation: RotationService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly totals: ContributionTotalsService,
    private readonly ledger: GroupLedger,
    private readonly groups: GroupsService,
    private readonly memberships: MembershipsService,
    private readonly users: UsersService,
    private readonly settings: PlatformSettings,
  ) {}

  async recordCash(
    caller: User,
    input: CashRecord,
    idempotencyKey: string | undefined,
    ip?: string,
  ): Promise<RecordCashResponse> {
    const memberId = input.member_id || caller.id;
    const group = await this.payableGroup(caller, input.group_id, memberId, input.currency);
    if (idempotencyKey) {
      const replay = await this.replay(caller, idempotencyKey, group, memberId, input);
      if (replay) return replay;
    }
    try {
      const contribution = await this.insertWithinDue(
        caller,
        group,
        memberId,
        input.cycle_number,
        input.amount,
        {
          method: 'cash',
          idempotencyKey: idempotencyKey ?? null,
          adminNotes: input.admin_notes || null,
        },
        // Cash an admin hands in for a member is an admin action: audited with the payment.
        memberId === caller.id
          ? undefined
          : (tx, row) =>
              this.audit.record(
                caller,
                {
                  action: 'cash_recorded_for_member',
                  details: `${row.amount} ${row.currency} — ${group.name}, cycle ${row.cycleNumber}, member ${memberId}`,
                  category: 'payment_validation',
                  ip,
                },
                tx,
              ),
      );
      return {
        success: true,
        ...successMessage('paymentRecorded'),
        contribution: await this.dto(contribution),
      };
    } catch (err) {
      // The same key sent twice at once: the unique index lets one through; answer the other with it.
      if (idempotencyKey && isUniqueViolation(err)) {
        const replay = await this.replay(caller, idempotencyKey, group, memberId, input);
        if (replay) return replay;
      }
      throw err;
    }
  }

  /**
   * What the member still owes for the cycle (contribution − approved − pending), for a crypto
   * quote: the same checks as a cash payment, and the console's crypto switch.
   */
  async cryptoDue(
    caller: User,
    groupId: string,
    cycleNumber: number | undefined,
  ): Promise<{ group: Group; cycle: number; due: string }> {
    this.assertCryptoEnabled();
    return this.dueOf(caller, groupId, cycleNumber);
  }

  /**
   * What the caller still owes for the cycle (contribution − approved − pending), with the
   * checks of a cash payment; `acceptGroup` refuses a group the means of payment cannot serve,
   * before anything is computed.
   */
  async dueOf(
    caller: User,
    groupId: string,
    cycleNumber: number | undefined,
    acceptGroup?: (group: Group) => void,
  ): Promise<{ group: Group; cycle: number; due: string }> {
    const group = await this.payableGroup(caller, groupId, caller.id, undefined);
    acceptGroup?.(group);
    const cycle = await this.payableCycle(group, caller.id, cycleNumber);
    const owedSoFar = await this.sum(this.contributions.manager, group.id, cycle, caller.id, [
      'approved',
      'pending',
    ]);
    const due = new Big(group.contributionAmount).minus(owedSoFar);
    // Paid (or waiting for validation) in full: nothing is left to ask for.
    if (due.lte(0)) throw new DomainError('NOTHING_DUE');
    return { group, cycle, due: due.toFixed(2) };
  }

  /**
   * A pending mobile-money contribution within what the member owes, written with the provider's
   * row (`alsoInTransaction`) once the member's row is locked; `beforeInsert` runs under that lock
   * (one push at a time per member and cycle). Safaricom's confirmed receipt approves it
   * (`approveByReceipt`), a failed push rejects it (`markProviderFailed`).
   */
  async insertMobileMoney(
    caller: User,
    group: Group,
    cycleNumber: number,
    amount: string,
    beforeInsert: (tx: EntityManager) => Promise<void>,
    alsoInTransaction: (tx: EntityManager, row: Contribution) => Promise<void>,
  ): Promise<Contribution> {
    return this.insertWithinDue(
      caller,
      group,
      caller.id,
      cycleNumber,
      amount,
      { method: 'mobile_money' },
      alsoInTransaction,
      beforeInsert,
    );
  }

  /**
   * Approves a pending mobile-money contribution on the provider's confirmed receipt, without
   * an admin: under the group's ledger lock like an admin's approval, with the totals, the
   * member's notification and the audit entry. `inTransaction` records the provider's side
   * first and answers false when the payment was settled meanwhile (nothing is then changed).
   */
  async approveByReceipt(
    contributionId: string,
    receipt: string,
    inTransaction: (tx: EntityManager) => Promise<boolean>,
  ): Promise<boolean> {
    const contribution = await this.contributions.findOneByOrFail({ id: contributionId });
    const group = await this.access.findGroup(contribution.groupId);
    const payer = await this.users.findById(contribution.userId);
    const approved: ApprovedChange = {
      groupId: contribution.groupId,
      currency: contribution.currency,
      createdAt: contribution.createdAt,
      count: 1,
      amount: contribution.amount,
    };
    await this.totals.prepare(approved);
    return this.ledger.run(group.id, async (tx) => {
      if (!(await inTransaction(tx))) return false;
      const done = await tx
        .getRepository(Contribution)
        .update(
          { id: contribution.id, status: 'pending' },
          { status: 'approved', decidedBy: null, decidedAt: new Date() },
        );
      // The contribution left pending some other way (a group deleted, a rejection): the
      // receipt stays recorded on the provider's row for the operators, the ledger unchanged.
      if (!done.affected) throw new DomainError('CONTRIBUTION_DECIDED');
      await this.totals.add(tx, approved);
      await this.announceReceipt(tx, contribution, group, receipt, {
        id: contribution.userId,
        username: payer?.username ?? '',
      });
      return true;
    });
  }

  /** A contribution approved on a provider's receipt: the member is told, the audit trail keeps it. */
  private async announceReceipt(
    tx: EntityManager,
    row: Contribution,
    group: Group,
    receipt: string,
    actor: Pick<User, 'id' | 'username'>,
  ): Promise<void> {
    const cycle = String(row.cycleNumber);
    await this.notifications.notify(
      tx,
      [row.userId],
      'contribution_confirmed',
      { group_name: group.name, cycle, amount: row.amount, currency: row.currency },
      { group_id: group.id, contribution_id: row.id },
    );
    await this.audit.record(
      actor,
      {
        action: 'mpesa_payment_confirmed',
        details: `${row.amount} ${row.currency} — ${group.name}, cycle ${cycle}, receipt ${receipt}`,
        category: 'payment_validation',
      },
      tx,
    );
  }

  /**
   * The provider says the payment failed: the pending contribution is rejected by nobody with
   * the reason, which frees what the member owes. In the caller's transaction.
   */
  markProviderFailed(
    tx: EntityManager,
    contributionId: string,
    reasonCode: string,
    reasonText: string,
  ): Promise<void> {
    return this.rejectUnpaid(tx, contributionId, reasonCode, reasonText);
  }

  /**
   * A pending crypto contribution (chain status pending) within what the member owes, the same
   * checks as cash. `beforeInsert` runs in the transaction once the member's row is locked (a
   * second submission of the same payment sees the first); `alsoInTransaction` writes the
   * crypto_payments row with it.
   */
  async insertCrypto(
    caller: User,
    groupId: string,
    cycleNumber: number,
    amount: string,
    fields: CryptoContributionFields,
    beforeInsert: (tx: EntityManager) => Promise<void>,
    alsoInTransaction: (tx: EntityManager, row: Contribution) => Promise<void>,
  ): Promise<Contribution> {
    this.assertCryptoEnabled();
    const group = await this.payableGroup(caller, groupId, caller.id, undefined);
    return this.insertWithinDue(
      caller,
      group,
      caller.id,
      cycleNumber,
      amount,
      { method: 'crypto', chainStatus: 'pending', ...fields },
      alsoInTransaction,
      beforeInsert,
    );
  }

  /**
   * The chain confirmed the payment: the contribution now waits for the group admin's
   * validation like cash, and the group's admins are told. In the caller's transaction.
   */
  async markChainConfirmed(
    tx: EntityManager,
    contributionId: string,
    paid: { tokenSymbol: string; network: string },
  ): Promise<void> {
    const repo = tx.getRepository(Contribution);
    const row = await repo.findOneByOrFail({ id: contributionId });
    await repo.update({ id: row.id }, { chainStatus: 'confirmed' });
    const group = await this.access.findGroup(row.groupId);
    const payer = await this.users.findById(row.userId);
    await this.notifications.notify(
      tx,
      await this.access.adminIds(group),
      'crypto_contribution',
      {
        username: payer?.username ?? '',
        group_name: group.name,
        amount: row.amount,
        currency: row.currency,
        token_symbol: paid.tokenSymbol,
        network: paid.network,
      },
      { group_id: group.id, contribution_id: row.id, tx_hash: row.txHash ?? '' },
    );
  }

  /**
   * The chain refused the payment: the contribution is rejected with the reason, by nobody
   * (decided_by NULL), which frees what the member owes. In the caller's transaction.
   */
  async markChainFailed(
    tx: EntityManager,
    contributionId: string,
    reason: ChainFailureReason,
  ): Promise<void> {
    await tx.getRepository(Contribution).update({ id: contributionId }, { chainStatus: 'failed' });
    await this.rejectUnpaid(tx, contributionId, reason, CHAIN_FAILURE_REASONS_FR[reason]);
  }

  /** Rejects a pending contribution by nobody, and tells the member why (code and French text). */
  private async rejectUnpaid(
    tx: EntityManager,
    contributionId: string,
    reason: string,
    reasonText: string,
  ): Promise<void> {
    const repo = tx.getRepository(Contribution);
    const rejected = await repo.update(
      { id: contributionId, status: 'pending' },
      { status: 'rejected', rejectionReason: reason, decidedBy: null, decidedAt: new Date() },
    );
    if (!rejected.affected) return;
    // The member is told, as of an admin's refusal; the code travels for the reader's language.
    const contribution = await repo.findOneByOrFail({ id: contributionId });
    // A group deleted since: nothing left to act on, and the failure itself must still be kept.
    const group = await this.access.findGroup(contribution.groupId, tx).catch(() => null);
    if (!group) return;
    await this.notifications.notify(
      tx,
      [contribution.userId],
      'contribution_rejected',
      {
        group_name: group.name,
        cycle: String(contribution.cycleNumber),
        amount: contribution.amount,
        currency: contribution.currency,
        reason: reasonText,
      },
      { group_id: group.id, contribution_id: contributionId, reason_code: reason },
    );
  }

  /** CRYPTO_PAYMENTS_DISABLED while the console's switch is off. */
  assertCryptoEnabled(): void {
    // The console's switch (config crypto_payments_enabled), read without a restart.
    if (!this.settings.cryptoPaymentsEnabled()) throw new DomainError('CRYPTO_PAYMENTS_DISABLED');
  }

  /**
   * Who may pay and into what, checked in the order the client shows the refusals: a member (or
   * the group's admin for a member), a contribution amount set, a group open for payments, the
   * group's currency.
   */
  private async payableGroup(
    caller: User,
    groupId: string,
    memberId: string,
    currency: string | undefined,
  ) {
    const group = await this.access.findGroup(groupId);
    if (memberId !== caller.id && !(await this.access.can(caller, 'handle_money', group))) {
      throw new DomainError('PAYMENT_MEMBERS_ONLY');
    }
    await this.assertOpenTo(group, memberId);
    if (currency && currency !== group.currency) throw new DomainError('CURRENCY_MISMATCH');
    return group;
  }

  /** The member is in the group, which has a contribution amount and takes payments. */
  private async assertOpenTo(group: Group, memberId: string): Promise<void> {
    if (!(await this.access.membership(group.id, memberId)))
      throw new DomainError('PAYMENT_MEMBERS_ONLY');
    if (!isPositiveMoney(group.contributionAmount)) throw new DomainError('NO_CONTRIBUTION_AMOUNT');
    if (!isPaymentAvailable(toFeatureView(group)))
      throw new DomainError('GROUP_CLOSED_FOR_PAYMENTS');
  }

  /**
   * A payment already made and confirmed by its provider's receipt (a paybill payment): an
   * approved contribution of the member for the group's current cycle, within what they owe,
   * written with the provider's row (`inTransaction`) under the group's ledger lock and the
   * member's, with the totals, the member's notification and the audit entry (by `actor`: the
   * member, or the operator who assigned it). Refused as a cash payment would be.
   */
  async insertApprovedByReceipt(
    memberId: string,
    groupId: string,
    amount: string,
    receipt: string,
    actor: Pick<User, 'id' | 'username'>,
    inTransaction: (tx: EntityManager, row: Contribution) => Promise<void>,
  ): Promise<Contribution> {
    const group = await this.access.findGroup(groupId);
    await this.assertOpenTo(group, memberId);
    const cycle = await this.payableCycle(group, memberId, undefined);
    const now = new Date();
    const approved: ApprovedChange = {
      groupId,
      currency: group.currency,
      createdAt: now,
      count: 1,
      amount,
    };
    await this.totals.prepare(approved);
    return this.ledger.run(groupId, async (tx) => {
      await this.memberships.lockActive(tx, groupId, memberId);
      const owedSoFar = await this.sum(tx, groupId, cycle, memberId, ['approved', 'pending']);
      const due = new Big(group.contributionAmount).minus(owedSoFar);
      if (due.lte(0)) throw new DomainError('NOTHING_DUE');
      if (due.lt(amount)) throw new DomainError('AMOUNT_EXCEEDS_DUE');
      const row = newContribution(tx, group, memberId, cycle, amount, actor.id, {
        method: 'mobile_money',
        status: 'approved',
        decidedAt: now,
        createdAt: now,
      });
      await tx.getRepository(Contribution).insert(row);
      await inTransaction(tx, row);
      await this.totals.add(tx, approved);
      await this.announceReceipt(tx, row, group, receipt, actor);
      return row;
    });
  }

  /** The cycle a payment goes to: the group's current one by default, one the member pays in. */
  private async payableCycle(
    group: Group,
    memberId: string,
    cycleNumber: number | undefined,
  ): Promise<number> {
    await this.rotation.ensureLocked(group);
    const { queue } = await this.rotation.standing(group);
    const cycle = cycleNumber ?? group.currentCycle;
    if (cycle < 1 || cycle > queue.length) throw new DomainError('CYCLE_INVALID');
    if (!payersOf(queue, cycle, group.beneficiaryContributes).includes(memberId))
      throw new DomainError('NOTHING_DUE');
    return cycle;
  }

  /** Inserts a pending contribution unless the member's approved and pending total would pass what they owe. */
  private async insertWithinDue(
    caller: User,
    group: Group,
    memberId: string,
    cycleNumber: number | undefined,
    amount: string,
    fields: Partial<Contribution> & { method: Contribution['method'] },
    alsoInTransaction?: (tx: EntityManager, row: Contribution) => Promise<void>,
    beforeInsert?: (tx: EntityManager) => Promise<void>,
  ): Promise<Contribution> {
    const cycle = await this.payableCycle(group, memberId, cycleNumber);
    return this.transactions.run(async (tx) => {
      await this.memberships.lockActive(tx, group.id, memberId);
      await beforeInsert?.(tx);
      const owedSoFar = await this.sum(tx, group.id, cycle, memberId, ['approved', 'pending']);
      if (new Big(owedSoFar).plus(amount).gt(group.contributionAmount))
        throw new DomainError('AMOUNT_EXCEEDS_DUE');
      const row = newContribution(tx, group, memberId, cycle, amount, caller.id, fields);
      await tx.getRepository(Contribution).insert(row);
      await alsoInTransaction?.(tx, row);
      return row;
    });
  }

  async approve(admin: User, id: string, ip: string): Promise<ContributionDto> {
    const { contribution, group } = await this.decidable(admin, id);
    if (contribution.method === 'mobile_money') throw new DomainError('MPESA_CONFIRMED_BY_RECEIPT');
    // A crypto contribution is validated once the chain shows it.
    if (contribution.method === 'crypto' && contribution.chainStatus !== 'confirmed')
      throw new DomainError('CRYPTO_NOT_CONFIRMED');
    const approved: ApprovedChange = {
      groupId: contribution.groupId,
      currency: contribution.currency,
      createdAt: contribution.createdAt,
      count: 1,
      amount: contribution.amount,
    };
    await this.totals.prepare(approved);
    await this.ledger.run(group.id, async (tx) => {
      await this.decide(tx, admin, contribution, { status: 'approved' });
      await this.totals.add(tx, approved);
      await this.notifications.notify(
        tx,
        [contribution.userId],
        'contribution_confirmed',
        {
          group_name: group.name,
          cycle: String(contribution.cycleNumber),
          amount: contribution.amount,
          currency: contribution.currency,
        },
        { group_id: group.id, contribution_id: id },
      );
      await this.auditDecision(tx, admin, 'contribution_approved', contribution, group, ip);
    });
    return this.dto(contribution);
  }

  async reject(admin: User, id: string, reason: string, ip: string): Promise<ContributionDto> {
    const { contribution, group } = await this.decidable(admin, id);
    // Safaricom's receipt decides a mobile-money payment; a pending one is waiting for it.
    if (contribution.method === 'mobile_money') throw new DomainError('MPESA_CONFIRMED_BY_RECEIPT');
    await this.ledger.run(group.id, async (tx) => {
      await this.decide(tx, admin, contribution, { status: 'rejected', rejectionReason: reason });
      // The member learns of the refusal and its reason, as of an approval.
      await this.notifications.notify(
        tx,
        [contribution.userId],
        'contribution_rejected',
        {
          group_name: group.name,
          cycle: String(contribution.cycleNumber),
          amount: contribution.amount,
          currency: contribution.currency,
          reason,
        },
        { group_id: group.id, contribution_id: id },
      );
      await this.auditDecision(tx, admin, 'contribution_rejected', contribution, group, ip, reason);
    });
    return this.dto(contribution);
  }

  /**
   * Corrects an approved contribution with a new, opposite entry: history is never edited.
   * A cycle already paid out cannot lose money, or payouts would exceed approved contributions:
   * the check and the insert hold the group's ledger lock, which a payout takes too. A
   * contribution is reversed once: the unique index on `reverses_id` refuses a second entry
   * whatever arrives at the same time.
   */
  async reverse(admin: User, id: string, reason: string, ip: string): Promise<ContributionDto> {
    const { contribution, group } = await this.decidable(admin, id, 'manage');
    if (
      contribution.status !== 'approved' ||
      contribution.reversesId ||
      new Big(contribution.amount).lte(0)
    ) {
      throw new DomainError('CONTRIBUTION_NOT_REVERSIBLE');
    }
    // The reversing entry is approved, negative, created now: the totals count it as the
    // contributions' own sums did, one more entry and the amount taken off today.
    const now = new Date();
    const reversed: ApprovedChange = {
      groupId: contribution.groupId,
      currency: contribution.currency,
      createdAt: now,
      count: 1,
      amount: new Big(contribution.amount).times(-1).toFixed(2),
    };
    await this.totals.prepare(reversed);
    const reversal = await this.ledger
      .run(group.id, async (tx) => {
        // A cycle is paid out exactly when the group has moved past it: the payout advances the
        // group's cycle in its transaction, under this same lock.
        // A cycle whose payout a provider is carrying out is as good as paid.
        const { currentCycle, payoutSendingCycle } = await this.groups.reload(group.id, tx);
        if (
          currentCycle > contribution.cycleNumber ||
          payoutSendingCycle === contribution.cycleNumber
        )
          throw new DomainError('CONTRIBUTION_NOT_REVERSIBLE');
        if (await tx.getRepository(Contribution).existsBy({ reversesId: contribution.id })) {
          throw new DomainError('CONTRIBUTION_ALREADY_REVERSED');
        }
        const row = tx.getRepository(Contribution).create({
          ...contribution,
          id: newId(),
          amount: reversed.amount,
          recordedBy: admin.id,
          idempotencyKey: null,
          txHash: null,
          adminNotes: reason,
          rejectionReason: null,
          reversesId: contribution.id,
          decidedBy: admin.id,
          decidedAt: now,
          createdAt: now,
        });
        await tx.getRepository(Contribution).insert(row);
        await this.totals.add(tx, reversed);
        await this.auditDecision(
          tx,
          admin,
          'contribution_reversed',
          contribution,
          group,
          ip,
          reason,
        );
        return row;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new DomainError('CONTRIBUTION_ALREADY_REVERSED');
        throw err;
      });
    return this.dto(reversal);
  }

  /**
   * Moves a pending contribution to its decision, once: of two admins deciding at the same
   * time, the second finds it no longer pending and is told so.
   */
  private async decide(
    tx: EntityManager,
    admin: User,
    contribution: Contribution,
    decision: { status: 'approved' } | { status: 'rejected'; rejectionReason: string },
  ): Promise<void> {
    const change = { ...decision, decidedBy: admin.id, decidedAt: new Date() };
    const done = await tx
      .getRepository(Contribution)
      .update({ id: contribution.id, status: 'pending' }, change);
    if (!done.affected) throw new DomainError('CONTRIBUTION_DECIDED');
    Object.assign(contribution, change);
  }

  private auditDecision(
    tx: EntityManager,
    admin: User,
    action: 'contribution_approved' | 'contribution_rejected' | 'contribution_reversed',
    contribution: Contribution,
    group: Group,
    ip: string,
    reason?: string,
  ): Promise<void> {
    const what = `${contribution.amount} ${contribution.currency} — ${group.name}, cycle ${contribution.cycleNumber}`;
    return this.audit.record(
      admin,
      {
        action,
        details: reason === undefined ? what : `${what}: ${reason}`,
        category: 'payment_validation',
        ip,
      },
      tx,
    );
  }

  /** The contribution paid by this method that the id names, if any (the operators' payments tabs). */
  findPayment(id: string, method: ContributionMethod): Promise<Contribution | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
    return this.contributions.findOneBy({ id, method });
  }

  /** The approved contributions of a cycle (reversals included), read in the caller's transaction. */
  /** The approved money of a cycle, read outside the ledger's lock: what a screen shows. */
  async approvedTotal(groupId: string, cycle: number): Promise<string> {
    return moneySum(
      (await this.approvedOf(this.contributions.manager, groupId, cycle)).map((c) => c.amount),
    );
  }

  approvedOf(tx: EntityManager, groupId: string, cycle: number): Promise<Contribution[]> {
    return tx
      .getRepository(Contribution)
      .findBy({ groupId, cycleNumber: cycle, status: 'approved' });
  }

  /**
   * What each member had paid towards `cycle` before `before`, approved or waiting for
   * validation: a payment recorded in time counts as made in time.
   */
  async paidBefore(
    manager: EntityManager,
    groupId: string,
    cycle: number,
    before: Date,
  ): Promise<Map<string, string>> {
    const rows = await manager.getRepository(Contribution).findBy({
      groupId,
      cycleNumber: cycle,
      status: In(['approved', 'pending']),
      createdAt: LessThan(before),
    });
    const amounts = new Map<string, string[]>();
    for (const r of rows) amounts.set(r.userId, [...(amounts.get(r.userId) ?? []), r.amount]);
    return new Map([...amounts].map(([userId, paid]) => [userId, moneySum(paid)]));
  }

  async sum(
    manager: EntityManager,
    groupId: string,
    cycle: number,
    userId: string,
    statuses: Array<'approved' | 'pending'>,
  ) {
    const rows = await manager
      .getRepository(Contribution)
      .findBy({ groupId, cycleNumber: cycle, userId, status: In(statuses) });
    return moneySum(rows.map((r) => r.amount));
  }

  /**
   * The contribution and its group, if the caller may decide on it: validating and rejecting is
   * handling the group's money (admins and treasurers); correcting history (`manage`) is its
   * admins' alone.
   */
  private async decidable(
    admin: User,
    id: string,
    action: 'handle_money' | 'manage' = 'handle_money',
  ): Promise<{ contribution: Contribution; group: Group }> {
    const contribution = await this.contributions.findOneBy({ id });
    if (!contribution) throw new DomainError('CONTRIBUTION_NOT_FOUND');
    const group = await this.access.findGroup(contribution.groupId);
    await this.access.assert(admin, action, group);
    return { contribution, group };
  }

  /** A retried request with the same key answers the first recording, and records nothing. */
  private async replay(
    caller: User,
    key: string,
    group: Group,
    memberId: string,
    input: CashRecord,
  ) {
    const existing = await this.contributions.findOneBy({
      recordedBy: caller.id,
      idempotencyKey: key,
    });
    if (!existing) return undefined;
    const same =
      existing.groupId === group.id &&
      existing.userId === memberId &&
      new Big(existing.amount).eq(input.amount) &&
      (input.cycle_number === undefined || existing.cycleNumber === input.cycle_number);
    if (!same) throw new DomainError('IDEMPOTENCY_CONFLICT');
    return {
      success: true,
      ...successMessage('paymentRecorded'),
      contribution: await this.dto(existing),
    };
  }

  private async dto(c: Contribution): Promise<ContributionDto> {
    const user = await this.users.findById(c.userId);
    return toContributionDto(c, user?.username ?? '');
  }
}

function toFeatureView(group: Group) {
  return {
    status: group.status,
    chat_enabled: group.chatEnabled,
    payment_enabled: group.paymentEnabled,
    contribution_amount: group.contributionAmount,
  };
}

/** A new contribution of the member for the cycle, pending unless `fields` says otherwise. */
function newContribution(
  tx: EntityManager,
  group: Group,
  memberId: string,
  cycle: number,
  amount: string,
  recordedBy: string,
  fields: Partial<Contribution>,
): Contribution {
  return tx.getRepository(Contribution).create({
    id: newId(),
    groupId: group.id,
    userId: memberId,
    cycleNumber: cycle,
    amount,
    currency: group.currency,
    status: 'pending',
    recordedBy,
    idempotencyKey: null,
    txHash: null,
    tokenSymbol: null,
    network: null,
    chainStatus: null,
    adminNotes: null,
    rejectionReason: null,
    reversesId: null,
    decidedBy: null,
    decidedAt: null,
    createdAt: new Date(),
    ...fields,
  });
}
