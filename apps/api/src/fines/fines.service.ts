import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  FineDto,
  FinePaymentMethod,
  FineStatus,
  GroupFines,
  NotificationTemplate,
} from '@tontine/contracts';
import { Repository, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { moneyTotalSql, readMoneyTotal } from '../database/money-totals.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Fine } from './fine.entity.js';
import { toFineDto } from './fine.mapper.js';
import { fundOf } from './group-fund.js';

/** The payments of a fine that a provider, not an admin, confirms. */
type ProviderMethod = Exclude<FinePaymentMethod, 'cash'>;

const isProvider = (method: FinePaymentMethod | null): method is ProviderMethod =>
  method === 'mpesa' || method === 'crypto';

/** One change of a fine's state, as an admin or its member makes it. */
interface Change {
  from: readonly FineStatus[];
  to: FineStatus;
  fields: Partial<Fine>;
  audit?: {
    action:
      'fine_waived' | 'fine_recorded_paid' | 'fine_payment_approved' | 'fine_payment_rejected';
    details: string;
  };
  notify?: { template: NotificationTemplate; reason?: string };
}

/**
 * Late fines once applied (fines.job.ts applies them): listed with the group's fund, paid by
 * their member in cash (pending until validated) or recorded paid by an admin who received the
 * cash, validated or rejected, and waived with a reason. Each change runs under the group's
 * ledger lock and only from the states it allows, so that a retried or concurrent change
 * changes nothing twice; every admin's change is audited.
 */
@Injectable()
export class FinesService {
  constructor(
    @InjectRepository(Fine) private readonly fines: Repository<Fine>,
    private readonly ledger: GroupLedger,
    private readonly access: GroupAccessService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** The group's fines (a member's own, every one for those who handle its money) and its fund. */
  async list(caller: User, groupId: string): Promise<GroupFines> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'view_members', group);
    const canManage = await this.access.can(caller, 'handle_money', group);
    const all = await this.fines.find({
      where: { groupId },
      order: { cycleNumber: 'DESC', createdAt: 'DESC', id: 'ASC' },
    });
    const shown = canManage ? all : all.filter((f) => f.userId === caller.id);
    return {
      fines: await this.dtos(shown),
      fund: fundOf(group.currency, all),
      can_manage: canManage,
    };
  }

  /**
   * Pays a fine in cash. Its member declares the payment, which waits for an admin; an admin
   * who received the cash for another member records it paid at once. The member's second
   * declaration of the same payment answers the pending fine again.
   */
  async pay(caller: User, fineId: string, ip: string): Promise<FineDto> {
    const { fine, group } = await this.load(fineId);
    const own = fine.userId === caller.id;
    if (own) {
      if (!(await this.access.membership(group.id, caller.id)))
        throw new DomainError('NOT_GROUP_MEMBER');
      // A push waiting on the phone or a transfer waiting on chain is not declared again in
      // cash; a cash declaration is.
      if (fine.status === 'pending' && isProvider(fine.paymentMethod))
        throw new DomainError('FINE_PAYMENT_PENDING');
      if (fine.status === 'pending' && fine.paymentRecordedBy === caller.id) return this.dto(fine);
      return this.change(caller, group, fine.id, {
        from: ['unpaid'],
        to: 'pending',
        fields: {
          paymentRecordedBy: caller.id,
          paymentRecordedAt: new Date(),
          paymentMethod: 'cash',
          rejectionReason: null,
        },
      });
    }
    await this.access.assert(caller, 'handle_money', group);
    const now = new Date();
    return this.change(
      caller,
      group,
      fine.id,
      {
        from: ['unpaid', 'pending'],
        to: 'paid',
        fields: {
          paymentRecordedBy: caller.id,
          paymentRecordedAt: now,
          paymentMethod: 'cash',
          decidedBy: caller.id,
          decidedAt: now,
          rejectionReason: null,
        },
        audit: { action: 'fine_recorded_paid', details: describe(group, fine) },
        notify: { template: 'fine_paid' },
      },
      ip,
    );
  }

  async approve(caller: User, fineId: string, ip: string): Promise<FineDto> {
    const { fine, group } = await this.awaitingValidation(caller, fineId);
    return this.change(
      caller,
      group,
      fine.id,
      {
        from: ['pending'],
        to: 'paid',
        fields: { decidedBy: caller.id, decidedAt: new Date() },
        audit: { action: 'fine_payment_approved', details: describe(group, fine) },
        notify: { template: 'fine_paid' },
      },
      ip,
    );
  }

  async reject(caller: User, fineId: string, reason: string, ip: string): Promise<FineDto> {
    const { fine, group } = await this.awaitingValidation(caller, fineId);
    return this.change(
      caller,
      group,
      fine.id,
      {
        from: ['pending'],
        to: 'unpaid',
        fields: {
          paymentRecordedBy: null,
          paymentRecordedAt: null,
          paymentMethod: null,
          decidedBy: caller.id,
          decidedAt: new Date(),
          rejectionReason: reason,
        },
        audit: { action: 'fine_payment_rejected', details: `${describe(group, fine)}: ${reason}` },
        notify: { template: 'fine_payment_rejected', reason },
      },
      ip,
    );
  }

  async waive(caller: User, fineId: string, reason: string, ip: string): Promise<FineDto> {
    const { fine, group } = await this.managed(caller, fineId);
    return this.change(
      caller,
      group,
      fine.id,
      {
        from: ['unpaid', 'pending'],
        to: 'waived',
        fields: { decidedBy: caller.id, decidedAt: new Date(), waiveReason: reason },
        audit: { action: 'fine_waived', details: `${describe(group, fine)}: ${reason}` },
        notify: { template: 'fine_waived', reason },
      },
      ip,
    );
  }

  /**
   * A payment of a fine through a provider (an M-Pesa push, a transfer on chain): the caller's
   * own unpaid fine, in a group they are still in, becomes pending by that method under the
   * group's ledger lock, with `alsoInTransaction` writing the provider's row in the same
   * transaction; `check` refuses what the provider cannot serve before anything is written.
   * Answers the fine and its group.
   */
  async holdForProvider(
    caller: User,
    fineId: string,
    method: ProviderMethod,
    alsoInTransaction: (tx: EntityManager, fine: Fine, group: Group) => Promise<void>,
    check?: (fine: Fine, group: Group) => void,
  ): Promise<{ fine: Fine; group: Group }> {
    const { fine, group } = await this.payable(caller, fineId);
    check?.(fine, group);
    const held = await this.ledger.run(group.id, async (tx) => {
      const repo = tx.getRepository(Fine);
      const current = await repo.findOneByOrFail({ id: fine.id });
      if (current.status !== 'unpaid')
        throw new DomainError(
          current.status === 'pending' ? 'FINE_PAYMENT_PENDING' : 'FINE_SETTLED',
        );
      const moved = await repo.update(
        { id: fine.id, status: 'unpaid' },
        {
          status: 'pending',
          paymentMethod: method,
          paymentRecordedBy: caller.id,
          paymentRecordedAt: new Date(),
          rejectionReason: null,
        },
      );
      if (!moved.affected) throw new DomainError('FINE_SETTLED');
      await alsoInTransaction(tx, current, group);
      return repo.findOneByOrFail({ id: fine.id });
    });
    return { fine: held, group };
  }

  /**
   * The caller's own unpaid fine, in a group they are still in, as a provider's payment of it
   * starts (an M-Pesa push, a crypto quote): refused with the reason otherwise.
   */
  async payable(caller: User, fineId: string): Promise<{ fine: Fine; group: Group }> {
    const { fine, group } = await this.load(fineId);
    if (fine.userId !== caller.id) throw new DomainError('FINE_NOT_FOUND');
    if (!(await this.access.membership(group.id, caller.id)))
      throw new DomainError('NOT_GROUP_MEMBER');
    if (fine.status === 'pending') throw new DomainError('FINE_PAYMENT_PENDING');
    if (fine.status !== 'unpaid') throw new DomainError('FINE_SETTLED');
    return { fine, group };
  }

  /**
   * Safaricom confirmed the push's receipt: the fine is paid into the fund, its member told.
   * `inTransaction` records the provider's side first and answers false when the push was
   * settled meanwhile (nothing then changes).
   */
  async paidByReceipt(
    fineId: string,
    receipt: string,
    inTransaction: (tx: EntityManager) => Promise<boolean>,
  ): Promise<boolean> {
    const { fine, group } = await this.load(fineId);
    return this.ledger.run(group.id, async (tx) => {
      if (!(await inTransaction(tx))) return false;
      const repo = tx.getRepository(Fine);
      const done = await repo.update(
        { id: fine.id, status: 'pending', paymentMethod: 'mpesa' },
        { status: 'paid', decidedBy: null, decidedAt: new Date(), receiptNumber: receipt },
      );
      // The fine left pending some other way (waived meanwhile): the receipt stays on the push
      // for the operators, the fund unchanged.
      if (!done.affected) throw new DomainError('FINE_SETTLED');
      await this.notifyMember(tx, group, await repo.findOneByOrFail({ id: fine.id }), {
        template: 'fine_paid',
      });
      return true;
    });
  }

  /**
   * The chain confirmed the transfer that pays the fine, in the transaction that stores the
   * confirmation: the fine is paid into the fund with its transaction's hash, its member told.
   * A fine waived meanwhile stays waived; the confirmed payment then shows in `npm run
   * reconcile` as money received for no fine, for an operator to refund.
   */
  async paidOnChain(tx: EntityManager, fineId: string, txHash: string): Promise<void> {
    const repo = tx.getRepository(Fine);
    const done = await repo.update(
      { id: fineId, status: 'pending', paymentMethod: 'crypto' },
      { status: 'paid', decidedBy: null, decidedAt: new Date(), txHash },
    );
    if (!done.affected) return;
    const fine = await repo.findOneByOrFail({ id: fineId });
    const group = await this.access.findGroup(fine.groupId, tx);
    await this.notifyMember(tx, group, fine, { template: 'fine_paid' });
  }

  /**
   * The provider's payment failed: the fine is to pay again, and its member is told with the
   * provider's reason.
   */
  async releaseProvider(
    tx: EntityManager,
    fineId: string,
    method: ProviderMethod,
    reason: string,
  ): Promise<void> {
    const repo = tx.getRepository(Fine);
    const released = await repo.update(
      { id: fineId, status: 'pending', paymentMethod: method },
      {
        status: 'unpaid',
        paymentMethod: null,
        paymentRecordedBy: null,
        paymentRecordedAt: null,
        rejectionReason: reason,
      },
    );
    if (!released.affected) return;
    const fine = await repo.findOneByOrFail({ id: fineId });
    const group = await this.access.findGroup(fine.groupId, tx).catch(() => null);
    if (group)
      await this.notifyMember(tx, group, fine, { template: 'fine_payment_rejected', reason });
  }

  /**
   * What the group's paid fines brought into its fund, exact: read by the savings fund, in the
   * caller's transaction when it holds the group's ledger lock.
   */
  async keptTotal(groupId: string, tx: EntityManager = this.fines.manager): Promise<string> {
    const db = tx.connection;
    const row = await tx
      .getRepository(Fine)
      .createQueryBuilder('f')
      .select(moneyTotalSql(db, 'f.amount'), 'total')
      .where('f.group_id = :groupId AND f.status = :paid', { groupId, paid: 'paid' })
      .getRawOne<{ total: unknown }>();
    return readMoneyTotal(db, row?.total);
  }

  /** The fine's state now, for the answer of a provider's payment. */
  async find(fineId: string): Promise<Fine | null> {
    return this.fines.findOneBy({ id: fineId });
  }

  private async load(fineId: string): Promise<{ fine: Fine; group: Group }> {
    const fine = /^[0-9a-f-]{36}$/i.test(fineId)
      ? await this.fines.findOneBy({ id: fineId })
      : null;
    if (!fine) throw new DomainError('FINE_NOT_FOUND');
    return { fine, group: await this.access.findGroup(fine.groupId) };
  }

  private async managed(caller: User, fineId: string): Promise<{ fine: Fine; group: Group }> {
    const found = await this.load(fineId);
    await this.access.assert(caller, 'handle_money', found.group);
    return found;
  }

  /**
   * A fine an admin may validate or reject: only a cash declaration waits for them; a push or a
   * transfer on chain is decided by its provider.
   */
  private async awaitingValidation(
    caller: User,
    fineId: string,
  ): Promise<{ fine: Fine; group: Group }> {
    const found = await this.managed(caller, fineId);
    if (found.fine.status === 'pending' && isProvider(found.fine.paymentMethod))
      throw new DomainError('FINE_NOT_PENDING');
    return found;
  }

  /**
   * Moves the fine from one of `from` to `to` under the group's ledger lock, with its audit
   * entry and its member's notification in the same transaction; a fine in another state is
   * refused with the reason (settled, or no payment waiting).
   */
  private async change(
    caller: User,
    group: Group,
    fineId: string,
    change: Change,
    ip?: string,
  ): Promise<FineDto> {
    const saved = await this.ledger.run(group.id, async (tx) => {
      const repo = tx.getRepository(Fine);
      const fine = await repo.findOneByOrFail({ id: fineId });
      if (!change.from.includes(fine.status)) throw new DomainError(refusal(fine.status, change));
      const moved = await repo.update(
        { id: fine.id, status: fine.status },
        { ...change.fields, status: change.to },
      );
      if (!moved.affected) throw new DomainError('FINE_SETTLED');
      const after = await repo.findOneByOrFail({ id: fine.id });
      if (change.audit)
        await this.audit.record(
          caller,
          { ...change.audit, category: 'payment_validation', ip },
          tx,
        );
      if (change.notify) await this.notifyMember(tx, group, after, change.notify);
      return after;
    });
    return this.dto(saved);
  }

  private notifyMember(
    tx: EntityManager,
    group: Group,
    fine: Fine,
    { template, reason }: NonNullable<Change['notify']>,
  ): Promise<void> {
    const base = {
      group_name: group.name,
      cycle: String(fine.cycleNumber),
      amount: fine.amount,
      currency: fine.currency,
    };
    const data = { group_id: group.id, fine_id: fine.id, cycle: String(fine.cycleNumber) };
    if (template === 'fine_paid')
      return this.notifications.notify(tx, [fine.userId], 'fine_paid', base, data);
    if (template === 'fine_waived')
      return this.notifications.notify(
        tx,
        [fine.userId],
        'fine_waived',
        { ...base, reason: reason ?? '' },
        data,
      );
    return this.notifications.notify(
      tx,
      [fine.userId],
      'fine_payment_rejected',
      { ...base, reason: reason ?? '' },
      data,
    );
  }

  private async dto(fine: Fine): Promise<FineDto> {
    const [dto] = await this.dtos([fine]);
    return dto!;
  }

  private async dtos(fines: Fine[]): Promise<FineDto[]> {
    const ids = [...new Set(fines.flatMap((f) => [f.userId, f.decidedBy ?? f.userId]))];
    const users = ids.length ? await this.users.findByIds(ids) : [];
    const names = new Map(users.map((u) => [u.id, u.username]));
    return fines.map((f) => toFineDto(f, names));
  }
}

function refusal(status: FineStatus, change: Change) {
  if (status === 'paid' || status === 'waived') return 'FINE_SETTLED' as const;
  if (status === 'pending' && !change.from.includes('pending'))
    return 'FINE_PAYMENT_PENDING' as const;
  return 'FINE_NOT_PENDING' as const;
}

function describe(group: Group, fine: Fine): string {
  return `${fine.amount} ${fine.currency} — ${group.name}, cycle ${fine.cycleNumber}, member ${fine.userId}`;
}
