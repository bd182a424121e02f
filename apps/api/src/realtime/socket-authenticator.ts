import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Inject, Injectable } from '@nestjs/common';
import type { WebSocket } from 'ws';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import { SessionsService, type Authenticated } from '../auth/sessions.service.js';
import type { User } from '../users/user.entity.js';
import { SocketRegistry } from './socket-registry.service.js';

/**
 * What every WebSocket passes before it is served, the same rules as an HTTP request: a live
 * session (a token alone is not enough), a full one (not a super admin's two-factor
 * enrolment), support staff refused (least privilege), and maintenance shutting out everyone but
 * super admins. An admitted socket is
 * registered so that whatever later ends its session closes it.
 */
@Injectable()
export class SocketAuthenticator {
  private readonly allowedOrigins: Set<string>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly maintenance: MaintenanceService,
    private readonly registry: SocketRegistry,
  ) {
    this.allowedOrigins = new Set([
      new URL(config.publicUrl).origin,
      ...config.corsOrigins.map((o) => new URL(o).origin),
    ]);
  }

  /**
   * A browser names the page that opens a socket in Origin: only the app's own pages may, so
   * that another site cannot open a socket with the cookies or tokens of someone visiting it.
   * Programs that are not browsers send no Origin and carry their token like any API client.
   *
   * The whole origin counts (scheme, host and port), never the host alone: an https page is
   * another origin than the http one of the same host. The app's own pages are those of
   * PUBLIC_URL (behind a TLS-terminating proxy, its https address: the proxy's scheme is not
   * read from X-Forwarded-Proto, which the API does not trust from anyone), of CORS_ORIGINS,
   * and of this server reached directly, with the scheme of the connection itself.
   */
  originAllowed(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    // A ticket is no ambient credential: whoever holds one got it through a signed-in request.
    // The desktop console's page (a file, Origin "null") opens its chat sockets with one.
    if (new URL(request.url ?? '/', 'http://localhost').searchParams.has('ticket')) return true;
    const sent = originOf(origin);
    if (!sent) return false;
    if (this.allowedOrigins.has(sent)) return true;
    const scheme = (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
    return sent === originOf(`${scheme}://${request.headers.host ?? ''}`);
  }

  /** A ticket that opens this group's chat socket for the caller's session, for a minute. */
  chatTicket(user: User, sessionId: string, groupId: string, seconds: number) {
    return this.sessions.chatTicket(user, sessionId, groupId, seconds);
  }

  /**
   * `credential`: the session token, or a chat socket ticket with the group it was issued
   * for (SessionsService.authenticateChatTicket). Answers before the handshake completes.
   */
  async admit(
    credential: string | { ticket: string; groupId: string } | null,
  ): Promise<Authenticated> {
    if (!credential) throw new DomainError('UNAUTHENTICATED');
    const caller =
      typeof credential === 'string'
        ? await this.sessions.authenticate(credential)
        : await this.sessions.authenticateChatTicket(credential.ticket, credential.groupId);
    if (caller.session.scope !== 'full') throw new DomainError('TWO_FACTOR_SETUP_REQUIRED');
    // Support staff use the audit trail over HTTP only: no notification or chat socket.
    if (caller.user.role === 'support') throw new DomainError('SUPPORT_ACCESS_DENIED');
    if (caller.user.role !== 'super_admin') {
      const state = await this.maintenance.current();
      if (state.enabled) throw new DomainError('MAINTENANCE', state.message);
    }
    return caller;
  }

  /** Registers an admitted socket, so that whatever later ends its session closes it. */
  track(socket: WebSocket, { user, session }: Authenticated): void {
    this.registry.track(socket, {
      userId: user.id,
      sessionId: session.id,
      superAdmin: user.role === 'super_admin',
    });
  }
}

/** The origin as browsers compare it (lower-case host, default port dropped), or null. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
