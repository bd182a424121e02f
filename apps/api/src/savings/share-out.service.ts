import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  shareOutLines,
  type ShareOutBlock,
  type ShareOutDto,
  type ShareOutLine,
  type ShareOutPreview,
} from '@tontine/contracts';
import Big from 'big.js';
import { And, In, LessThanOrEqual, MoreThan, Repository, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { newId } from '../database/ids.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { FundLedger } from './fund-ledger.service.js';
import { Loan } from './loan.entities.js';
import { Saving } from './saving.entity.js';
import { ShareOut, ShareOutLineRow } from './share-out.entities.js';

/** What a share-out would pay now, and why it may not. */
interface Computed {
  asOf: Date;
  since: Date | null;
  balance: string;
  savings: string;
  lines: ShareOutLine[];
  blocked: ShareOutBlock | null;
}

/**
 * The fund's share-out: every member gets back what they saved since the last one, with their
 * part of what loans and fines earned by savings × days held (`shareOutLines`). The members see
 * the preview; an admin confirms the one they read, under the group's ledger lock, while no loan
 * is still out; it is recorded as one payout line per member, audited, each member told.
 */
@Injectable()
export class ShareOutService {
  constructor(
    @InjectRepository(ShareOut) private readonly shareOuts: Repository<ShareOut>,
    private readonly ledger: GroupLedger,
    private readonly fund: FundLedger,
    private readonly access: GroupAccessService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async preview(caller: User, groupId: string): Promise<ShareOutPreview> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'view_members', group);
    const computed = await this.compute(group, this.shareOuts.manager, new Date());
    const isAdmin = await this.access.can(caller, 'manage', group);
    return {
      currency: group.currency,
      as_of: computed.asOf.toISOString(),
      balance: computed.balance,
      savings: computed.savings,
      profit: new Big(computed.balance).minus(computed.savings).toFixed(2),
      last_share_out_at: computed.since?.toISOString() ?? null,
      lines: await this.lineDtos(computed.lines),
      blocked: computed.blocked,
      can_confirm: isAdmin && computed.blocked === null,
    };
  }

  async confirm(
    caller: User,
    groupId: string,
    acceptedBalance: string,
    ip: string,
  ): Promise<ShareOutDto> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'manage', group);
    const saved = await this.ledger.run(group.id, async (tx) => {
      const computed = await this.compute(group, tx, new Date());
      if (computed.blocked === 'loans_outstanding')
        throw new DomainError('SHARE_OUT_LOANS_OUTSTANDING');
      if (computed.blocked === 'nothing_to_share') throw new DomainError('SHARE_OUT_NOTHING');
      if (!new Big(computed.balance).eq(acceptedBalance))
        throw new DomainError('SHARE_OUT_CHANGED');
      const shareOut: ShareOut = {
        id: newId(),
        groupId: group.id,
        total: computed.balance,
        currency: group.currency,
        asOf: computed.asOf,
        createdBy: caller.id,
        createdAt: computed.asOf,
      };
      await tx.getRepository(ShareOut).insert(shareOut);
      await tx.getRepository(ShareOutLineRow).insert(
        computed.lines.map((line) => ({
          id: newId(),
          shareOutId: shareOut.id,
          userId: line.userId,
          savings: line.savings,
          profit: line.profit,
          total: line.total,
        })),
      );
      await this.audit.record(
        caller,
        {
          action: 'savings_shared_out',
          details: `${shareOut.total} ${shareOut.currency} — ${group.name}, ${computed.lines.length} member(s)`,
          category: 'payment_validation',
          ip,
        },
        tx,
      );
      for (const line of computed.lines)
        await this.notifications.notify(
          tx,
          [line.userId],
          'savings_shared_out',
          { group_name: group.name, amount: line.total, currency: group.currency },
          { group_id: group.id, share_out_id: shareOut.id },
        );
      return { shareOut, lines: computed.lines };
    });
    return {
      id: saved.shareOut.id,
      total: saved.shareOut.total,
      currency: saved.shareOut.currency,
      created_at: saved.shareOut.createdAt.toISOString(),
      created_by_name: caller.username,
      lines: await this.lineDtos(saved.lines),
    };
  }

  private async compute(group: Group, tx: EntityManager, asOf: Date): Promise<Computed> {
    const last = await this.fund.lastShareOut(group.id, tx);
    const since = last?.asOf ?? null;
    const rows = await tx.getRepository(Saving).find({
      where: {
        groupId: group.id,
        status: 'approved',
        decidedAt: since ? And(MoreThan(since), LessThanOrEqual(asOf)) : LessThanOrEqual(asOf),
      },
    });
    const savings = rows.map((s) => ({
      userId: s.userId,
      amount: s.amount,
      at: s.decidedAt ?? s.createdAt,
    }));
    const saved = savings.reduce((sum, s) => sum.plus(s.amount), new Big(0));
    const { balance } = await this.fund.figures(group, tx);
    const out = await tx
      .getRepository(Loan)
      .countBy({ groupId: group.id, status: In(['approved', 'disbursing', 'active']) });
    const blocked: ShareOutBlock | null = out
      ? 'loans_outstanding'
      : new Big(balance).lte(0)
        ? 'nothing_to_share'
        : null;
    return {
      asOf,
      since,
      balance,
      savings: saved.toFixed(2),
      // With a loan out, the fund may hold less than was saved: nothing to show yet.
      lines: blocked === 'loans_outstanding' ? [] : shareOutLines(savings, balance, asOf),
      blocked,
    };
  }

  private async lineDtos(lines: readonly ShareOutLine[]) {
    const users = lines.length ? await this.users.findByIds(lines.map((l) => l.userId)) : [];
    const names = new Map(users.map((u) => [u.id, u.username]));
    return lines.map((l) => ({
      user_id: l.userId,
      user_name: names.get(l.userId) ?? '',
      savings: l.savings,
      profit: l.profit,
      total: l.total,
    }));
  }
}
