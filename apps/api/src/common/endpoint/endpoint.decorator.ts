import { applyDecorators, SetMetadata } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  OPEN_DURING_MAINTENANCE,
  OPEN_DURING_TWO_FACTOR_ENROLMENT,
  OPERATOR_ACCESS,
  OWN_ACCOUNT_ROUTE,
  PUBLIC_ROUTE,
  SIGN_IN_ERROR,
  type OperatorAccess,
} from '../../auth/access.decorators.js';
import type { EndpointDeclaration } from './endpoint-declaration.js';

/** The metadata key of a route's declaration. */
export const ENDPOINT_DECLARATION = 'endpoint:declaration';

/**
 * The one declaration of a route (endpoint-declaration.ts): stored for the API reference, and
 * turned into the metadata the access guard reads, so that who may call is said once.
 */
export function Endpoint(declaration: EndpointDeclaration): MethodDecorator {
  const { access } = declaration;
  const operators: OperatorAccess | undefined =
    access === 'super-admin' ? 'super_admin' : access === 'operators' ? 'operators' : undefined;
  return applyDecorators(
    SetMetadata(ENDPOINT_DECLARATION, declaration),
    SetMetadata(PUBLIC_ROUTE, access === 'public'),
    SetMetadata(OWN_ACCOUNT_ROUTE, access === 'own-account'),
    ...(operators ? [SetMetadata(OPERATOR_ACCESS, operators)] : []),
    SetMetadata(OPEN_DURING_MAINTENANCE, declaration.openDuringMaintenance ?? false),
    SetMetadata(
      OPEN_DURING_TWO_FACTOR_ENROLMENT,
      declaration.openDuringTwoFactorEnrolment ?? false,
    ),
    ...(declaration.signInError ? [SetMetadata(SIGN_IN_ERROR, declaration.signInError)] : []),
    // Read by the form parser (json-only-bodies.ts) before any guard runs.
    ...(declaration.formBody ? [RouteConfig({ formBody: true })] : []),
  ) as MethodDecorator;
}
