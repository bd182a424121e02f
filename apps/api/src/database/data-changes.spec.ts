import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceTestKit, type ServiceTestKit } from '../testing/service-test-kit.js';
import { DataChanges } from './data-changes.service.js';
import { ReadCache } from './read-cache.js';

describe('DataChanges and ReadCache (embedded SQLite, real migrations)', () => {
  let kit: ServiceTestKit;
  let changes: DataChanges;
  beforeAll(async () => {
    kit = await createServiceTestKit();
    changes = kit.get(DataChanges);
  });
  afterAll(() => kit.close());

  it('moves a table’s version when a write to it commits, and only that table’s', async () => {
    const users = changes.stamp(['users']);
    const groups = changes.stamp(['savings_groups']);
    await kit.makeUser();
    expect(changes.stamp(['users'])).toBeGreaterThan(users);
    expect(changes.stamp(['savings_groups'])).toBe(groups);
  });

  it('moves nothing while the transaction runs, and at its commit', async () => {
    const user = await kit.makeUser();
    const before = changes.stamp(['users']);
    await kit.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET username = ? WHERE id = ?', ['renamed_inside', user.id]);
      expect(changes.stamp(['users'])).toBe(before);
    });
    expect(changes.stamp(['users'])).toBeGreaterThan(before);
  });

  it('moves nothing for a transaction rolled back', async () => {
    const user = await kit.makeUser();
    const before = changes.stamp(['users']);
    await expect(
      kit.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET username = ? WHERE id = ?', ['never_kept', user.id]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(changes.stamp(['users'])).toBe(before);
  });

  it('counts a statement it cannot read as writing every table', async () => {
    const before = changes.stamp(['memberships']);
    await kit.db.query('CREATE TABLE scratch_pad (id INTEGER PRIMARY KEY)');
    expect(changes.stamp(['memberships'])).toBeGreaterThan(before);
  });

  it('serves a kept answer until its tables are written, then reads again', async () => {
    const user = await kit.makeUser();
    const cache = new ReadCache<string>(changes, { tables: ['users'], max: 10 });
    let reads = 0;
    const name = () =>
      cache.get(user.id, async () => {
        reads += 1;
        const [row] = await kit.rows<{ username: string }>(
          'SELECT username FROM users WHERE id = ?',
          [user.id],
        );
        return row?.username;
      });
    expect(await name()).toBe(user.username);
    expect(await name()).toBe(user.username);
    expect(reads).toBe(1);
    await kit.db.query('UPDATE users SET username = ? WHERE id = ?', ['renamed_outside', user.id]);
    expect(await name()).toBe('renamed_outside');
    expect(reads).toBe(2);
  });

  it('keeps nothing read while a write committed: the answer carries the stamp from before', async () => {
    const user = await kit.makeUser();
    const cache = new ReadCache<string>(changes, { tables: ['users'], max: 10 });
    // The read saw the old name; the write committed before the read finished.
    const stale = await cache.get(user.id, async () => {
      await kit.db.query('UPDATE users SET username = ? WHERE id = ?', ['newer', user.id]);
      return 'older';
    });
    expect(stale).toBe('older');
    expect(await cache.get(user.id, async () => 'newer')).toBe('newer');
  });
});
