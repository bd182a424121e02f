import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ErrorCode } from '@tontine/contracts';
import { DomainError } from '../common/domain-error.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import {
  OPEN_DURING_MAINTENANCE,
  OPEN_DURING_TWO_FACTOR_ENROLMENT,
  PUBLIC_ROUTE,
  SIGN_IN_ERROR,
  SUPER_ADMIN_ONLY,
  type AuthedRequest,
} from './access.decorators.js';
import { SessionsService } from './sessions.service.js';

/**
 * Every request passes here: who is calling (a live session on the server, not only a valid
 * token), whether maintenance shuts them out, whether the route needs a sign-in or a super
 * admin, and whether a super admin still has to set up two-factor sign-in. The UI only
 * mirrors these rules.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly maintenance: MaintenanceService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const meta = <T>(key: string) =>
      this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
    const isPublic = meta<boolean>(PUBLIC_ROUTE) ?? false;

    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    let identifyError: DomainError | undefined;
    if (bearer) {
      try {
        const caller = await this.sessions.authenticate(bearer);
        request.user = caller.user;
        request.session = caller.session;
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        identifyError = err;
      }
    }

    const superAdmin = request.user?.role === 'super_admin';
    if (!meta<boolean>(OPEN_DURING_MAINTENANCE) && !superAdmin) {
      const state = await this.maintenance.current();
      if (state.enabled) throw new DomainError('MAINTENANCE', state.message);
    }
    if (!isPublic && !request.user)
      throw identifyError ?? new DomainError(meta<ErrorCode>(SIGN_IN_ERROR) ?? 'UNAUTHENTICATED');
    if (
      !isPublic &&
      request.session?.scope === 'two_factor_enrolment' &&
      !meta<boolean>(OPEN_DURING_TWO_FACTOR_ENROLMENT)
    )
      throw new DomainError('TWO_FACTOR_SETUP_REQUIRED');
    if (meta<boolean>(SUPER_ADMIN_ONLY) && !superAdmin)
      throw new DomainError('SUPERADMIN_REQUIRED');
    return true;
  }
}
