import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ErrorCode } from '@tontine/contracts';
import type { FastifyRequest } from 'fastify';
import type { User } from '../users/user.entity.js';
import type { SessionScope } from './session.entity.js';

export const PUBLIC_ROUTE = 'access:public';
/** Which operators a route is for: 'super_admin' (SuperAdminOnly) or 'operators' (OperatorsOnly). */
export const OPERATOR_ACCESS = 'access:operators';
export type OperatorAccess = 'super_admin' | 'operators';
export const OWN_ACCOUNT_ROUTE = 'access:own-account';
export const OPEN_DURING_MAINTENANCE = 'access:open-during-maintenance';
export const SIGN_IN_ERROR = 'access:sign-in-error';
export const OPEN_DURING_TWO_FACTOR_ENROLMENT = 'access:open-during-two-factor-enrolment';

/** No sign-in needed. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
/** Only accounts with role super_admin. */
export const SuperAdminOnly = () => SetMetadata(OPERATOR_ACCESS, 'super_admin' as OperatorAccess);
/**
 * The platform's operators: super admins and support staff. On a handler it overrides a
 * controller's SuperAdminOnly (the audit routes of an otherwise super-admin controller).
 */
export const OperatorsOnly = () => SetMetadata(OPERATOR_ACCESS, 'operators' as OperatorAccess);
/**
 * The caller's own account (who am I, signing out, two-factor, settings, password): the only
 * routes besides OperatorsOnly ones that a support account may call. Least privilege is the
 * default for support: a route without one of these marks answers 403 to it.
 */
export const OwnAccountRoute = () => SetMetadata(OWN_ACCOUNT_ROUTE, true);
/** Answers even while maintenance is on (login, health, the maintenance calls). */
export const OpenDuringMaintenance = () => SetMetadata(OPEN_DURING_MAINTENANCE, true);

/**
 * Open to a super admin's enrolment session (TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS): who am I,
 * setting up two-factor sign-in, signing out. Every other route answers 403 to it.
 */
export const OpenDuringTwoFactorEnrolment = () =>
  SetMetadata(OPEN_DURING_TWO_FACTOR_ENROLMENT, true);

/** The error a caller without a token gets on this route, when the documents name one. */
export const SignInError = (code: ErrorCode) => SetMetadata(SIGN_IN_ERROR, code);

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
