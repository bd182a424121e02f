import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  beneficiaryOf,
  cycleDueDate,
  moneySum,
  payersOf,
  potOf,
  type CyclePaymentState,
  type RotationDto,
} from '@tontine/contracts';
import Big from 'big.js';
import { DataSource, In } from 'typeorm';
import { Contribution } from '../contributions/contribution.entity.js';
import { Payout } from '../payouts/payout.entity.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { User } from '../users/user.entity.js';
import { RotationService } from './rotation.service.js';

/** GET /api/groups/:id/rotation: the queue and every cycle, as the group's members see them. */
@Injectable()
export class RotationViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
    private readonly rotation: RotationService,
  ) {}

  async view(viewer: User, groupId: string, today = new Date()): Promise<RotationDto> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(viewer, 'view_members', group);
    await this.rotation.ensureLocked(group, today);
    const { queue, active } = await this.rotation.standing(group);
    const [users, contributions, payouts] = await Promise.all([
      this.db.getRepository(User).findBy({ id: In(queue) }),
      this.db.getRepository(Contribution).findBy({ groupId, status: In(['approved', 'pending']) }),
      this.db.getRepository(Payout).findBy({ groupId }),
    ]);
    const names = new Map(users.map((u) => [u.id, u.username]));
    // Arrears of members who left are for the group's admins only (domain.md).
    const seesArrears = await this.access.can(viewer, 'handle_money', group);
    const shown = queue.filter((id) => seesArrears || active.has(id));
    const paidCycles = new Set(payouts.map((p) => p.cycleNumber));
    const todayIso = today.toISOString().slice(0, 10);

    const cycles = queue.map((_, i) => {
      const cycle = i + 1;
      const due = cycleDueDate(group.startDate, group.payoutFrequency, cycle);
      const beneficiary = beneficiaryOf(queue, cycle) ?? null;
      const payers = new Set(payersOf(queue, cycle, group.beneficiaryContributes));
      return {
        cycle_number: cycle,
        due_date: due,
        beneficiary_id: beneficiary,
        beneficiary_name: beneficiary ? (names.get(beneficiary) ?? '') : null,
        pot: potOf(group.contributionAmount, queue.length, group.beneficiaryContributes),
        paid_out: paidCycles.has(cycle),
        members: shown.map((userId) => {
          const mine = contributions.filter((c) => c.cycleNumber === cycle && c.userId === userId);
          const approved = moneySum(
            mine.filter((c) => c.status === 'approved').map((c) => c.amount),
          );
          const pending = moneySum(mine.filter((c) => c.status === 'pending').map((c) => c.amount));
          let state: CyclePaymentState;
          if (!payers.has(userId)) state = 'not_owed';
          else if (new Big(approved).gte(group.contributionAmount)) state = 'paid';
          else if (mine.some((c) => c.status === 'pending')) state = 'pending';
          else state = due < todayIso ? 'overdue' : 'due';
          return { user_id: userId, state, approved, pending };
        }),
      };
    });
    const current = cycleDueDate(group.startDate, group.payoutFrequency, group.currentCycle);
    return {
      group_id: group.id,
      payout_order_method: group.payoutOrderMethod,
      locked: group.rotationStartedAt !== null,
      order_locked: payouts.length > 0,
      started_at: group.rotationStartedAt?.toISOString() ?? null,
      draw_seed: group.rotationSeed,
      queue: queue.map((userId, i) => ({
        position: i + 1,
        user_id: userId,
        user_name: names.get(userId) ?? '',
      })),
      current_cycle: group.currentCycle,
      next_payment_date: current,
      next_payout_date: current,
      cycles,
    };
  }
}
