import { consoleUsersQuerySchema, type ConsoleUserRow } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { expectDomainError, useServiceTestKit } from '../testing/service-test-kit.js';
import { ConsoleListsViews } from './console-lists-views.service.js';
import { PlatformStatsViews } from './platform-stats-views.service.js';
import { SuperadminModule } from './superadmin.module.js';

/**
 * The console's hand-written SQL on the embedded SQLite database too (the API tier runs it on
 * MariaDB): the same pages, searches and monthly figures on both.
 */
describe('the console reads on SQLite', () => {
  const kit = useServiceTestKit(SuperadminModule, ContributionsModule);
  const lists = () => kit.get(ConsoleListsViews);

  it('walk the users page by page, and search the e-mail whatever its case', async () => {
    for (let i = 0; i < 5; i += 1) await kit.makeUser({ email: `walker.${i}@service.test` });
    await kit.makeUser({ email: 'other@service.test' });
    const seen: ConsoleUserRow[] = [];
    let cursor: string | undefined;
    do {
      const page = await lists().users(
        consoleUsersQuerySchema.parse({ q: 'WALKER', limit: '2', cursor }),
      );
      seen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.map((u) => u.email).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `walker.${i}@service.test`),
    );
    expect(seen[0]).toMatchObject({ role: 'member', status: 'active', last_seen_at: null });
    expect(Date.parse(seen[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    await expectDomainError(
      lists().users(consoleUsersQuerySchema.parse({ cursor: 'bm90IGpzb24' })),
      'VALIDATION_FAILED',
    );
  });

  it('list the transactions and answer the month of an approved contribution', async () => {
    const made = await kit.makeGroup({ members: 2, contribution: '12.34' });
    await kit.makeContribution({ group: made.group, member: made.members[1]!, status: 'approved' });
    await kit.makeContribution({ group: made.group, member: made.admin });
    const page = await lists().transactions({ limit: 50 });
    expect(page.items.map((t) => [t.kind, t.status, t.amount, t.group_name])).toEqual([
      ['contribution', 'pending', '12.34', made.group.name],
      ['contribution', 'approved', '12.34', made.group.name],
    ]);
    const { months } = await kit.get(PlatformStatsViews).monthly();
    expect(months.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      users: 2,
      groups: 1,
      contributions: 1,
      revenue: '12.34',
    });
  });
});
