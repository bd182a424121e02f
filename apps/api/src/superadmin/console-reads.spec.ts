import { consoleUsersQuerySchema, type ConsoleUserRow } from '@tontine/contracts';
import { migrations } from '@tontine/migrations';
import { describe, expect, it } from 'vitest';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { expectDomainError, useServiceTestKit } from '../testing/service-test-kit.js';
import { ConsoleListsViews } from './console-lists-views.service.js';
import { PlatformStatsViews } from './platform-stats-views.service.js';
import { ConsoleReadsModule } from './console-reads.module.js';
import { indexedText, searchGrams } from './search-grams.js';
import { UserSearchIndex } from './user-search-index.service.js';

/**
 * The console's hand-written SQL on the embedded SQLite database too (the API tier runs it on
 * MariaDB): the same pages, searches and monthly figures on both.
 */
/** The lists take their caller to choose the database they read; SQLite has no replica. */
const OPERATOR = '00000000-0000-4000-8000-00000000a11a';

describe('the console reads on SQLite', () => {
  const kit = useServiceTestKit(ConsoleReadsModule, ContributionsModule);
  const lists = () => kit.get(ConsoleListsViews);

  it('walk the users page by page, and search the e-mail whatever its case', async () => {
    for (let i = 0; i < 5; i += 1) await kit.makeUser({ email: `walker.${i}@service.test` });
    await kit.makeUser({ email: 'other@service.test' });
    const seen: ConsoleUserRow[] = [];
    let cursor: string | undefined;
    do {
      const page = await lists().users(
        OPERATOR,
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
      lists().users(OPERATOR, consoleUsersQuerySchema.parse({ cursor: 'bm90IGpzb24' })),
      'VALIDATION_FAILED',
    );
  });

  it('find a rare term through the index of runs, and an account renamed by its new name only', async () => {
    for (let i = 0; i < 3; i += 1) await kit.makeUser({ email: `plain.${i}@service.test` });
    const renamed = await kit.makeUser({ lastName: 'Kiprotich', email: 'kip@service.test' });
    const search = kit.get(UserSearchIndex);
    const found = async (q: string) =>
      (await lists().users(OPERATOR, consoleUsersQuerySchema.parse({ q }))).items.map((u) => u.id);
    expect(await found('KIPROT')).toEqual([renamed.id]);
    expect(await search.rarestGram('kiprot')).toEqual(expect.any(String));
    expect(await kit.count('user_search_grams', 'user_id = ?', [renamed.id])).toBeGreaterThan(5);

    // Any write of an account moves its updated_at: the next search indexes it again.
    await kit.db.query(
      "UPDATE users SET username = 'Amani Chepkoech', updated_at = ? WHERE id = ?",
      [new Date(Date.now() + 1000).toISOString().slice(0, 23).replace('T', ' '), renamed.id],
    );
    expect(await found('chepko')).toEqual([renamed.id]);
    expect(await found('kiprot')).toEqual([]);
    expect(await kit.count('user_search_grams', "user_id = ? AND gram = 'kip'", [renamed.id])).toBe(
      1, // still in the e-mail
    );
    expect(await kit.count('user_search_grams', "user_id = ? AND gram = 'rot'", [renamed.id])).toBe(
      0,
    );
    // Shorter than a run, or a run every account holds: read newest first instead.
    expect(await search.rarestGram('ki')).toBeUndefined();
    expect((await found('service.test')).length).toBe(4);
  });

  it('index runs the way the migration that filled the index first did', async () => {
    const migration = migrations.find((m) => m.name === 'UserSearch1764800000001') as unknown as {
      grams: { indexedText: typeof indexedText; searchGrams: typeof searchGrams };
    };
    const migrationCopy = migration.grams;
    const samples = [
      ['Amani Wekesa', 'amani@example.com'],
      ['ÉLODIE Nyambura', 'E.Ny@Exemple.fr'],
      ['ab', 'x@y'],
    ] as const;
    for (const [username, email] of samples) {
      const text = indexedText(username, email);
      expect(text).toBe(migrationCopy.indexedText(username, email));
      expect(searchGrams(text)).toEqual(migrationCopy.searchGrams(text));
    }
    expect(searchGrams('Amani\nab')).toEqual(['ama', 'man', 'ani']);
  });

  it('list the transactions and answer the month of an approved contribution', async () => {
    const made = await kit.makeGroup({ members: 2, contribution: '12.34' });
    await kit.makeContribution({ group: made.group, member: made.members[1]!, status: 'approved' });
    await kit.makeContribution({ group: made.group, member: made.admin });
    const page = await lists().transactions(OPERATOR, { limit: 50 });
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
