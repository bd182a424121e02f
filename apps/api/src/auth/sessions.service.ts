import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '@tontine/contracts';
import { IsNull, LessThan, Not, Repository, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { DomainEvents } from '../events/domain-events.service.js';
import type { User } from '../users/user.entity.js';
import { CallerViews } from './caller-views.service.js';
import { Session, type SessionScope } from './session.entity.js';
import { TokenService, type AccessClaims } from './token.service.js';
import { UserPresence } from './user-presence.entity.js';

/** Why a session ended, kept with it. */
export type RevokeReason =
  | 'sign_out'
  | 'sign_out_everywhere'
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'suspended'
  | 'deleted'
  | 'role_changed'
  | 'idle';

export interface Authenticated {
  user: User;
  session: { id: string; scope: SessionScope };
}

/** last_seen_at moves at most once a minute: the idle timeout counts in minutes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Sessions on the server. An access token names its session; every request and every socket
 * reads the session with its user in one query, so that a session ended for any reason (or
 * unused for longer than its owner's timeout, or whose account is suspended) is refused at
 * once, everywhere, even though its token has not expired.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(UserPresence) private readonly presence: Repository<UserPresence>,
    private readonly tokens: TokenService,
    private readonly callers: CallerViews,
    private readonly events: DomainEvents,
  ) {}

  async open(
    user: User,
    context: { ip?: string; userAgent?: string; scope?: SessionScope },
    manager: EntityManager = this.sessions.manager,
  ): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
    const now = new Date();
    const id = newId();
    const { token, expiresAt } = await this.tokens.issue({
      sub: user.id,
      role: user.role,
      sid: id,
    });
    await manager.getRepository(Session).insert({
      id,
      userId: user.id,
      scope: context.scope ?? 'full',
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      revokedAt: null,
      revokedReason: null,
      ipAddress: context.ip?.slice(0, 64) ?? null,
      userAgent: context.userAgent?.slice(0, 255) ?? null,
    });
    await markSeen(manager, user.id, now);
    // Sessions long past their expiry are of no use to anyone: the user's own go at sign-in.
    // Found by a plain read and deleted by id: a ranged DELETE takes gap locks on the user's
    // sessions and deadlocked with a password change ending them at the same moment.
    const stale = await manager.getRepository(Session).find({
      select: { id: true },
      where: { userId: user.id, expiresAt: LessThan(new Date(now.getTime() - 30 * 86_400_000)) },
    });
    if (stale.length) await manager.getRepository(Session).delete(stale.map((s) => s.id));
    return { token, expiresAt, sessionId: id };
  }

  /** The caller of a request or a socket, from its bearer token. */
  async authenticate(token: string): Promise<Authenticated> {
    return this.admit(await this.tokens.verify(token));
  }

  /** The caller of a chat socket opened with a ticket: the same checks as its session's token. */
  async authenticateChatTicket(ticket: string, groupId: string): Promise<Authenticated> {
    return this.admit(await this.tokens.verifyChatTicket(ticket, groupId));
  }

  /** A ticket for the caller's own session (POST /api/chat/socket-ticket). */
  chatTicket(user: User, sessionId: string, groupId: string, seconds: number) {
    return this.tokens.issueChatTicket(
      { sub: user.id, role: user.role, sid: sessionId },
      groupId,
      seconds,
    );
  }

  private async admit(claims: AccessClaims): Promise<Authenticated> {
    const caller = await this.callers.read(claims.sid, claims.sub);
    if (!caller) throw new DomainError('SESSION_REVOKED');
    const { user, session } = caller;
    if (user.status === 'suspended') throw new DomainError('ACCOUNT_SUSPENDED');
    if (user.status !== 'active') throw new DomainError('UNAUTHENTICATED');
    if (session.revokedAt) throw new DomainError('SESSION_REVOKED');
    const now = Date.now();
    if (session.expiresAt.getTime() <= now) throw new DomainError('SESSION_EXPIRED');
    const idleMinutes = caller.timeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES;
    if (now - session.lastSeenAt.getTime() > idleMinutes * 60_000) {
      await this.sessions.update(
        { id: session.id, revokedAt: IsNull() },
        { revokedAt: new Date(), revokedReason: 'idle' },
      );
      throw new DomainError('SESSION_EXPIRED');
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const at = new Date(now);
      // Side by side on two connections: the account's presence costs the request no extra wait.
      await Promise.all([
        this.sessions.update({ id: session.id }, { lastSeenAt: at }),
        markSeen(this.presence.manager, user.id, at),
      ]);
    }
    return { user, session: { id: session.id, scope: session.scope } };
  }

  /** Ends one session of the user (signing out). */
  async revoke(userId: string, sessionId: string, reason: RevokeReason): Promise<void> {
    await this.sessions.update(
      { id: sessionId, userId, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedReason: reason },
    );
    await this.events.emit('sessions.ended', {
      userId,
      reason: 'SESSION_REVOKED',
      only: sessionId,
    });
  }

  /**
   * Ends every session of the user but `keep` (the one making the change, if it stays): their
   * tokens answer 401 from now on, and their open sockets close on every instance.
   */
  async revokeAll(userId: string, reason: RevokeReason, keep?: string): Promise<void> {
    await this.sessions.update(
      { userId, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) },
      { revokedAt: new Date(), revokedReason: reason },
    );
    await this.events.emit('sessions.ended', {
      userId,
      reason: reason === 'suspended' ? 'ACCOUNT_SUSPENDED' : 'SESSION_REVOKED',
      keep,
    });
  }

  /**
   * The account's last sign-in or API call (to the minute), null if never seen since presence
   * was recorded: the same figure the console's users list and active-user count read.
   */
  async lastSeenOf(userId: string): Promise<Date | null> {
    const row = await this.presence.findOneBy({ userId });
    return row?.lastSeenAt ?? null;
  }

  /** A super admin who just set up two-factor sign-in may now do everything. */
  async widen(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId }, { scope: 'full' });
  }
}

/** The account was seen now (user_presence): one upsert, the same statement on both databases. */
function markSeen(manager: EntityManager, userId: string, at: Date): Promise<unknown> {
  return manager.getRepository(UserPresence).upsert({ userId, lastSeenAt: at }, ['userId']);
}
