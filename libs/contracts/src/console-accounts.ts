import { z } from 'zod';
import { ROLES } from './constants.js';
import { AUDIT_CATEGORIES, consoleAuditRowSchema } from './console-reads.js';
import { rejectContributionSchema } from './contributions.js';
import { emailField, passwordField, phoneField } from './schemas/fields.js';

/**
 * What the operators' console writes about accounts, payments and the audit trail under
 * /api/superadmin: creating and editing accounts, deciding payments, recording a console event,
 * and verifying the audit chain.
 */

/** The statuses an operator may set; `deleted` is reached only through the delete action. */
export const EDITABLE_USER_STATUSES = ['active', 'suspended'] as const;

export type AuditEntryCategory = (typeof AUDIT_CATEGORIES)[number];

/** The registration's rule for a username. */
const usernameField = z
  .string({ error: 'usernameTooShort' })
  .trim()
  .min(2, { error: 'usernameTooShort' })
  .max(121, { error: 'invalidValue' });
const roleField = z.enum(ROLES, { error: 'roleInvalid' });
const statusField = z.enum(EDITABLE_USER_STATUSES, { error: 'invalidValue' });

/** POST /api/superadmin/users: an account made by a super admin (the console's user form). */
export const createUserSchema = z.strictObject({
  username: usernameField,
  email: emailField,
  phone: phoneField.optional(),
  password: passwordField,
  role: roleField,
  status: statusField.default('active'),
});
export type CreateUserRequest = z.input<typeof createUserSchema>;

/** PATCH /api/superadmin/users/:id: the fields sent change, at least one; `phone: null` clears it. */
export const editUserSchema = z
  .strictObject({
    username: usernameField.optional(),
    email: emailField.optional(),
    phone: phoneField.nullable().optional(),
    role: roleField.optional(),
    status: statusField.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    error: 'invalidValue',
  });
export type EditUserRequest = z.input<typeof editUserSchema>;

/** POST /api/superadmin/cash-payments/:id/validate: the group admins' two decisions. */
export const cashPaymentDecisionSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('approve') }),
    z.strictObject({ action: z.literal('reject'), reason: rejectContributionSchema.shape.reason }),
  ],
  { error: 'invalidValue' },
);
export type CashPaymentDecision = z.output<typeof cashPaymentDecisionSchema>;

/** POST /api/superadmin/crypto-payments/:id/validate. */
export const cryptoPaymentDecisionSchema = z.strictObject({
  action: z.literal('verify', { error: 'invalidValue' }),
});

/**
 * POST /api/superadmin/audit: an event of the console itself (an export, a view), recorded under
 * the caller's session. The console also sends admin_id, admin_name and timestamp: accepted and
 * ignored, the server knows who is calling and when.
 */
export const recordAuditEventSchema = z.strictObject({
  action: z
    .string({ error: 'invalidValue' })
    .trim()
    .min(1, { error: 'invalidValue' })
    .max(80, { error: 'invalidValue' }),
  details: z.string({ error: 'invalidValue' }).trim().max(2000, { error: 'invalidValue' }),
  category: z.enum(AUDIT_CATEGORIES, { error: 'invalidValue' }),
  admin_id: z.unknown().optional(),
  admin_name: z.unknown().optional(),
  timestamp: z.unknown().optional(),
});
export type RecordAuditEvent = z.input<typeof recordAuditEventSchema>;

/** An audit entry just recorded: a row of the audit list, its category one of the console's. */
export const recordedAuditEntrySchema = consoleAuditRowSchema.extend({
  category: z.enum(AUDIT_CATEGORIES),
});
export type RecordedAuditEntry = z.output<typeof recordedAuditEntrySchema>;

/**
 * Why the chain breaks at an entry:
 * - `changed`: its fields (or the hash it names as previous) no longer give its hash;
 * - `rehashed`: it was changed and its hash recomputed, which the next entry (or the chain's
 *   head) still contradicts, naming its old hash;
 * - `removed`: entries are missing before it (`id` is the entry after the gap), or after the
 *   last one (`id` null);
 * - `inserted`: it was written beside the chain, at a position the chain never gave out.
 */
export const AUDIT_CHAIN_BREAKS = ['changed', 'rehashed', 'removed', 'inserted'] as const;
export type AuditChainBreak = (typeof AUDIT_CHAIN_BREAKS)[number];

/** GET /api/superadmin/audit/verify. */
export const auditVerifyResultSchema = z.strictObject({
  ok: z.boolean(),
  /** How many entries were read. */
  checked: z.number().int(),
  /** The first entry at which the chain breaks: its id and its position (1 = the first entry). */
  firstBroken: z
    .strictObject({
      id: z.string().nullable(),
      position: z.number().int(),
      reason: z.enum(AUDIT_CHAIN_BREAKS),
    })
    .nullable(),
});
export type AuditVerifyResult = z.output<typeof auditVerifyResultSchema>;
