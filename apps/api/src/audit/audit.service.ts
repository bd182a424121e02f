import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AuditAction,
  AuditChainBreak,
  AuditVerifyResult,
  RecordedAuditEntry,
} from '@tontine/contracts';
import { Between, type EntityManager, Repository } from 'typeorm';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import type { User } from '../users/user.entity.js';
import { auditEntryHash, GENESIS_HASH } from './audit-chain.js';
import { AuditEntry, type AuditCategory } from './audit-entry.entity.js';

/** The one row of `audit_chain_head`. */
const HEAD_ID = 'audit';
/** Entries read per query while verifying: memory stays flat whatever the trail's length. */
const VERIFY_BATCH = 1000;

interface NewEntry {
  /** One of AUDIT_ACTIONS (contracts) when the server writes it; a console event's own words. */
  action: string;
  details: string;
  category: AuditCategory;
  ip?: string;
}

interface ChainHead {
  lastSeq: number;
  lastHash: string;
}

/**
 * The audit trail: every admin action, written by the server in the action's transaction, as
 * a hash chain. Appending locks the chain's head row until the action's transaction ends, so
 * that concurrent actions take one position each and the chain never forks (SQLite has a
 * single writer anyway); an action that fails rolls its entry back with it. Entries are never
 * updated or deleted here.
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    private readonly transactions: Transactions,
  ) {}

  /**
   * What the server itself records: an action of AUDIT_ACTIONS, which the console labels in
   * every language.
   */
  async record(
    admin: Pick<User, 'id' | 'username'>,
    entry: NewEntry & { action: AuditAction },
    manager: EntityManager = this.entries.manager,
  ): Promise<void> {
    await this.append(admin, entry, manager);
  }

  /** Records the entry and answers it. */
  async append(
    admin: Pick<User, 'id' | 'username'>,
    entry: NewEntry,
    manager: EntityManager = this.entries.manager,
  ): Promise<AuditEntry> {
    // Outside a transaction the lock would end with its own statement: take one.
    if (!manager.queryRunner?.isTransactionActive)
      return this.transactions.run((tx) => this.append(admin, entry, tx));
    const head = await this.head(manager, true);
    const row: AuditEntry = Object.assign(new AuditEntry(), {
      id: newId(),
      createdAt: new Date(),
      adminId: admin.id,
      adminName: admin.username,
      action: entry.action,
      details: entry.details,
      category: entry.category,
      ipAddress: entry.ip ?? null,
      seq: head.lastSeq + 1,
      prevHash: head.lastHash,
    });
    row.hash = auditEntryHash(row, row.prevHash);
    await manager.getRepository(AuditEntry).insert(row);
    await manager.query('UPDATE audit_chain_head SET last_seq = ?, last_hash = ? WHERE id = ?', [
      row.seq,
      row.hash,
      HEAD_ID,
    ]);
    return row;
  }

  /**
   * Walks the chain from its first entry to the head read at the start (entries appended
   * meanwhile are the next walk's), by position in keyset batches, and names the first entry
   * at which it breaks. Rows at positions the chain never gave out (0 or less) come first.
   */
  async verify(): Promise<AuditVerifyResult> {
    const head = await this.head(this.entries.manager, false);
    const repo = this.entries;
    let checked = 0;
    let position = 1;
    let previous: AuditEntry | undefined;
    const broken = (id: string | null, at: number, reason: AuditChainBreak) => ({
      ok: false,
      checked,
      firstBroken: { id, position: at, reason },
    });
    for (let after = Number.MIN_SAFE_INTEGER; ;) {
      const rows = await repo.find({
        where: { seq: Between(after + 1, head.lastSeq) },
        order: { seq: 'ASC' },
        take: VERIFY_BATCH,
      });
      for (const row of rows) {
        checked += 1;
        if (row.seq < position) return broken(row.id, position, 'inserted');
        if (row.seq > position) return broken(row.id, position, 'removed');
        if (auditEntryHash(row, row.prevHash) !== row.hash)
          return broken(row.id, position, 'changed');
        if (row.prevHash !== (previous?.hash ?? GENESIS_HASH))
          // This entry is whole and names another hash than its predecessor's: the
          // predecessor was changed and its hash recomputed.
          return previous
            ? broken(previous.id, position - 1, 'rehashed')
            : broken(row.id, position, 'changed');
        previous = row;
        position += 1;
      }
      if (rows.length < VERIFY_BATCH) break;
      after = rows[rows.length - 1]!.seq;
    }
    if (position - 1 < head.lastSeq) return broken(null, position, 'removed');
    if ((previous?.hash ?? GENESIS_HASH) !== head.lastHash)
      return broken(previous?.id ?? null, position - 1, 'rehashed');
    return { ok: true, checked, firstBroken: null };
  }

  /** An entry as the console shows it. */
  toDto(entry: AuditEntry): RecordedAuditEntry {
    return {
      id: entry.id,
      timestamp: entry.createdAt.toISOString(),
      admin_id: entry.adminId,
      admin_name: entry.adminName,
      action: entry.action,
      details: entry.details,
      category: entry.category,
      ip_address: entry.ipAddress,
    };
  }

  /** The chain's last position and hash; `lock` holds the row until the transaction ends. */
  private async head(manager: EntityManager, lock: boolean): Promise<ChainHead> {
    const forUpdate = lock && this.transactions.dialect === 'mysql' ? ' FOR UPDATE' : '';
    const [row] = (await manager.query(
      `SELECT last_seq, last_hash FROM audit_chain_head WHERE id = ?${forUpdate}`,
      [HEAD_ID],
    )) as Array<{ last_seq: number | string; last_hash: string }>;
    if (!row) throw new Error('audit_chain_head has no row: run the migrations');
    return { lastSeq: Number(row.last_seq), lastHash: row.last_hash };
  }
}
