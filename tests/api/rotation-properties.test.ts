import fc from 'fast-check';
import type { RowDataPacket } from 'mysql2/promise';
import { describe, expect, it } from 'vitest';
import type { ContributionDto, GroupDto, PayoutDto } from '@tontine/contracts';
import { query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Pays a member's due for a cycle in random slices, some rejected and paid again. */
async function payInSlices(
  payer: TestUser,
  admin: TestUser,
  group: GroupDto,
  cycle: number,
  slices: number[],
  rejectFirst: boolean,
) {
  let left = 300;
  for (const [i, slice] of slices.entries()) {
    const amount = i === slices.length - 1 ? left : Math.min(slice, left - 1);
    if (amount <= 0) continue;
    const paid = await api<{ contribution: ContributionDto }>(
      'POST',
      `/api/contributions/cash/record?group_id=${group.id}&amount=${amount}&cycle_number=${cycle}`,
      { token: payer.token },
    );
    expect(paid.status).toBe(201);
    if (rejectFirst && i === 0) {
      await api('POST', `/api/contributions/${paid.body.contribution.id}/reject`, {
        token: admin.token,
        body: { reason: 'Erreur' },
      });
      const again = await api<{ contribution: ContributionDto }>(
        'POST',
        `/api/contributions/cash/record?group_id=${group.id}&amount=${amount}&cycle_number=${cycle}`,
        { token: payer.token },
      );
      await api('POST', `/api/contributions/${again.body.contribution.id}/approve`, {
        token: admin.token,
      });
    } else {
      await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
        token: admin.token,
      });
    }
    left -= amount;
  }
}

describe('the rotation through the API, over random groups', () => {
  it('pays every member exactly once, never more than was approved, and then stops', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom('join_order' as const, 'random_draw' as const),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 299 }), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (size, method, contributes, slices, rejectFirst) => {
          const users = await Promise.all(Array.from({ length: size }, () => makeUser()));
          const admin = users[0]!;
          const group = await makeGroup(admin, {
            contribution_amount: '300',
            start_date: yesterday(),
            payout_order_method: method,
            beneficiary_contributes: contributes,
          });
          for (const u of users.slice(1)) await joinWithCode(u, group.permanent_invitation_code!);
          const rotation = await api<{ queue: Array<{ user_id: string }> }>(
            'GET',
            `/api/groups/${group.id}/rotation`,
            { token: admin.token },
          );
          const queue = rotation.body.queue.map((q) => q.user_id);
          for (let cycle = 1; cycle <= size; cycle += 1) {
            for (const u of users) {
              if (!contributes && u.user.id === queue[cycle - 1]) continue;
              await payInSlices(u, admin, group, cycle, slices, rejectFirst);
            }
            const payout = await api<PayoutDto>('POST', `/api/groups/${group.id}/payouts`, {
              token: admin.token,
            });
            expect(payout.status).toBe(201);
            expect(payout.body.beneficiary_id).toBe(queue[cycle - 1]);
          }
          const [totals] = await query<
            RowDataPacket & { paid: string; approved: string; receivers: number }
          >(
            `SELECT (SELECT SUM(amount) FROM payouts WHERE group_id = ?) AS paid,
                    (SELECT SUM(amount) FROM contributions WHERE group_id = ? AND status = 'approved') AS approved,
                    (SELECT COUNT(DISTINCT beneficiary_id) FROM payouts WHERE group_id = ?) AS receivers`,
            [group.id, group.id, group.id],
          );
          expect(Number(totals!.receivers)).toBe(size);
          expect(Math.round(Number(totals!.paid) * 100)).toBeLessThanOrEqual(
            Math.round(Number(totals!.approved) * 100),
          );
          const after = await api(
            'POST',
            `/api/contributions/cash/record?group_id=${group.id}&amount=1`,
            { token: users[1]!.token },
          );
          expect(after.status).toBe(400);
          expect(
            (await api('POST', `/api/groups/${group.id}/payouts`, { token: admin.token })).status,
          ).toBe(400);
        },
      ),
      { numRuns: 4 },
    );
  }, 120_000);
});
