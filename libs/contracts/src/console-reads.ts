import { CHAIN_FAILURE_REASONS, CHAIN_STATUSES } from './crypto-payments.js';
import { ROLES, USER_STATUSES } from './constants.js';
import { z } from 'zod';
import { CONTRIBUTION_METHODS, CRYPTO_NETWORKS } from './contributions.js';
import { MPESA_PAYMENT_STATUSES } from './mpesa.js';
import { MPESA_PAYBILL_STATUSES } from './mpesa-paybill.js';
import { MPESA_PAYOUT_STATUSES } from './mpesa-payouts.js';
import { GROUP_STATUSES } from './groups.js';

/**
 * What the operators' console reads under /api/superadmin: the lists (keyset pages), the
 * statistics and the monitoring figures. Field names as the console's entities name them
 * (snake_case), ids as strings, money as decimal strings, times as ISO strings.
 */

export const CONSOLE_PAGE_SIZE_DEFAULT = 50;
export const CONSOLE_PAGE_SIZE_MAX = 200;

/** A page of a console list, newest first; `nextCursor` is null on the last page. */
export interface ConsolePage<T> {
  items: T[];
  nextCursor: string | null;
}
export const consolePageSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), nextCursor: z.string().nullable() });

const consolePageQuery = z.object({
  cursor: z.string().max(300, { error: 'invalidValue' }).optional(),
  limit: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(CONSOLE_PAGE_SIZE_MAX, { error: 'invalidValue' })
    .default(CONSOLE_PAGE_SIZE_DEFAULT),
});
/** A filter of the list; an empty value (`?status=`) means no filter, as a blank select sends. */
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(values, { error: 'invalidValue' }).optional(),
  );
/** A text searched as a substring, whatever its case; blank means no search. */
const searchText = z
  .string()
  .trim()
  .max(100, { error: 'invalidValue' })
  .optional()
  .transform((q) => (q ? q : undefined));

export const CONSOLE_USER_STATUSES = ['active', 'suspended'] as const;
export const CONSOLE_USER_ROLES = ['member', 'admin', 'super_admin', 'support'] as const;
export const CONTRIBUTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SYSTEM_LOG_LEVELS = ['error', 'warn'] as const;
export type SystemLogLevel = (typeof SYSTEM_LOG_LEVELS)[number];
/** The audit categories of the console's entity. */
export const AUDIT_CATEGORIES = [
  'user_management',
  'payment_validation',
  'system_config',
  'content_management',
  'group_management',
] as const;

/**
 * Every action the server writes to the audit trail, each labelled by the console in French,
 * English and Swahili. A console event (POST /api/superadmin/audit) carries its own words.
 */
export const AUDIT_ACTIONS = [
  'ad_image_uploaded',
  'backup_created',
  'cache_cleared',
  'cash_recorded_for_member',
  'chat_flags_dismissed',
  'chat_message_deleted',
  'chat_moderators_set',
  'config_updated',
  'content_updated',
  'contribution_approved',
  'contribution_rejected',
  'contribution_reversed',
  'crypto_payment_verified',
  'data_exported',
  'database_optimized',
  'deploy_failed',
  'deploy_refused',
  'deploy_succeeded',
  'document_restored',
  'document_saved',
  'exchange_rate_set',
  'fine_payment_approved',
  'fine_payment_rejected',
  'fine_recorded_paid',
  'fine_waived',
  'group_deleted',
  'group_rules_changed',
  'join_request_accepted',
  'join_request_rejected',
  'loan_approved',
  'loan_disbursed',
  'loan_mpesa_disbursement_requested',
  'loan_rejected',
  'loan_repayment_recorded',
  'loan_taken_over',
  'maintenance_disabled',
  'maintenance_enabled',
  'member_excluded',
  'member_role_changed',
  'mpesa_balance_requested',
  'mpesa_payment_assigned',
  'mpesa_payment_confirmed',
  'mpesa_payment_refunded',
  'mpesa_payout_requested',
  'mpesa_statement_imported',
  'payment_proof_viewed',
  'payout_method_changed',
  'payout_order_set',
  'payout_recorded',
  'restart_refused',
  'restart_requested',
  'saving_approved',
  'saving_recorded',
  'saving_rejected',
  'savings_rules_changed',
  'savings_shared_out',
  'turn_swap_approved',
  'turn_swap_rejected',
  'user_activated',
  'user_created',
  'user_deleted',
  'user_suspended',
  'user_updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/superadmin/users */
export const consoleUsersQuerySchema = consolePageQuery.extend({
  status: optionalEnum(CONSOLE_USER_STATUSES),
  role: optionalEnum(CONSOLE_USER_ROLES),
  q: searchText,
});
export type ConsoleUsersQuery = z.output<typeof consoleUsersQuerySchema>;

/**
 * GET /api/superadmin/stats and /stats/monthly. The figures are shared between operators for a
 * few seconds; `fresh=true` (the console's refresh button) computes them anew, for everyone.
 */
export const consoleStatsQuerySchema = z.object({
  fresh: z
    .enum(['true', 'false'], { error: 'invalidValue' })
    .optional()
    .transform((fresh) => fresh === 'true'),
});
export type ConsoleStatsQuery = z.output<typeof consoleStatsQuerySchema>;

/** GET /api/superadmin/groups */
export const consoleGroupsQuerySchema = consolePageQuery.extend({
  status: optionalEnum(GROUP_STATUSES),
  q: searchText,
});
export type ConsoleGroupsQuery = z.output<typeof consoleGroupsQuerySchema>;

/** GET /api/superadmin/transactions */
export const consoleTransactionsQuerySchema = consolePageQuery;
export type ConsolePageQuery = z.output<typeof consolePageQuery>;

/** GET /api/superadmin/cash-payments and /crypto-payments */
export const consolePaymentsQuerySchema = consolePageQuery.extend({
  status: optionalEnum(CONTRIBUTION_STATUSES),
});
export type ConsolePaymentsQuery = z.output<typeof consolePaymentsQuerySchema>;

/** GET /api/superadmin/system-logs */
export const consoleSystemLogsQuerySchema = consolePageQuery.extend({
  level: optionalEnum(SYSTEM_LOG_LEVELS),
});
export type ConsoleSystemLogsQuery = z.output<typeof consoleSystemLogsQuerySchema>;

/** GET /api/superadmin/audit */
export const consoleAuditQuerySchema = consolePageQuery.extend({
  category: optionalEnum(AUDIT_CATEGORIES),
  q: searchText,
});
export type ConsoleAuditQuery = z.output<typeof consoleAuditQuerySchema>;

export const consoleUserRowSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  role: z.enum(ROLES),
  created_at: z.string(),
  /** The last sign-in or API call, to the minute; null when never seen since it was recorded. */
  last_seen_at: z.string().nullable(),
});
export type ConsoleUserRow = z.output<typeof consoleUserRowSchema>;

export const consoleGroupRowSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  member_count: z.number().int(),
  max_members: z.number().int(),
  admin_id: z.string(),
  admin_name: z.string(),
  currency: z.string(),
  contribution_amount: z.string(),
  created_at: z.string(),
});
export type ConsoleGroupRow = z.output<typeof consoleGroupRowSchema>;

/** A contribution (any method and status) or a payout. */
export const consoleTransactionRowSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(['contribution', 'payout']),
  user_name: z.string(),
  group_name: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** A contribution's status; a payout is always 'paid'. */
  status: z.enum([...CONTRIBUTION_STATUSES, 'paid']),
  /** A contribution's method; null for a payout. */
  method: z.enum(CONTRIBUTION_METHODS).nullable(),
  created_at: z.string(),
});
export type ConsoleTransactionRow = z.output<typeof consoleTransactionRowSchema>;

export const consoleCashPaymentRowSchema = z.strictObject({
  id: z.string(),
  user_name: z.string(),
  group_name: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(CONTRIBUTION_STATUSES),
  created_at: z.string(),
});
export type ConsoleCashPaymentRow = z.output<typeof consoleCashPaymentRowSchema>;

export const consoleCryptoPaymentRowSchema = z.strictObject({
  id: z.string(),
  user_name: z.string(),
  group_name: z.string(),
  amount: z.string(),
  token_symbol: z.string().nullable(),
  tx_hash: z.string().nullable(),
  network: z.enum(CRYPTO_NETWORKS).nullable(),
  /** What the chain shows (the console's pending → confirmed; failed shown as neither). */
  status: z.enum(CHAIN_STATUSES),
  failure_reason: z.enum(CHAIN_FAILURE_REASONS).nullable(),
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  /** The transaction on the network's explorer; null when the network is no longer configured. */
  explorer_url: z.string().nullable(),
  /**
   * The group admin's validation, which follows the chain's confirmation. A fine's or a saving's
   * payment has no validation: it is pending, then approved (paid into the fund) or rejected (to
   * pay again) as the chain decides.
   */
  contribution_status: z.enum(CONTRIBUTION_STATUSES),
  /** The late fine the payment pays; null for a contribution. */
  fine_id: z.string().nullable(),
  /** The saving into the group's fund the payment pays; null otherwise. */
  saving_id: z.string().nullable(),
  created_at: z.string(),
});
export type ConsoleCryptoPaymentRow = z.output<typeof consoleCryptoPaymentRowSchema>;

export const consoleSystemLogRowSchema = z.strictObject({
  id: z.string(),
  level: z.enum(SYSTEM_LOG_LEVELS),
  message: z.string(),
  /** The logged object's other fields (request id, error stack, …) as JSON text, or null. */
  context: z.string().nullable(),
  timestamp: z.string(),
});
export type ConsoleSystemLogRow = z.output<typeof consoleSystemLogRowSchema>;

export const consoleAuditRowSchema = z.strictObject({
  id: z.string(),
  timestamp: z.string(),
  admin_id: z.string().nullable(),
  admin_name: z.string(),
  action: z.string(),
  details: z.string(),
  category: z.string(),
  ip_address: z.string().nullable(),
});
export type ConsoleAuditRow = z.output<typeof consoleAuditRowSchema>;

export const HEALTH_CHECK_NAMES = ['database', 'redis', 'smtp'] as const;
export const healthCheckSchema = z.strictObject({
  name: z.enum(HEALTH_CHECK_NAMES),
  ok: z.boolean(),
  /** False when the deployment has no such service (no REDIS_URL, no SMTP_URL). */
  configured: z.boolean(),
});
export type HealthCheck = z.output<typeof healthCheckSchema>;

/** GET /api/superadmin/stats */
export const platformStatsDtoSchema = z.strictObject({
  totalUsers: z.number().int(),
  totalGroups: z.number().int(),
  activeGroups: z.number().int(),
  /** Approved contributions and payouts: money that moved. */
  totalTransactions: z.number().int(),
  /** Approved contributions in KES, exact. */
  totalRevenue: z.string(),
  revenueCurrency: z.literal('KES'),
  /** Approved contributions in every other currency, each apart: never summed with KES. */
  otherRevenue: z.array(z.strictObject({ currency: z.string(), amount: z.string() })),
  /** Accounts that signed in or called the API in the last 24 hours. */
  activeUsers: z.number().int(),
  /** The share of the configured checks that pass, 0–100. */
  systemHealth: z.number(),
  healthChecks: z.array(healthCheckSchema),
  /** The share of 5xx answers in the last hour, in percent with two decimals ("0.00"). */
  errorRate: z.string(),
  /** API starts recorded (each start records its version). */
  deployments: z.number().int(),
  currentVersion: z.string(),
});
export type PlatformStatsDto = z.output<typeof platformStatsDtoSchema>;

/** GET /api/superadmin/stats/monthly: the last 12 calendar months (UTC), oldest first. */
export const platformMonthlyDtoSchema = z.strictObject({
  months: z.array(
    z.strictObject({
      month: z.string(),
      users: z.number().int(),
      groups: z.number().int(),
      /** Contributions approved, by the month they were recorded. */
      contributions: z.number().int(),
      /** Their total in KES, exact. */
      revenue: z.string(),
    }),
  ),
});
export type PlatformMonthlyDto = z.output<typeof platformMonthlyDtoSchema>;

/** GET /api/superadmin/mpesa/pushes: the STK pushes, newest first. */
export const consoleMpesaPushesQuerySchema = consolePageQuery.extend({
  status: optionalEnum(MPESA_PAYMENT_STATUSES),
});
export type ConsoleMpesaPushesQuery = z.output<typeof consoleMpesaPushesQuerySchema>;

/** GET /api/superadmin/mpesa/payouts: the pots sent by M-Pesa (B2C), newest first. */
export const consoleMpesaPayoutsQuerySchema = consolePageQuery.extend({
  status: optionalEnum(MPESA_PAYOUT_STATUSES),
});
export type ConsoleMpesaPayoutsQuery = z.output<typeof consoleMpesaPayoutsQuerySchema>;

/** GET /api/superadmin/mpesa/paybill: the paybill payments, newest first (`?status=suspense`: the queue). */
export const consoleMpesaPaybillQuerySchema = consolePageQuery.extend({
  status: optionalEnum(MPESA_PAYBILL_STATUSES),
});
export type ConsoleMpesaPaybillQuery = z.output<typeof consoleMpesaPaybillQuerySchema>;

/** GET /api/superadmin/mpesa/statements: the imported M-Pesa statements, newest first. */
export const consoleMpesaStatementsQuerySchema = consolePageQuery;
export type ConsoleMpesaStatementsQuery = z.output<typeof consoleMpesaStatementsQuerySchema>;
