import { errorCatalog, type ErrorBody, type ErrorCode } from '@tontine/contracts';
import { z } from 'zod';
import type { DiscoveredRoute } from './route-discovery.js';

const ERROR_CODES = Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]];

/** The body of every error answer of the API: `{ detail, code, field?, message_key?, request_id? }`. */
export const errorBodySchema = z
  .object({
    detail: z.string().meta({ description: 'The message for a person, in French.' }),
    code: z.enum(ERROR_CODES).meta({
      description: 'A stable code; the clients translate it (libs/contracts/src/errors.ts).',
    }),
    field: z.string().optional().meta({ description: 'The field a validation error is about.' }),
    message_key: z.string().optional().meta({
      description: 'The message key of a validation error (libs/contracts/src/messages.ts).',
    }),
    request_id: z.string().optional().meta({
      description: 'The request id, also in the X-Request-Id header and the log line.',
    }),
  })
  .meta({ description: 'Every error answer of the API.' });

// The schema says what the contracts' ErrorBody says: a field added to one and not to the
// other fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsContracts: Same<z.output<typeof errorBodySchema>, ErrorBody> = true;
void sameAsContracts;

/** The status each error code is answered with: the contracts' catalogue. */
export function statusOf(code: ErrorCode): number {
  return errorCatalog[code].status;
}

export function englishMessageOf(code: ErrorCode): string {
  return errorCatalog[code].message.en;
}

/** What `detail` says: the French message. */
export function frenchMessageOf(code: ErrorCode): string {
  return errorCatalog[code].message.fr;
}

/**
 * The refusals every route gets from the layers in front of its handler: the access guard
 * (sign-in, a live session, maintenance, a super admin's enrolment, super admins only), the
 * body readers (unreadable JSON, numbers a double would round, a body that is not JSON nor the
 * upload's multipart) and the schema pipes or the unread-body check (a body or query the route
 * does not accept).
 */
export function refusalsBeforeTheHandler(route: DiscoveredRoute): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const { access } = route;
  if (!access.public) {
    codes.push(access.signInError ?? 'UNAUTHENTICATED', 'SESSION_EXPIRED', 'SESSION_REVOKED');
    codes.push('ACCOUNT_SUSPENDED');
    if (!access.openDuringTwoFactorEnrolment) codes.push('TWO_FACTOR_SETUP_REQUIRED');
  }
  if (access.superAdminOnly) codes.push('SUPERADMIN_REQUIRED');
  if (access.operatorsOnly) codes.push('OPERATOR_REQUIRED');
  if (!access.public && !access.superAdminOnly && !access.operatorsOnly && !access.ownAccount)
    codes.push('SUPPORT_ACCESS_DENIED');
  if (!access.openDuringMaintenance) codes.push('MAINTENANCE');
  const writes = route.method !== 'GET' && route.method !== 'HEAD';
  if (route.body || route.query || writes) codes.push('VALIDATION_FAILED');
  if (writes) codes.push('MALFORMED_BODY', 'NUMBER_NOT_EXACT', 'UNSUPPORTED_MEDIA_TYPE');
  return codes;
}

/**
 * What any route may answer besides the refusals above and its own: the exception filter's and
 * the router's answers to failures no handler names (the server failed, the database went away,
 * a value the column cannot hold, a path parameter too long to name anything, a framework's own
 * refusal of that status).
 */
export const ANY_ROUTE_FAILURES: readonly ErrorCode[] = [
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'VALUE_OUT_OF_RANGE',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
];
