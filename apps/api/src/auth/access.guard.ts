import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ErrorCode } from '@tontine/contracts';
import { DomainError } from '../common/domain-error.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import {
  OPEN_DURING_MAINTENANCE,
  OPEN_DURING_TWO_FACTOR_ENROLMENT,
  PUBLIC_ROUTE,
  OPERATOR_ACCESS,
  OWN_ACCOUNT_ROUTE,
  SIGN_IN_ERROR,
  type AuthedRequest,
  type OperatorAccess,
} from './access.decorators.js';
import { SessionsService } from './sessions.service.js';

/**
 * Every request passes here: who is calling (a live session on the server, not only a valid
 * token), whether maintenance shuts them out, whether the route needs a sign-in, a super admin
 * or an operator, and whether an operator still has to set up two-factor sign-in. A support
 * account is refused every route not marked for operators or for its own account: its least
 * privilege is the default, so a route added later is closed to it unless marked. The UI only
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
    if (!isPublic && !request.user) {
      // A token that names no one is no sign-in: the route's own code for that, when it names
      // one, whether the token is absent or unreadable. An ended session keeps its own code.
      if (identifyError && identifyError.code !== 'UNAUTHENTICATED') throw identifyError;
      throw new DomainError(meta<ErrorCode>(SIGN_IN_ERROR) ?? 'UNAUTHENTICATED');
    }
    if (
      !isPublic &&
      request.session?.scope === 'two_factor_enrolment' &&
      !meta<boolean>(OPEN_DURING_TWO_FACTOR_ENROLMENT)
    )
      throw new DomainError('TWO_FACTOR_SETUP_REQUIRED');
    const operators = meta<OperatorAccess>(OPERATOR_ACCESS);
    if (operators === 'super_admin' && !superAdmin) throw new DomainError('SUPERADMIN_REQUIRED');
    const role = request.user?.role;
    if (operators === 'operators' && role !== 'super_admin' && role !== 'support')
      throw new DomainError('OPERATOR_REQUIRED');
    if (role === 'support' && !isPublic && !operators && !meta<boolean>(OWN_ACCOUNT_ROUTE))
      throw new DomainError('SUPPORT_ACCESS_DENIED');
    return true;
  }
}
