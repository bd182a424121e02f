import type { ErrorCode } from '@tontine/contracts';
import type { z } from 'zod';

/**
 * Who may call a route. The first four are what the access guard enforces; the group ones
 * are signed-in routes whose service checks the caller's place in the group named by the call
 * (super admins pass those checks as the group's admins do).
 */
export const ENDPOINT_ACCESS = [
  /** No sign-in needed. */
  'public',
  /** Any account with a live session except support staff; the service checks the object. */
  'signed-in',
  /** The caller's own account: any signed-in account, support staff included. */
  'own-account',
  /** Accounts not yet in the group: its members are told they already are. */
  'newcomer',
  /** The group's members and admins, and super admins. */
  'group-member',
  /** The group's admins, and super admins. */
  'group-admin',
  /** Who handles the group's money: its admins and treasurers, and super admins. */
  'group-treasurer',
  /** The platform's operators: super admins and support staff. */
  'operators',
  /** Super admins only. */
  'super-admin',
] as const;
export type EndpointAccess = (typeof ENDPOINT_ACCESS)[number];

/** A response header the route sets, as the reference shows it. */
export interface HeaderNote {
  description?: string;
  schema: Record<string, unknown>;
}

/** The successful answer, beyond its schema. */
export interface SuccessNotes {
  description: string;
  /** The status of a handler that writes its own answer; otherwise Nest's (or `@HttpCode`). */
  status?: number;
  /** Default `application/json`. */
  mediaTypes?: string[];
  headers?: Record<string, HeaderNote>;
}

/** A request body the handler reads itself (an upload), which no schema pipe declares. */
export interface RawRequestBody {
  required?: boolean;
  description?: string;
  content: Record<string, { schema?: Record<string, unknown>; example?: unknown }>;
}

/**
 * Everything a route says about itself, in one place on its controller method: who may call
 * it, what it does, what it answers and with which refusals. The access guard reads `access`
 * and the flags; the API reference is built from the whole; the route × caller table of the
 * API tests reads `access` back from the reference. The body and the query are declared by the
 * schema pipes that validate them (`@Body(new ZodPipe(schema))`), so that what is documented is
 * what is checked.
 */
export interface EndpointDeclaration {
  summary: string;
  /** Markdown, shown after the generated line that says who may call. */
  description?: string;
  access: EndpointAccess;
  /**
   * The codes the handler's service refuses with. Those of the layers in front of it (sign-in,
   * maintenance, the schemas, the media type) are added from `access`, the flags and the pipes.
   */
  errors?: readonly ErrorCode[];
  /** The schema of the JSON answer, in its output form: the tests validate every answer with it. */
  response?: z.ZodType;
  success: SuccessNotes;
  /** The body of a handler that reads the request itself, which no pipe declares. */
  requestBody?: RawRequestBody;
  /**
   * The body may also come as a form (`application/x-www-form-urlencoded`), read with the same
   * schema: for senders that post nothing else (an SMS gateway's callbacks, a mail client's
   * one-click unsubscribe). Every other route refuses a form with 415.
   */
  formBody?: true;
  /** Descriptions of path and query parameters and headers, by name. */
  parameters?: Record<string, string>;
  /** Answers while maintenance is on (sign-in, who am I, health, the maintenance calls). */
  openDuringMaintenance?: true;
  /** Open to an operator's enrolment session: who am I, setting up two-factor, signing out. */
  openDuringTwoFactorEnrolment?: true;
  /** The code a caller without a sign-in gets, when the documents name one for this route. */
  signInError?: ErrorCode;
}
