import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ErrorCode } from '@tontine/contracts';
import { DomainError } from '../common/domain-error.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import { UsersService } from '../users/users.service.js';
import {
  OPEN_DURING_MAINTENANCE,
  PUBLIC_ROUTE,
  SIGN_IN_ERROR,
  SUPER_ADMIN_ONLY,
  type AuthedRequest,
} from './access.decorators.js';
import { TokenService } from './token.service.js';

/**
 * Every request passes here: who is calling, whether maintenance shuts them out, and
 * whether the route needs a sign-in or a super admin. The UI only mirrors these rules.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
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
        request.user = await this.identify(bearer);
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
    if (meta<boolean>(SUPER_ADMIN_ONLY) && !superAdmin)
      throw new DomainError('SUPERADMIN_REQUIRED');
    return true;
  }

  private async identify(token: string) {
    const claims = await this.tokens.verify(token);
    const user = await this.users.findById(claims.sub);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    if (user.status === 'suspended') throw new DomainError('ACCOUNT_SUSPENDED');
    return user;
  }
}
