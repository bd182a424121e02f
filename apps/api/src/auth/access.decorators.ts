import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { User } from '../users/user.entity.js';
import type { SessionScope } from './session.entity.js';

export const PUBLIC_ROUTE = 'access:public';
/** Which operators a route is for: super admins only, or super admins and support staff. */
export const OPERATOR_ACCESS = 'access:operators';
export type OperatorAccess = 'super_admin' | 'operators';
export const OWN_ACCOUNT_ROUTE = 'access:own-account';
export const OPEN_DURING_MAINTENANCE = 'access:open-during-maintenance';
export const SIGN_IN_ERROR = 'access:sign-in-error';
export const OPEN_DURING_TWO_FACTOR_ENROLMENT = 'access:open-during-two-factor-enrolment';

// The access keys above are set by a route's `@Endpoint` declaration (common/endpoint), the one
// place that says who may call it; the access guard reads them.

export type AuthedRequest = FastifyRequest & {
  user?: User;
  session?: { id: string; scope: SessionScope };
};

/** The signed-in user, as loaded by the access guard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthedRequest>().user!,
);

export const ClientIp = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<FastifyRequest>().ip,
);

/** The id of the session the request's token names. */
export const CurrentSessionId = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthedRequest>().session!.id,
);

export const UserAgent = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) =>
    ctx.switchToHttp().getRequest<FastifyRequest>().headers['user-agent'] ?? undefined,
);
