import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  cycleDeadline,
  standingScore,
  type MemberStandingDto,
  type PayoutFrequency,
} from '@tontine/contracts';
import Big from 'big.js';
import { DataSource } from 'typeorm';
import { isoDate, isoTime, moneyText } from '../common/sql-values.js';

type Row = Record<string, unknown>;

interface GroupFacts {
  id: string;
  startDate: string;
  frequency: PayoutFrequency;
  currentCycle: number;
  completed: boolean;
  beneficiaryContributes: boolean;
  amount: Big;
  /** Grace days by rules version, and the first cycle of each version. */
  rules: Array<{ from: number; graceDays: number }>;
  /** Beneficiary of each paid-out cycle. */
  paidTo: Map<number, string>;
  /** The written queue's member at each position (for the current cycle's beneficiary). */
  slots: Map<number, string>;
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * Members' standings, read across the groups, memberships, contributions, payouts, rules and
 * fines of every group they were in (a view: it writes nothing). For each group, every cycle up
 * to the current one whose deadline (due date plus the grace of the rules it began with) has
 * passed is counted when the member owed it: in the group at the deadline, and not its
 * beneficiary in a group whose beneficiary does not pay. Paid in full (approved payments) before
 * the deadline is on time, after it late, not yet missed.
 */
@Injectable()
export class MemberStandingViews {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Who a group's admins see a standing for: its members and those asking to join. */
  async peopleOf(groupId: string): Promise<string[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT user_id FROM memberships WHERE group_id = ? AND status = 'active'
       UNION SELECT user_id FROM join_requests WHERE group_id = ? AND status = 'pending'`,
      [groupId, groupId],
    );
    return rows.map((r) => String(r.user_id));
  }

  async of(userIds: readonly string[], now = new Date()): Promise<MemberStandingDto[]> {
    if (userIds.length === 0) return [];
    const ids = [...new Set(userIds)];
    const memberships = await this.db.query<Row[]>(
      `SELECT group_id, user_id, joined_at, left_at FROM memberships
       WHERE user_id IN (${placeholders(ids)})`,
      ids,
    );
    const groups = await this.groups([...new Set(memberships.map((m) => String(m.group_id)))]);
    const paid = await this.paymentsOf(ids);
    const fines = await this.db.query<Row[]>(
      `SELECT user_id, status FROM fines WHERE user_id IN (${placeholders(ids)}) AND status <> 'waived'`,
      ids,
    );
    const today = now.toISOString().slice(0, 10);

    return ids.map((userId) => {
      const counts = { cycles_owed: 0, on_time: 0, late: 0, missed: 0 };
      const spans = memberships.filter((m) => m.user_id === userId);
      for (const group of groups.values()) {
        const mine = spans.filter((m) => m.group_id === group.id);
        if (mine.length === 0) continue;
        const last = group.completed ? group.paidTo.size : group.currentCycle;
        for (let cycle = 1; cycle <= last; cycle += 1) {
          const deadline = cycleDeadline(
            group.startDate,
            group.frequency,
            cycle,
            graceOf(group, cycle),
          );
          if (deadline.day >= today) break;
          const end = deadline.end.getTime();
          const present = mine.some(
            (m) =>
              Date.parse(isoTime(m.joined_at)) < end &&
              (m.left_at === null || Date.parse(isoTime(m.left_at)) >= end),
          );
          const beneficiary = group.paidTo.get(cycle) ?? group.slots.get(cycle);
          if (!present || (!group.beneficiaryContributes && beneficiary === userId)) continue;
          counts.cycles_owed += 1;
          const when = paidInFullAt(paid.get(`${userId}|${group.id}|${cycle}`) ?? [], group.amount);
          if (when === null) counts.missed += 1;
          else if (when < end) counts.on_time += 1;
          else counts.late += 1;
        }
      }
      const theirFines = fines.filter((f) => f.user_id === userId);
      const completed = [...groups.values()].filter(
        (g) =>
          g.completed &&
          spans.some((m) => m.group_id === g.id) &&
          [...g.paidTo.values()].includes(userId),
      ).length;
      const standing = {
        user_id: userId,
        ...counts,
        fines: theirFines.length,
        fines_unpaid: theirFines.filter((f) => f.status === 'unpaid' || f.status === 'pending')
          .length,
        completed_rotations: completed,
      };
      return { ...standing, score: standingScore(standing) };
    });
  }

  private async groups(ids: string[]): Promise<Map<string, GroupFacts>> {
    const facts = new Map<string, GroupFacts>();
    if (ids.length === 0) return facts;
    for (const g of await this.db.query<Row[]>(
      `SELECT id, start_date, payout_frequency, current_cycle, status, beneficiary_contributes,
              contribution_amount
       FROM savings_groups WHERE id IN (${placeholders(ids)}) AND deleted_at IS NULL`,
      ids,
    ))
      facts.set(String(g.id), {
        id: String(g.id),
        startDate: isoDate(g.start_date),
        frequency: g.payout_frequency as PayoutFrequency,
        currentCycle: Number(g.current_cycle),
        completed: g.status === 'completed',
        beneficiaryContributes: Boolean(Number(g.beneficiary_contributes)),
        amount: new Big(moneyText(g.contribution_amount)),
        rules: [],
        paidTo: new Map(),
        slots: new Map(),
      });
    const known = [...facts.keys()];
    if (known.length === 0) return facts;
    for (const r of await this.db.query<Row[]>(
      `SELECT group_id, effective_from_cycle, grace_days FROM group_rule_versions
       WHERE group_id IN (${placeholders(known)}) ORDER BY version`,
      known,
    ))
      facts.get(String(r.group_id))?.rules.push({
        from: Number(r.effective_from_cycle),
        graceDays: Number(r.grace_days),
      });
    for (const p of await this.db.query<Row[]>(
      `SELECT group_id, cycle_number, beneficiary_id FROM payouts WHERE group_id IN (${placeholders(known)})`,
      known,
    ))
      facts.get(String(p.group_id))?.paidTo.set(Number(p.cycle_number), String(p.beneficiary_id));
    for (const s of await this.db.query<Row[]>(
      `SELECT group_id, position, user_id FROM rotation_slots WHERE group_id IN (${placeholders(known)})`,
      known,
    ))
      facts.get(String(s.group_id))?.slots.set(Number(s.position), String(s.user_id));
    return facts;
  }

  /** Approved payments (reversals included) by member, group and cycle, oldest first. */
  private async paymentsOf(ids: string[]) {
    const paid = new Map<string, Array<{ at: number; amount: Big }>>();
    for (const c of await this.db.query<Row[]>(
      `SELECT user_id, group_id, cycle_number, amount, created_at FROM contributions
       WHERE user_id IN (${placeholders(ids)}) AND status = 'approved'
       ORDER BY created_at`,
      ids,
    )) {
      const key = `${String(c.user_id)}|${String(c.group_id)}|${Number(c.cycle_number)}`;
      paid.set(key, [
        ...(paid.get(key) ?? []),
        { at: Date.parse(isoTime(c.created_at)), amount: new Big(moneyText(c.amount)) },
      ]);
    }
    return paid;
  }
}

/** The grace of the latest rules version that applies from `cycle` or before. */
function graceOf(group: GroupFacts, cycle: number): number {
  let grace = 0;
  for (const r of group.rules) if (r.from <= cycle) grace = r.graceDays;
  return grace;
}

/** When the running total of the payments first reached the contribution; null if never. */
function paidInFullAt(payments: Array<{ at: number; amount: Big }>, due: Big): number | null {
  let total = new Big(0);
  for (const p of payments) {
    total = total.plus(p.amount);
    if (total.gte(due)) return p.at;
  }
  return null;
}
