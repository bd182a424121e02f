import { Inject, Injectable } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@tontine/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { ServerCaches } from '../common/server-caches.service.js';
import { PlatformSettings } from '../documents/platform-settings.service.js';

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The session on the server this token opens (auth/sessions.service.ts). */
  sid: string;
}

/**
 * Access tokens: HS256 JWTs that expire after SESSION_EXPIRY_HOURS and name a session kept on
 * the server, which can end sooner (SessionsService).
 */
@Injectable()
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly settings: PlatformSettings,
    caches: ServerCaches,
  ) {
    this.key = new TextEncoder().encode(config.jwtSecret);
    caches.register('verified-tokens', () => this.verified.clear());
  }

  async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
    // The console's session_expiry_hours (config document), for sessions opened from now on.
    const expiresAt = new Date(Date.now() + this.settings.sessionExpiryHours() * 3_600_000);
    const token = await new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setIssuer('tontine')
      .sign(this.key);
    return { token, expiresAt };
  }

  /**
   * A chat socket ticket (CHAT_SOCKET_TICKET_SECONDS): the caller's session, one group, and an
   * audience that every other check refuses, so it opens that chat socket and nothing else.
   * It lets a client that never holds the session token (the desktop console's renderer)
   * open a socket without the token reaching it.
   */
  async issueChatTicket(
    claims: AccessClaims,
    groupId: string,
    seconds: number,
  ): Promise<{ ticket: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + seconds * 1000);
    const ticket = await new SignJWT({ role: claims.role, sid: claims.sid, gid: groupId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setAudience(CHAT_TICKET_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setIssuer('tontine')
      .sign(this.key);
    return { ticket, expiresAt };
  }

  /** The claims of a chat socket ticket for this group; anything else is refused. */
  async verifyChatTicket(ticket: string, groupId: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        issuer: 'tontine',
        audience: CHAT_TICKET_AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sid !== 'string' || payload.gid !== groupId)
        throw new DomainError('UNAUTHENTICATED');
      return { sub: String(payload.sub), role: payload.role as Role, sid: payload.sid };
    } catch (err) {
      if (err instanceof DomainError) throw err;
      if (err instanceof errors.JWTExpired) throw new DomainError('SESSION_EXPIRED');
      throw new DomainError('UNAUTHENTICATED');
    }
  }

  /**
   * A token's signature never changes: once checked it is remembered until it expires, which
   * saves an HMAC through WebCrypto on every request and every chat message.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      this.verified.delete(token);
      throw new DomainError('SESSION_EXPIRED');
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'tontine',
        algorithms: ['HS256'],
      });
      // A ticket (it has an audience) is no access token: it only opens its chat socket.
      if (payload.aud !== undefined) throw new DomainError('UNAUTHENTICATED');
      // A token from before sessions existed names none: it has to sign in again.
      if (typeof payload.sid !== 'string') throw new DomainError('SESSION_REVOKED');
      const claims = { sub: String(payload.sub), role: payload.role as Role, sid: payload.sid };
      this.remember(token, claims, (payload.exp ?? 0) * 1000);
      return claims;
    } catch (err) {
      if (err instanceof DomainError) throw err;
      if (err instanceof errors.JWTExpired) throw new DomainError('SESSION_EXPIRED');
      throw new DomainError('UNAUTHENTICATED');
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAt: number): void {
    // Bounded: the oldest entry leaves first (a Map keeps insertion order).
    if (this.verified.size >= VERIFIED_TOKENS_KEPT)
      this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, expiresAt });
  }
}

const VERIFIED_TOKENS_KEPT = 10_000;

const CHAT_TICKET_AUDIENCE = 'chat-socket';
