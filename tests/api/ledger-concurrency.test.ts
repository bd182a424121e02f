import { describe, expect, inject, it } from 'vitest';
import type { RowDataPacket } from 'mysql2/promise';
import { countRows, query } from './support/database.js';
import { api } from './support/http.js';
import {
  everyonePaid,
  ledgerOf,
  payout,
  recordCash,
  reverse,
  startedGroup,
} from './support/ledger.js';
import { reconcileDatabase } from './support/reconcile.js';

const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

describe('the ledger under concurrency (MariaDB)', () => {
  it('writes a reversal once when two arrive at once (a double click)', async () => {
    const started = await startedGroup(2);
    const [first] = await everyonePaid(started);
    const answers = await Promise.all([
      reverse(started.admin, first!),
      reverse(started.admin, first!),
    ]);
    expect(statuses(answers)).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('CONTRIBUTION_ALREADY_REVERSED');
    expect(await countRows('contributions', 'reverses_id = ?', [first])).toBe(1);
    const [member] = await query<RowDataPacket & { total: string }>(
      "SELECT SUM(amount) AS total FROM contributions WHERE user_id = ? AND group_id = ? AND status = 'approved'",
      [started.admin.user.id, started.group.id],
    );
    expect(Number(member?.total)).toBe(0);
  });

  it('writes one reversal out of a burst of ten for the same contribution', async () => {
    const started = await startedGroup(2);
    const [first] = await everyonePaid(started);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => reverse(started.admin, first!)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await countRows('contributions', 'reverses_id = ?', [first])).toBe(1);
  });

  it('reverses each of a burst of different contributions once, and the totals follow', async () => {
    const started = await startedGroup(4);
    const ids = await everyonePaid(started);
    const answers = await Promise.all([...ids, ...ids].map((id) => reverse(started.admin, id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(ids.length);
    const { approved } = await ledgerOf(started.group.id);
    expect(approved).toBe(0);
    const [kept] = await query<RowDataPacket & { approved_amount: string; approved_count: number }>(
      'SELECT approved_amount, approved_count FROM contribution_totals WHERE group_id = ?',
      [started.group.id],
    );
    expect(Number(kept?.approved_amount)).toBe(0);
    expect(Number(kept?.approved_count)).toBe(ids.length * 2);
  });

  it('either pays the cycle or reverses one of its contributions, never both', async () => {
    const groups = await Promise.all(Array.from({ length: 6 }, () => startedGroup(3)));
    const paid = await Promise.all(groups.map((g) => everyonePaid(g)));
    const outcomes = await Promise.all(
      groups.map(async (g, i) => {
        const [payoutAnswer, reversal] = await Promise.all([
          payout(g.admin, g.group),
          reverse(g.admin, paid[i]![1]!),
        ]);
        return { g, payoutAnswer, reversal };
      }),
    );
    for (const { g, payoutAnswer, reversal } of outcomes) {
      const wins = [payoutAnswer.status < 300, reversal.status < 300].filter(Boolean);
      expect(
        wins,
        JSON.stringify({ payout: payoutAnswer.body, reversal: reversal.body }),
      ).toHaveLength(1);
      if (payoutAnswer.status < 300) {
        expect(payoutAnswer.body.amount).toBe('1500.00');
        expect(reversal.body.code).toBe('CONTRIBUTION_NOT_REVERSIBLE');
      } else {
        expect(payoutAnswer.body.code).toBe('CONTRIBUTIONS_INCOMPLETE');
      }
      const { approved, paid: out } = await ledgerOf(g.group.id);
      expect(out).toBeLessThanOrEqual(approved);
    }
  });

  it('holds payouts ≤ approved when reversals race a payout in many groups at once', async () => {
    const groups = await Promise.all(Array.from({ length: 4 }, () => startedGroup(3)));
    const paid = await Promise.all(groups.map((g) => everyonePaid(g)));
    await Promise.all(
      groups.flatMap((g, i) => [
        payout(g.admin, g.group),
        ...paid[i]!.map((id) => reverse(g.admin, id)),
        payout(g.admin, g.group),
      ]),
    );
    for (const g of groups) {
      const { approved, paid: out } = await ledgerOf(g.group.id);
      expect(out).toBeLessThanOrEqual(approved);
      expect(await countRows('payouts', 'group_id = ?', [g.group.id])).toBeLessThanOrEqual(1);
    }
  });

  it('decides a payment once when its approval and its rejection arrive together', async () => {
    const started = await startedGroup(2);
    for (let round = 0; round < 5; round += 1) {
      const id = await recordCash(started.people[1]!, started.group, '50.00');
      const [approved, rejected] = await Promise.all([
        api('POST', `/api/contributions/${id}/approve`, { token: started.admin.token }),
        api('POST', `/api/contributions/${id}/reject`, {
          token: started.admin.token,
          body: { reason: 'Reçu illisible' },
        }),
      ]);
      expect(statuses([approved, rejected])).toEqual([200, 409]);
      const [row] = await query<RowDataPacket & { status: string }>(
        'SELECT status FROM contributions WHERE id = ?',
        [id],
      );
      expect(row?.status).toBe(approved.status === 200 ? 'approved' : 'rejected');
    }
    const [totals] = await query<RowDataPacket & { kept: string; actual: string | null }>(
      `SELECT (SELECT approved_amount FROM contribution_totals WHERE group_id = ?) AS kept,
              (SELECT SUM(amount) FROM contributions WHERE group_id = ? AND status = 'approved') AS actual`,
      [started.group.id, started.group.id],
    );
    expect(Number(totals?.kept)).toBe(Number(totals?.actual ?? 0));
  });

  it('leaves a ledger the reconciliation finds whole', () => {
    const { status, output } = reconcileDatabase(inject('databaseUrl'));
    expect(output).toContain('0 violation(s)');
    expect(status).toBe(0);
  });
});
