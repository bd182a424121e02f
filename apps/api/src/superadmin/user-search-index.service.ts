import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ServerCaches } from '../common/server-caches.service.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { isoTime, sqlTime } from '../common/sql-values.js';
import { placeholders } from '../database/raw-reads.js';
import { Transactions } from '../database/transactions.service.js';
import { UsersService } from '../users/users.service.js';
import { indexedText, searchGrams } from './search-grams.js';
import { UserSearchGram, UserSearchText } from './user-search.entities.js';

/** A transaction commits well within this: changes older than it are all visible. */
const COMMIT_MARGIN_MS = 60_000;
/** The state row is moved forward in steps, not written by every search. */
const STATE_STEP_MS = 10_000;
/**
 * A run held by more accounts than this is too common to narrow a search: the search then
 * reads the accounts newest first, where a common term finds its page at once.
 */
export const RARE_GRAM_MAX = 2_000;
/** Runs of a long search looked up: a few spread over it say enough. */
const GRAMS_TRIED = 8;
/**
 * How common a run is changes slowly and only chooses the way to search, never the answer:
 * each instance remembers the counts for a minute, so the next keystrokes of a term (sharing
 * most of its runs) count nothing again.
 */
const COUNT_TTL_MS = 60_000;
const COUNTS_KEPT = 10_000;
/**
 * The index is brought up to date this often in the background (and once at start), so that a
 * search meets at most a few seconds of changes: after a wave of sign-ups, the first search no
 * longer indexes thousands of accounts before it answers.
 */
const BACKGROUND_SYNC_MS = 2_000;
/** Accounts indexed per transaction, and rows per INSERT, when many changed at once. */
const ACCOUNTS_PER_BATCH = 500;
const ROWS_PER_INSERT = 1_000;

type Row = Record<string, unknown>;

/**
 * The index of the users tab's substring search (search-grams.ts), kept by itself: at start,
 * every few seconds and before each search, the accounts changed since the index was last
 * brought up to date (every
 * write of an account moves its `updated_at`) are indexed again, so no write path of the users
 * domain has to know about the index. The state row records the time up to which every change
 * is indexed, a minute behind the clock so that a transaction committing late is not skipped;
 * an account indexed already with the same text is left alone. Two instances indexing the same
 * account at once can only leave runs too many, which the search's own LIKE filters out.
 */
@Injectable()
export class UserSearchIndex implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UserSearchIndex');
  private readonly counts = new Map<string, { n: number; at: number }>();
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(UserSearchGram) private readonly grams: Repository<UserSearchGram>,
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    caches: ServerCaches,
  ) {
    caches.register('user-search-counts', () => this.counts.clear());
  }

  onApplicationBootstrap(): void {
    const background = () =>
      void this.sync().catch((err: unknown) =>
        this.logger.warn({ err }, 'bringing the user search index up to date failed'),
      );
    background();
    this.timer = setInterval(background, BACKGROUND_SYNC_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    // A sync in flight finishes before the database connection closes.
    await (this.queued ?? this.running)?.catch(() => undefined);
  }

  /**
   * Brings the index up to date with every change committed before the call: a sync already
   * running may have read before it, so one more runs after it (shared by the callers meanwhile).
   */
  sync(): Promise<void> {
    if (this.queued) return this.queued;
    const after = this.running ?? Promise.resolve();
    const next = after
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        this.running = next;
        return this.catchUp();
      })
      .finally(() => {
        if (this.running === next) this.running = undefined;
      });
    this.queued = next;
    return next;
  }

  /**
   * The run of the search held by the fewest accounts, if few enough to narrow it; undefined
   * for a search shorter than a run or made only of common runs.
   */
  async rarestGram(q: string): Promise<string | undefined> {
    const grams = searchGrams(q);
    if (grams.length === 0) return undefined;
    const tried =
      grams.length <= GRAMS_TRIED
        ? grams
        : Array.from(
            { length: GRAMS_TRIED },
            (_, i) => grams[Math.floor((i * (grams.length - 1)) / (GRAMS_TRIED - 1))]!,
          );
    const now = Date.now();
    const unknown = tried.filter((gram) => {
      const known = this.counts.get(gram);
      return !known || now - known.at > COUNT_TTL_MS;
    });
    if (unknown.length) {
      const [row] = (await this.grams.manager.query(
        `SELECT ${unknown
          .map(
            (_, i) =>
              `(SELECT COUNT(*) FROM (SELECT 1 FROM user_search_grams WHERE gram = ? LIMIT ${RARE_GRAM_MAX + 1}) c${i}) AS n${i}`,
          )
          .join(', ')}`,
        unknown,
      )) as Row[];
      if (this.counts.size > COUNTS_KEPT) this.counts.clear();
      unknown.forEach((gram, i) =>
        this.counts.set(gram, { n: Number(row?.[`n${i}`] ?? 0), at: now }),
      );
    }
    let best: { gram: string; n: number } | undefined;
    for (const gram of tried) {
      const n = this.counts.get(gram)!.n;
      if (!best || n < best.n) best = { gram, n };
    }
    return best && best.n <= RARE_GRAM_MAX ? best.gram : undefined;
  }

  private async catchUp(): Promise<void> {
    const now = Date.now();
    const [state] = (await this.grams.manager.query(
      `SELECT synced_until FROM search_index_state WHERE name = 'users'`,
    )) as Row[];
    const since = state ? new Date(isoTime(state.synced_until)) : new Date(0);
    // The accounts are the users domain's: it says which changed, the index reads its own texts.
    const changed = await this.users.changedSince(since);
    const indexed = new Map<string, string>();
    for (let i = 0; i < changed.length; i += ACCOUNTS_PER_BATCH) {
      const ids = changed.slice(i, i + ACCOUNTS_PER_BATCH).map((u) => u.id);
      const texts = (await this.grams.manager.query(
        `SELECT user_id, indexed FROM user_search_texts WHERE user_id IN (${placeholders(ids.length)})`,
        ids,
      )) as Row[];
      for (const t of texts) indexed.set(String(t.user_id), String(t.indexed));
    }
    const stale: Stale[] = [];
    for (const account of changed) {
      const text = indexedText(account.username, account.email);
      const before = indexed.get(account.id) ?? null;
      if (text !== before) stale.push({ userId: account.id, text, before });
    }
    // Many accounts at once (a wave of sign-ups) are indexed in a few statements, not one
    // transaction each.
    for (let i = 0; i < stale.length; i += ACCOUNTS_PER_BATCH) {
      const batch = stale.slice(i, i + ACCOUNTS_PER_BATCH);
      await this.transactions.run((tx) => this.reindex(tx, batch));
    }
    const until = new Date(now - COMMIT_MARGIN_MS);
    if (until.getTime() - since.getTime() >= STATE_STEP_MS)
      await this.grams.manager.query(
        `UPDATE search_index_state SET synced_until = ? WHERE name = 'users' AND synced_until < ?`,
        [sqlTime(until), sqlTime(until)],
      );
  }

  /**
   * Only the runs of an account's previous text are deleted, never all of its runs: an instance
   * indexing an older text at the same time can then leave runs too many, never too few.
   */
  private async reindex(tx: EntityManager, batch: Stale[]): Promise<void> {
    for (const { userId, before } of batch) {
      const old = before === null ? [] : searchGrams(before);
      if (old.length)
        await tx.query(
          `DELETE FROM user_search_grams WHERE user_id = ? AND gram IN (${placeholders(old.length)})`,
          [userId, ...old],
        );
    }
    const grams = batch.flatMap(({ userId, text }) =>
      searchGrams(text).map((gram) => ({ gram, userId })),
    );
    for (let i = 0; i < grams.length; i += ROWS_PER_INSERT)
      await tx
        .createQueryBuilder()
        .insert()
        .into(UserSearchGram)
        .values(grams.slice(i, i + ROWS_PER_INSERT))
        .orIgnore()
        .execute();
    await tx
      .createQueryBuilder()
      .insert()
      .into(UserSearchText)
      .values(batch.map(({ userId, text }) => ({ userId, indexed: text })))
      .orUpdate(['indexed'], ['user_id'])
      .execute();
  }
}

/** An account whose indexed text is not its current one (null: never indexed). */
interface Stale {
  userId: string;
  text: string;
  before: string | null;
}
