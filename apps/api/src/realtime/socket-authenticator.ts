import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { WebSocket } from 'ws';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import { SessionsService, type Authenticated } from '../auth/sessions.service.js';
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
   * A browser names the page that opens a socket in Origin: only the app's own pages (served
   * from this host, or at PUBLIC_URL) and CORS_ORIGINS may, so that another site cannot open a
   * socket with the cookies or tokens of someone visiting it. Programs that are not browsers
   * send no Origin and carry their token like any API client.
   */
  originAllowed(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    if (this.allowedOrigins.has(origin)) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }

  async admit(socket: WebSocket, token: string | null): Promise<Authenticated> {
    if (!token) throw new DomainError('UNAUTHENTICATED');
    const caller = await this.sessions.authenticate(token);
    if (caller.session.scope !== 'full') throw new DomainError('TWO_FACTOR_SETUP_REQUIRED');
    // Support staff use the audit trail over HTTP only: no notification or chat socket.
    if (caller.user.role === 'support') throw new DomainError('SUPPORT_ACCESS_DENIED');
    const superAdmin = caller.user.role === 'super_admin';
    if (!superAdmin) {
      const state = await this.maintenance.current();
      if (state.enabled) throw new DomainError('MAINTENANCE', state.message);
    }
    this.registry.track(socket, {
      userId: caller.user.id,
      sessionId: caller.session.id,
      superAdmin,
    });
    return caller;
  }
}
