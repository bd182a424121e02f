import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  OPEN_LOAN_APPLICATION_STATUSES,
  type LoanBookPage,
  type LoanBookQuery,
  type LoanBookView,
  type LoanDetail,
  type LoanDto,
  type LoanStatus,
  type MyLoans,
} from '@tontine/contracts';
import { Brackets, In, Not, Repository, type SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { LoanDisbursers } from './loan-disbursers.js';
import { Loan, LoanGuarantor, LoanInstalment, LoanRepayment } from './loan.entities.js';
import { toInstalmentDtos, toLoanDto, toRepaymentDto, utcToday } from './loan.mapper.js';

const PAGE = 50;

const FINISHED: readonly LoanStatus[] = ['closed', 'declined', 'rejected', 'cancelled'];

/** The loans whose money a treasurer may send, is sending, or sent. */
const SENT_OR_SENDABLE: readonly LoanStatus[] = ['approved', 'disbursing', 'active', 'closed'];

/**
 * What is read of the loans: one loan with its schedule and repayments (for its borrower, its
 * guarantors and those who handle the group's money), a member's own loans and guarantees, and
 * the loan book by tab, a keyset page at a time (ids are time-ordered).
 */
@Injectable()
export class LoanViews {
  constructor(
    @InjectRepository(Loan) private readonly loans: Repository<Loan>,
    private readonly access: GroupAccessService,
    private readonly users: UsersService,
    private readonly disbursers: LoanDisbursers,
  ) {}

  async detail(caller: User, loanId: string): Promise<LoanDetail> {
    const loan = /^[0-9a-f-]{36}$/i.test(loanId)
      ? await this.loans.findOneBy({ id: loanId })
      : null;
    if (!loan) throw new DomainError('LOAN_NOT_FOUND');
    const group = await this.access.findGroup(loan.groupId);
    const manager = this.loans.manager;
    const guarantors = await manager.getRepository(LoanGuarantor).findBy({ loanId: loan.id });
    const handlesMoney = await this.access.can(caller, 'handle_money', group);
    const asked = guarantors.find((g) => g.userId === caller.id);
    // Anyone else is told there is no such loan: a member's borrowing is theirs.
    if (loan.userId !== caller.id && !asked && !handlesMoney)
      throw new DomainError('LOAN_NOT_FOUND');
    const [instalments, repayments] = await Promise.all([
      manager.getRepository(LoanInstalment).findBy({ loanId: loan.id }),
      manager
        .getRepository(LoanRepayment)
        .find({ where: { loanId: loan.id }, order: { createdAt: 'DESC', id: 'DESC' } }),
    ]);
    const names = await this.names([
      ...this.people([loan], guarantors),
      ...repayments.map((r) => r.recordedBy),
    ]);
    const today = utcToday();
    const borrower = loan.userId === caller.id;
    return {
      loan: toLoanDto(loan, guarantors, names, today),
      instalments: toInstalmentDtos(loan, instalments, today),
      repayments: repayments.map((r) => toRepaymentDto(r, names)),
      can: {
        guarantee: loan.status === 'awaiting_guarantors' && asked?.status === 'pending',
        approve: !borrower && (await this.mayApprove(caller, loan, group)),
        reject:
          !borrower &&
          handlesMoney &&
          (OPEN_LOAN_APPLICATION_STATUSES as readonly string[]).includes(loan.status),
        disburse: loan.status === 'approved' && handlesMoney,
        repay: loan.status === 'active' && handlesMoney,
        cancel:
          borrower && (OPEN_LOAN_APPLICATION_STATUSES as readonly string[]).includes(loan.status),
        take_over: loan.status === 'active' && !borrower && asked?.status === 'accepted',
      },
      mpesa_disbursement:
        handlesMoney && SENT_OR_SENDABLE.includes(loan.status)
          ? ((await this.disbursers.find('mpesa')?.offer(loan, group)) ?? null)
          : null,
    };
  }

  /** The caller's loans in the group, and those they were asked to guarantee, newest first. */
  async mine(caller: User, groupId: string): Promise<MyLoans> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'view_members', group);
    const own = await this.loans.find({
      where: { groupId: group.id, userId: caller.id },
      order: { id: 'DESC' },
      take: 100,
    });
    const asked = await this.loans.manager
      .getRepository(LoanGuarantor)
      .findBy({ userId: caller.id });
    const guaranteed = asked.length
      ? await this.loans.find({
          where: {
            id: In(asked.map((g) => g.loanId)),
            groupId: group.id,
            userId: Not(caller.id),
          },
          order: { id: 'DESC' },
          take: 100,
        })
      : [];
    const [loans, guarantees] = await this.dtos([own, guaranteed]);
    return { loans: loans!, guarantees: guarantees! };
  }

  /** One tab of the loan book, for those who handle the group's money. */
  async book(caller: User, groupId: string, query: LoanBookQuery): Promise<LoanBookPage> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'handle_money', group);
    const today = utcToday();
    const page = this.tab(group, query.view, today)
      .andWhere(query.cursor ? 'l.id < :cursor' : '1 = 1', { cursor: query.cursor })
      .orderBy('l.id', 'DESC')
      .take(PAGE + 1);
    const rows = await page.getMany();
    const more = rows.length > PAGE;
    const shown = rows.slice(0, PAGE);
    const counted = await this.counts(group, today);
    const [loans] = await this.dtos([shown]);
    return {
      view: query.view,
      loans: loans!,
      next_cursor: more ? shown[shown.length - 1]!.id : null,
      counts: counted,
    };
  }

  private tab(group: Group, view: LoanBookView, today: string): SelectQueryBuilder<Loan> {
    const qb = this.loans.createQueryBuilder('l').where('l.group_id = :groupId', {
      groupId: group.id,
    });
    switch (view) {
      case 'applications':
        return qb.andWhere('l.status IN (:...open)', {
          open: [...OPEN_LOAN_APPLICATION_STATUSES, 'disbursing'],
        });
      case 'active':
        return qb.andWhere("l.status = 'active'");
      case 'late':
        return qb.andWhere(
          new Brackets((w) =>
            w.where("l.status = 'active'").andWhere('l.next_due_date < :today', { today }),
          ),
        );
      case 'closed':
        return qb.andWhere('l.status IN (:...finished)', { finished: FINISHED });
    }
  }

  private async counts(group: Group, today: string): Promise<LoanBookPage['counts']> {
    const [applications, active, late, closed] = await Promise.all(
      (['applications', 'active', 'late', 'closed'] as const).map((view) =>
        this.tab(group, view, today).getCount(),
      ),
    );
    return { applications: applications!, active: active!, late: late!, closed: closed! };
  }

  private async mayApprove(caller: User, loan: Loan, group: Group): Promise<boolean> {
    if (loan.status !== 'awaiting_approval') return false;
    const treasurerStep = loan.approval === 'treasurer_and_admin' && !loan.treasurerApprovedAt;
    if (treasurerStep)
      return (await this.access.membership(group.id, caller.id))?.role === 'treasurer';
    return this.access.can(caller, 'manage', group);
  }

  /** Lists of loans as the API answers them, their guarantors and names read once for all. */
  private async dtos(lists: Loan[][]): Promise<LoanDto[][]> {
    const all = lists.flat();
    const guarantors = all.length
      ? await this.loans.manager
          .getRepository(LoanGuarantor)
          .findBy({ loanId: In(all.map((l) => l.id)) })
      : [];
    const names = await this.names(this.people(all, guarantors));
    const today = utcToday();
    return lists.map((list) =>
      list.map((loan) =>
        toLoanDto(
          loan,
          guarantors.filter((g) => g.loanId === loan.id),
          names,
          today,
        ),
      ),
    );
  }

  private people(loans: readonly Loan[], guarantors: readonly LoanGuarantor[]): string[] {
    return [
      ...loans.flatMap((l) => [l.userId, l.treasurerApprovedBy, l.approvedBy, l.takenOverFrom]),
      ...guarantors.map((g) => g.userId),
    ].filter((id): id is string => Boolean(id));
  }

  private async names(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const users = unique.length ? await this.users.findByIds(unique) : [];
    return new Map(users.map((u) => [u.id, u.username]));
  }
}
