import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PaySaving, SavingDto, SavingMethod, SavingsRulesDto } from '@tontine/contracts';
import Big from 'big.js';
import { In, Repository, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { newId } from '../database/ids.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { Saving } from './saving.entity.js';
import { toSavingDto } from './saving.mapper.js';
import { SavingsRulesService } from './savings-rules.service.js';

type ProviderMethod = Exclude<SavingMethod, 'cash'>;

/**
 * Savings paid into a group's fund, in cash: a member declares theirs (pending until a treasurer
 * or admin validates or rejects it), or a treasurer who received the cash records it approved at
 * once. Every write runs under the group's ledger lock, the one a loan's disbursement will take,
 * so that what the fund holds is read and changed one writer at a time; every treasurer's
 * decision is audited and told to the member.
 */
@Injectable()
export class SavingsService {
  constructor(
    @InjectRepository(Saving) private readonly savings: Repository<Saving>,
    private readonly ledger: GroupLedger,
    private readonly access: GroupAccessService,
    private readonly rules: SavingsRulesService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async pay(caller: User, groupId: string, input: PaySaving, ip: string): Promise<SavingDto> {
    const group = await this.access.findGroup(groupId);
    const forOther = input.user_id !== undefined && input.user_id !== caller.id;
    if (forOther) await this.access.assert(caller, 'handle_money', group);
    const saverId = input.user_id ?? caller.id;
    const rules = await this.saveable(group, saverId, forOther);
    const cycle = Math.max(group.currentCycle, 1);
    const saved = await this.ledger.run(group.id, async (tx) => {
      const amount = await this.amountOf(tx, rules, group, saverId, cycle, input.amount);
      const now = new Date();
      const saving = tx.getRepository(Saving).create({
        id: newId(),
        groupId: group.id,
        userId: saverId,
        cycleNumber: cycle,
        amount,
        currency: group.currency,
        method: 'cash',
        receiptNumber: null,
        txHash: null,
        status: forOther ? 'approved' : 'pending',
        recordedBy: caller.id,
        decidedBy: forOther ? caller.id : null,
        decidedAt: forOther ? now : null,
        rejectionReason: null,
        createdAt: now,
      });
      await tx.getRepository(Saving).insert(saving);
      if (forOther) {
        await this.audit.record(
          caller,
          {
            action: 'saving_recorded',
            details: describe(group, saving),
            category: 'payment_validation',
            ip,
          },
          tx,
        );
        await this.tell(tx, group, saving);
      }
      return saving;
    });
    return this.dto(saved);
  }

  /**
   * What the caller's next saving into the group's fund is now (the fixed saving still due this
   * cycle, or the free amount given), for a provider's quote; nothing is written.
   */
  async due(caller: User, groupId: string, given: string | undefined) {
    const group = await this.access.findGroup(groupId);
    const rules = await this.saveable(group, caller.id, false);
    const cycle = Math.max(group.currentCycle, 1);
    const amount = await this.amountOf(this.savings.manager, rules, group, caller.id, cycle, given);
    return { group, cycle, amount };
  }

  /**
   * A saving paid through a provider (M-Pesa, tokens): held pending, under the group's ledger
   * lock, in the transaction that also writes the provider's row (`insertPush`), until the
   * provider confirms or the payment fails. `check` refuses a group or an amount the provider
   * cannot serve, before anything is written.
   */
  async holdForProvider(
    caller: User,
    groupId: string,
    given: string | undefined,
    method: ProviderMethod,
    check: (group: Group) => void,
    insertPush: (tx: EntityManager, saving: Saving, group: Group) => Promise<void>,
    checkAmount: (amount: string) => void,
  ): Promise<Saving> {
    const group = await this.access.findGroup(groupId);
    const rules = await this.saveable(group, caller.id, false);
    check(group);
    const cycle = Math.max(group.currentCycle, 1);
    return this.ledger.run(group.id, async (tx) => {
      const amount = await this.amountOf(tx, rules, group, caller.id, cycle, given);
      checkAmount(amount);
      const saving = tx.getRepository(Saving).create({
        id: newId(),
        groupId: group.id,
        userId: caller.id,
        cycleNumber: cycle,
        amount,
        currency: group.currency,
        method,
        receiptNumber: null,
        txHash: null,
        status: 'pending',
        recordedBy: caller.id,
        decidedBy: null,
        decidedAt: null,
        rejectionReason: null,
        createdAt: new Date(),
      });
      await tx.getRepository(Saving).insert(saving);
      await insertPush(tx, saving, group);
      return saving;
    });
  }

  /**
   * Safaricom confirmed the push: the saving goes to the fund with the receipt, in the
   * transaction that marks the push paid (`recordPaid`, false when another run did it first).
   */
  async paidByReceipt(
    savingId: string,
    receipt: string,
    recordPaid: (tx: EntityManager) => Promise<boolean>,
  ): Promise<void> {
    const found = await this.savings.findOneByOrFail({ id: savingId });
    const group = await this.access.findGroup(found.groupId);
    await this.ledger.run(group.id, async (tx) => {
      if (!(await recordPaid(tx))) return;
      const moved = await tx
        .getRepository(Saving)
        .update(
          { id: savingId, status: 'pending', method: 'mpesa' },
          { status: 'approved', decidedAt: new Date(), receiptNumber: receipt },
        );
      if (moved.affected)
        await this.tell(
          tx,
          group,
          await tx.getRepository(Saving).findOneByOrFail({ id: savingId }),
        );
    });
  }

  /**
   * The chain confirmed a payment in tokens: the saving goes to the fund with its transaction,
   * in the verifier's transaction, under the group's ledger lock like every change to the fund.
   */
  async paidOnChain(tx: EntityManager, savingId: string, txHash: string): Promise<void> {
    const found = await tx.getRepository(Saving).findOneByOrFail({ id: savingId });
    await this.ledger.lockIn(tx, found.groupId);
    const moved = await tx
      .getRepository(Saving)
      .update(
        { id: savingId, status: 'pending', method: 'crypto' },
        { status: 'approved', decidedAt: new Date(), txHash },
      );
    if (!moved.affected) return;
    const group = await this.access.findGroup(found.groupId, tx);
    await this.tell(tx, group, await tx.getRepository(Saving).findOneByOrFail({ id: savingId }));
  }

  /** The provider's payment failed: the saving is refused with its reason, to pay again. */
  async releaseProvider(
    tx: EntityManager,
    savingId: string,
    reason: string,
    method: ProviderMethod = 'mpesa',
  ): Promise<void> {
    const moved = await tx
      .getRepository(Saving)
      .update(
        { id: savingId, status: 'pending', method },
        { status: 'rejected', decidedAt: new Date(), rejectionReason: reason },
      );
    if (!moved.affected) return;
    const saving = await tx.getRepository(Saving).findOneByOrFail({ id: savingId });
    const group = await this.access.findGroup(saving.groupId, tx);
    await this.tell(tx, group, saving);
  }

  find(savingId: string): Promise<Saving | null> {
    return this.savings.findOneBy({ id: savingId });
  }

  /** The group keeps a fund the member may pay into now: its rules. */
  private async saveable(group: Group, saverId: string, forOther: boolean) {
    if (!(await this.access.membership(group.id, saverId)))
      throw new DomainError(forOther ? 'MEMBER_NOT_FOUND' : 'NOT_GROUP_MEMBER');
    if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
    const rules = await this.rules.of(group);
    if (!rules.enabled) throw new DomainError('SAVINGS_DISABLED');
    return rules;
  }

  approve(caller: User, savingId: string, ip: string): Promise<SavingDto> {
    return this.decide(caller, savingId, ip, null);
  }

  reject(caller: User, savingId: string, reason: string, ip: string): Promise<SavingDto> {
    return this.decide(caller, savingId, ip, reason);
  }

  /** The group's savings: every member's for those who handle its money, the caller's otherwise. */
  async listed(group: Group, callerId: string, all: boolean): Promise<SavingDto[]> {
    const rows = await this.savings.find({
      where: all ? { groupId: group.id } : { groupId: group.id, userId: callerId },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: 200,
    });
    return this.dtos(rows);
  }

  /**
   * What this saving is: a fixed saving is what is left of the cycle's amount (refused once it is
   * all paid or waiting); a free one is the amount given, at least the group's smallest.
   */
  private async amountOf(
    tx: EntityManager,
    rules: SavingsRulesDto,
    group: Group,
    saverId: string,
    cycle: number,
    given: string | undefined,
  ): Promise<string> {
    if (rules.saving_kind === 'free') {
      if (given === undefined || new Big(given).lte(0) || new Big(given).lt(rules.saving_amount))
        throw new DomainError('SAVING_TOO_SMALL');
      return given;
    }
    const held = await tx.getRepository(Saving).find({
      where: {
        groupId: group.id,
        userId: saverId,
        cycleNumber: cycle,
        status: In(['approved', 'pending']),
      },
    });
    const left = held.reduce((rest, s) => rest.minus(s.amount), new Big(rules.saving_amount));
    if (left.lte(0)) throw new DomainError('SAVING_ALREADY_PAID');
    if (given !== undefined && !new Big(given).eq(left))
      throw new DomainError('SAVING_AMOUNT_FIXED');
    return left.toFixed(2);
  }

  /** Approves (`reason` null) or rejects a pending saving, audited, its member told. */
  private async decide(
    caller: User,
    savingId: string,
    ip: string,
    reason: string | null,
  ): Promise<SavingDto> {
    const found = /^[0-9a-f-]{36}$/i.test(savingId)
      ? await this.savings.findOneBy({ id: savingId })
      : null;
    if (!found) throw new DomainError('SAVING_NOT_FOUND');
    const group = await this.access.findGroup(found.groupId);
    await this.access.assert(caller, 'handle_money', group);
    const decided = await this.ledger.run(group.id, async (tx) => {
      const repo = tx.getRepository(Saving);
      // A saving paid by M-Pesa waits for Safaricom, not for a treasurer.
      const moved = await repo.update(
        { id: found.id, status: 'pending', method: 'cash' },
        {
          status: reason === null ? 'approved' : 'rejected',
          decidedBy: caller.id,
          decidedAt: new Date(),
          rejectionReason: reason,
        },
      );
      if (!moved.affected) throw new DomainError('SAVING_NOT_PENDING');
      const saving = await repo.findOneByOrFail({ id: found.id });
      await this.audit.record(
        caller,
        {
          action: reason === null ? 'saving_approved' : 'saving_rejected',
          details:
            reason === null ? describe(group, saving) : `${describe(group, saving)}: ${reason}`,
          category: 'payment_validation',
          ip,
        },
        tx,
      );
      await this.tell(tx, group, saving);
      return saving;
    });
    return this.dto(decided);
  }

  private tell(tx: EntityManager, group: Group, saving: Saving): Promise<void> {
    const params = {
      group_name: group.name,
      cycle: String(saving.cycleNumber),
      amount: saving.amount,
      currency: saving.currency,
    };
    const data = { group_id: group.id, saving_id: saving.id };
    return saving.status === 'approved'
      ? this.notifications.notify(tx, [saving.userId], 'saving_approved', params, data)
      : this.notifications.notify(
          tx,
          [saving.userId],
          'saving_rejected',
          { ...params, reason: saving.rejectionReason ?? '' },
          data,
        );
  }

  private async dto(saving: Saving): Promise<SavingDto> {
    const [dto] = await this.dtos([saving]);
    return dto!;
  }

  private async dtos(rows: Saving[]): Promise<SavingDto[]> {
    const ids = [...new Set(rows.flatMap((s) => [s.userId, s.decidedBy ?? s.userId]))];
    const users = ids.length ? await this.users.findByIds(ids) : [];
    const names = new Map(users.map((u) => [u.id, u.username]));
    return rows.map((s) => toSavingDto(s, names));
  }
}

function describe(group: Group, saving: Saving): string {
  return `${saving.amount} ${saving.currency} — ${group.name}, cycle ${saving.cycleNumber}, member ${saving.userId}`;
}
