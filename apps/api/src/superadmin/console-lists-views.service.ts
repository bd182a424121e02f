import { Inject, Injectable } from '@nestjs/common';
import type {
  Role,
  UserStatus,
  ConsoleAuditQuery,
  ConsoleAuditRow,
  ConsoleCashPaymentRow,
  ConsoleCryptoPaymentRow,
  ConsoleGroupRow,
  ConsoleGroupsQuery,
  ConsolePage,
  ConsolePageQuery,
  ConsolePaymentsQuery,
  ConsoleTransactionRow,
  ConsoleUserRow,
  ConsoleUsersQuery,
  WalletNetwork,
} from '@tontine/contracts';
import type { DataSource } from 'typeorm';
import { consolePage, decodeTimeCursor } from '../common/console-cursor.js';
import {
  LIKE_ESCAPE,
  containsPattern,
  isoTime,
  isoTimeOrNull,
  moneyText,
  sqlTime,
} from '../common/sql-values.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { txExplorerUrl } from '../crypto/tx-explorer-url.js';
import { placeholders } from '../database/raw-reads.js';
import { ReadReplica } from '../database/replica/read-replica.service.js';
import { UserSearchIndex } from './user-search-index.service.js';

type Row = Record<string, unknown>;

/** WHERE clauses and their parameters, in order. */
class Conditions {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  add(clause: string, ...params: unknown[]): this {
    this.clauses.push(clause);
    this.params.push(...params);
    return this;
  }

  /**
   * After the cursor's row, newest first: `created_at <= t` is the index range, the rest breaks
   * ties between rows of the same millisecond by id.
   */
  after(alias: string, cursor: string | undefined): this {
    const key = decodeTimeCursor(cursor);
    if (!key) return this;
    const at = sqlTime(key.at);
    return this.add(
      `${alias}.created_at <= ? AND (${alias}.created_at < ? OR ${alias}.id < ?)`,
      at,
      at,
      key.id,
    );
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** The chain's status that a fine's crypto payment has when its row reads as this status. */
const CHAIN_STATUS_OF = {
  pending: 'pending',
  approved: 'confirmed',
  rejected: 'failed',
} as const satisfies Record<NonNullable<ConsolePaymentsQuery['status']>, string>;

const timeKey = (r: Row) => [isoTime(r.created_at), String(r.id)];

/**
 * The console's lists (GET /api/superadmin/users, /groups, /transactions, /cash-payments,
 * /crypto-payments, /audit): keyset pages over (created_at, id), newest first, each filter and
 * search done by the database through an index that starts with the filter and ends with the
 * order (migration 1764800000000), so that a page costs the same on the first page and the
 * thousandth, at 100,000 users. Names of other rows (a payer's username, a group's name) are
 * read for the page's rows only, in one query each. Hand-written SQL: these read several
 * domains' tables and write none, from the read replica when it may serve the operator.
 */
@Injectable()
export class ConsoleListsViews {
  constructor(
    private readonly replica: ReadReplica,
    private readonly search: UserSearchIndex,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Users, by status or role, and a search of the username or e-mail: a substring, whatever its
   * case (the columns' collation is case-insensitive on MariaDB; SQLite's LIKE is for ASCII).
   */
  async users(callerId: string, query: ConsoleUsersQuery): Promise<ConsolePage<ConsoleUserRow>> {
    // A search first brings the index up to date on the primary: the rows it just wrote must be
    // read too, so the search reads a replica only once it holds everything written so far.
    if (query.q) await this.search.sync();
    const reading = <T>(work: (db: DataSource) => Promise<T>) =>
      query.q ? this.replica.readUpToDate(work) : this.replica.read(callerId, work);
    return reading(async (db) => {
      const where = new Conditions();
      if (query.status) where.add('u.status = ?', query.status);
      if (query.role) where.add('u.role = ?', query.role);
      let from = 'users u';
      if (query.q) {
        // A rare run of three characters narrows the search to the few accounts holding it; a
        // common term is found at once reading the accounts newest first (user-search-index).
        const gram = await this.search.rarestGram(query.q);
        if (gram) {
          from = 'user_search_grams g JOIN users u ON u.id = g.user_id';
          where.add('g.gram = ?', gram);
        }
        const pattern = containsPattern(query.q);
        where.add(
          `(u.username LIKE ? ${LIKE_ESCAPE} OR u.email LIKE ? ${LIKE_ESCAPE})`,
          pattern,
          pattern,
        );
      }
      where.after('u', query.cursor);
      const rows = await this.rows(
        db,
        `SELECT u.id, u.username, u.email, u.phone_number, u.status, u.role, u.created_at,
                p.last_seen_at
         FROM ${from} LEFT JOIN user_presence p ON p.user_id = u.id
         ${where.sql}
         ORDER BY u.created_at DESC, u.id DESC LIMIT ?`,
        [...where.params, query.limit + 1],
      );
      return consolePage(rows, query.limit, timeKey, (r) => ({
        id: String(r.id),
        username: String(r.username),
        email: String(r.email),
        phone: r.phone_number === null ? null : String(r.phone_number),
        status: r.status as UserStatus,
        role: r.role as Role,
        created_at: isoTime(r.created_at),
        last_seen_at: isoTimeOrNull(r.last_seen_at),
      }));
    });
  }

  /** Groups not deleted, by status, and a search of the name. */
  groups(callerId: string, query: ConsoleGroupsQuery): Promise<ConsolePage<ConsoleGroupRow>> {
    return this.replica.read(callerId, async (db) => {
      const where = new Conditions().add('g.deleted_at IS NULL');
      if (query.status) where.add('g.status = ?', query.status);
      if (query.q) where.add(`g.name LIKE ? ${LIKE_ESCAPE}`, containsPattern(query.q));
      where.after('g', query.cursor);
      const rows = await this.rows(
        db,
        `SELECT g.id, g.name, g.status, g.member_count, g.max_members, g.admin_id, g.currency,
                g.contribution_amount, g.created_at
         FROM savings_groups g ${where.sql}
         ORDER BY g.created_at DESC, g.id DESC LIMIT ?`,
        [...where.params, query.limit + 1],
      );
      const admins = await this.names(
        db,
        'users',
        'username',
        rows.map((r) => r.admin_id),
      );
      return consolePage(rows, query.limit, timeKey, (r) => ({
        id: String(r.id),
        name: String(r.name),
        status: String(r.status),
        member_count: Number(r.member_count),
        max_members: Number(r.max_members),
        admin_id: String(r.admin_id),
        admin_name: admins.get(String(r.admin_id)) ?? '',
        currency: String(r.currency),
        contribution_amount: moneyText(r.contribution_amount),
        created_at: isoTime(r.created_at),
      }));
    });
  }

  /**
   * Every contribution (any method and status) and every payout, merged newest first: each
   * table gives its own next page through its own index, and the merge keeps the newest.
   */
  transactions(
    callerId: string,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleTransactionRow>> {
    return this.replica.read(callerId, async (db) => {
      const c = new Conditions().after('c', query.cursor);
      const p = new Conditions().after('p', query.cursor);
      const take = query.limit + 1;
      const rows = await this.rows(
        db,
        `SELECT * FROM (
           SELECT 'contribution' AS kind, c.id, c.user_id, c.group_id, c.amount, c.currency,
                  c.status, c.method, c.created_at
           FROM contributions c ${c.sql}
           ORDER BY c.created_at DESC, c.id DESC LIMIT ?
         ) a
         UNION ALL
         SELECT * FROM (
           SELECT 'payout' AS kind, p.id, p.beneficiary_id AS user_id, p.group_id, p.amount,
                  p.currency, 'paid' AS status, NULL AS method, p.created_at
           FROM payouts p ${p.sql}
           ORDER BY p.created_at DESC, p.id DESC LIMIT ?
         ) b
         ORDER BY created_at DESC, id DESC LIMIT ?`,
        [...c.params, take, ...p.params, take, take],
      );
      const [users, groups] = await this.parties(db, rows);
      return consolePage(rows, query.limit, timeKey, (r) => ({
        id: String(r.id),
        kind: r.kind === 'payout' ? 'payout' : 'contribution',
        user_name: users.get(String(r.user_id)) ?? '',
        group_name: groups.get(String(r.group_id)) ?? '',
        amount: moneyText(r.amount),
        currency: String(r.currency),
        status: String(r.status) as ConsoleTransactionRow['status'],
        method: r.method === null ? null : (String(r.method) as ConsoleTransactionRow['method']),
        created_at: isoTime(r.created_at),
      }));
    });
  }

  cashPayments(
    callerId: string,
    query: ConsolePaymentsQuery,
  ): Promise<ConsolePage<ConsoleCashPaymentRow>> {
    return this.replica.read(callerId, async (db) => {
      const rows = await this.cashRows(db, query);
      const [users, groups] = await this.parties(db, rows);
      return consolePage(rows, query.limit, timeKey, (r) => ({
        id: String(r.id),
        user_name: users.get(String(r.user_id)) ?? '',
        group_name: groups.get(String(r.group_id)) ?? '',
        amount: moneyText(r.amount),
        currency: String(r.currency),
        status: String(r.status) as ConsoleCashPaymentRow['status'],
        created_at: isoTime(r.created_at),
      }));
    });
  }

  /**
   * Crypto contributions with what the chain showed (crypto_payments), and the crypto payments
   * of late fines: `status` is the chain's, `contribution_status` the group admin's validation
   * that follows it (for a fine, the chain's decision: the fine paid or to pay again).
   */
  cryptoPayments(
    callerId: string,
    query: ConsolePaymentsQuery,
  ): Promise<ConsolePage<ConsoleCryptoPaymentRow>> {
    return this.replica.read(callerId, async (db) => {
      const rows = await this.cryptoRows(db, query);
      const [users, groups] = await this.parties(db, rows);
      const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
      return consolePage(rows, query.limit, timeKey, (r) => {
        const network = text(r.network) as ConsoleCryptoPaymentRow['network'];
        const settings = network ? this.config.cryptoNetworks[network as WalletNetwork] : undefined;
        const txHash = text(r.tx_hash);
        return {
          id: String(r.id),
          user_name: users.get(String(r.user_id)) ?? '',
          group_name: groups.get(String(r.group_id)) ?? '',
          amount: moneyText(r.amount),
          token_symbol: text(r.token_symbol),
          tx_hash: txHash,
          network,
          status: (text(r.chain_status) ?? 'pending') as ConsoleCryptoPaymentRow['status'],
          failure_reason: text(r.failure_reason) as ConsoleCryptoPaymentRow['failure_reason'],
          confirmations: Number(r.confirmations ?? 0),
          required_confirmations: settings?.confirmations ?? 0,
          explorer_url: settings && txHash ? txExplorerUrl(settings.explorerUrl, txHash) : null,
          contribution_status: String(r.status) as ConsoleCryptoPaymentRow['contribution_status'],
          fine_id: text(r.fine_id),
          saving_id: text(r.saving_id),
          created_at: isoTime(r.created_at),
        };
      });
    });
  }

  /** The audit trail, by category, and a search of the action, details and admin's name. */
  audit(callerId: string, query: ConsoleAuditQuery): Promise<ConsolePage<ConsoleAuditRow>> {
    return this.replica.read(callerId, async (db) => {
      const where = new Conditions();
      if (query.category) where.add('a.category = ?', query.category);
      if (query.q) {
        const pattern = containsPattern(query.q);
        where.add(
          `(a.action LIKE ? ${LIKE_ESCAPE} OR a.details LIKE ? ${LIKE_ESCAPE} OR a.admin_name LIKE ? ${LIKE_ESCAPE})`,
          pattern,
          pattern,
          pattern,
        );
      }
      where.after('a', query.cursor);
      const rows = await this.rows(
        db,
        `SELECT a.id, a.created_at, a.admin_id, a.admin_name, a.action, a.details, a.category,
                a.ip_address
         FROM audit_entries a ${where.sql}
         ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
        [...where.params, query.limit + 1],
      );
      return consolePage(rows, query.limit, timeKey, (r) => ({
        id: String(r.id),
        timestamp: isoTime(r.created_at),
        admin_id: r.admin_id === null ? null : String(r.admin_id),
        admin_name: String(r.admin_name),
        action: String(r.action),
        details: String(r.details),
        category: String(r.category),
        ip_address: r.ip_address === null ? null : String(r.ip_address),
      }));
    });
  }

  private cashRows(db: DataSource, query: ConsolePaymentsQuery): Promise<Row[]> {
    const where = new Conditions().add("c.method = 'cash'");
    if (query.status) where.add('c.status = ?', query.status);
    where.after('c', query.cursor);
    return this.rows(
      db,
      `SELECT c.id, c.user_id, c.group_id, c.amount, c.currency, c.status, c.created_at
       FROM contributions c ${where.sql}
       ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
      [...where.params, query.limit + 1],
    );
  }

  /**
   * A page of crypto payments: the contributions' page and the page of the fines' and the
   * savings' payments, each read through its own (created_at, id) order and limit, merged. A
   * fine's or a saving's payment has no validation, so its status is the chain's: confirmed reads
   * approved, failed rejected.
   */
  private cryptoRows(db: DataSource, query: ConsolePaymentsQuery): Promise<Row[]> {
    const contributions = new Conditions().add("c.method = 'crypto'");
    const fines = new Conditions().add('p.contribution_id IS NULL');
    if (query.status) {
      contributions.add('c.status = ?', query.status);
      fines.add('p.chain_status = ?', CHAIN_STATUS_OF[query.status]);
    }
    contributions.after('c', query.cursor);
    fines.after('p', query.cursor);
    const limit = query.limit + 1;
    return this.rows(
      db,
      `SELECT * FROM (
         SELECT c.id, c.user_id, c.group_id, c.amount, c.currency, c.status, c.token_symbol,
                c.tx_hash, c.network, c.created_at, c.chain_status, p.failure_reason,
                p.confirmations, NULL AS fine_id, NULL AS saving_id
         -- A crypto contribution has one crypto_payments row (unique contribution_id).
         FROM contributions c LEFT JOIN crypto_payments p ON p.contribution_id = c.id
         ${contributions.sql} ORDER BY c.created_at DESC, c.id DESC LIMIT ?) paid_contributions
       UNION ALL
       SELECT * FROM (
         SELECT p.id, p.user_id, p.group_id, p.amount, p.currency,
                CASE p.chain_status WHEN 'confirmed' THEN 'approved' WHEN 'failed' THEN 'rejected'
                  ELSE 'pending' END AS status,
                p.token_symbol, p.tx_hash, p.network, p.created_at, p.chain_status,
                p.failure_reason, p.confirmations, p.fine_id, p.saving_id
         FROM crypto_payments p
         ${fines.sql} ORDER BY p.created_at DESC, p.id DESC LIMIT ?) paid_fines
       ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...contributions.params, limit, ...fines.params, limit, limit],
    );
  }

  /** The usernames and group names a page of money rows shows. */
  private parties(
    db: DataSource,
    rows: Row[],
  ): Promise<[Map<string, string>, Map<string, string>]> {
    return Promise.all([
      this.names(
        db,
        'users',
        'username',
        rows.map((r) => r.user_id),
      ),
      this.names(
        db,
        'savings_groups',
        'name',
        rows.map((r) => r.group_id),
      ),
    ]);
  }

  private async names(
    db: DataSource,
    table: 'users' | 'savings_groups',
    column: 'username' | 'name',
    ids: unknown[],
  ): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter((id) => id !== null && id !== undefined).map(String))];
    if (unique.length === 0) return new Map();
    const rows = await this.rows(
      db,
      `SELECT id, ${column} AS label FROM ${table} WHERE id IN (${placeholders(unique.length)})`,
      unique,
    );
    return new Map(rows.map((r) => [String(r.id), String(r.label)]));
  }

  private async rows(db: DataSource, sql: string, params: unknown[]): Promise<Row[]> {
    return (await db.query(sql, params)) as Row[];
  }
}
