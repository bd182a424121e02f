import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ServerCaches } from '../common/server-caches.service.js';
import { DataChanges } from '../database/data-changes.service.js';
import { hydrate } from '../database/raw-reads.js';
import { ReadCache } from '../database/read-cache.js';
import { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

export interface CallerRow {
  user: User;
  session: Session;
  /** The owner's session timeout of the Sécurité tab; null when they never saved settings. */
  timeoutMinutes: number | null;
}

/**
 * Who is calling, read for every request and every socket: the session a token names, its
 * account and its owner's timeout, in one query through the pool (the hottest read of the API,
 * hence hand-written SQL; see database/raw-reads.ts). Kept until any of the three tables is
 * written (a sign-out, a suspension, a role or profile change, a session's minute mark), here
 * or on another instance: see database/read-cache.ts.
 */
@Injectable()
export class CallerViews {
  private readonly kept: ReadCache<CallerRow>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    changes: DataChanges,
    caches: ServerCaches,
  ) {
    this.kept = new ReadCache(changes, {
      tables: ['sessions', 'users', 'user_settings'],
      max: 20_000,
    });
    caches.register('callers', () => this.kept.clear());
  }

  async read(sessionId: string, userId: string): Promise<CallerRow | null> {
    const row = await this.kept.get(`${sessionId}:${userId}`, () =>
      this.readRow(sessionId, userId),
    );
    // A copy each time: a request may change its own caller's entity before saving it.
    return row ? { ...row, user: copyOf(row.user), session: copyOf(row.session) } : null;
  }

  private async readRow(sessionId: string, userId: string): Promise<CallerRow | undefined> {
    const rows = (await this.db.query(
      `SELECT u.*, s.id AS s__id, s.user_id AS s__user_id, s.scope AS s__scope,
              s.created_at AS s__created_at, s.last_seen_at AS s__last_seen_at,
              s.expires_at AS s__expires_at, s.revoked_at AS s__revoked_at,
              s.revoked_reason AS s__revoked_reason, s.ip_address AS s__ip_address,
              s.user_agent AS s__user_agent, st.session_timeout AS timeout_minutes
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN user_settings st ON st.user_id = s.user_id
       WHERE s.id = ? AND s.user_id = ?`,
      [sessionId, userId],
    )) as Array<Record<string, unknown>>;
    const row = rows[0];
    if (!row) return undefined;
    const [user] = hydrate(this.db, User, [row]);
    const [session] = hydrate(this.db, Session, [sessionColumns(row)]);
    if (!user || !session) return undefined;
    const timeout = row.timeout_minutes;
    return {
      user,
      session,
      timeoutMinutes: timeout === null || timeout === undefined ? null : Number(timeout),
    };
  }
}

function copyOf<T extends object>(entity: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(entity) as object) as T, entity);
}

/** The `s__` columns of the caller's row, named as the sessions table names them. */
function sessionColumns(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => key.startsWith('s__'))
      .map(([key, value]) => [key.slice(3), value]),
  );
}
