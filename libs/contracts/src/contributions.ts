import { z } from 'zod';
import { memberFineDtoSchema } from './fines.js';
import { CHAIN_STATUSES } from './crypto-payments.js';
import { PAYOUT_ORDER_METHODS } from './groups.js';
import { successMessageSchema } from './success-messages.js';
import { moneyField } from './money.js';
import { kenyanPhoneField } from './mpesa.js';

export const CRYPTO_TOKENS = ['USDT', 'USDC', 'BTC'] as const;
export const CRYPTO_NETWORKS = ['polygon', 'ethereum', 'bsc', 'bitcoin'] as const;

export const CONTRIBUTION_METHODS = ['cash', 'crypto', 'mobile_money'] as const;
export type ContributionMethod = (typeof CONTRIBUTION_METHODS)[number];
const CONTRIBUTION_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUS_VALUES)[number];
export const CYCLE_PAYMENT_STATES = ['paid', 'pending', 'overdue', 'due', 'not_owed'] as const;
export type CyclePaymentState = (typeof CYCLE_PAYMENT_STATES)[number];

export const contributionDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  cycle_number: z.number(),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(CONTRIBUTION_METHODS),
  status: z.enum(CONTRIBUTION_STATUS_VALUES),
  admin_notes: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** What the chain shows of a crypto contribution; null for cash. */
  chain_status: z.enum(CHAIN_STATUSES).nullable(),
  /** The crypto contribution's transaction; null for cash. */
  tx_hash: z.string().nullable(),
});
export type ContributionDto = z.output<typeof contributionDtoSchema>;

/** POST /api/contributions/cash/record: the pending contribution recorded (or the first, replayed). */
export const recordCashResponseSchema = z.strictObject({
  ...successMessageSchema.shape,
  success: z.boolean(),
  contribution: contributionDtoSchema,
});
export type RecordCashResponse = z.output<typeof recordCashResponseSchema>;

/** POST /api/contributions/cash/record: the documents send everything in the query string. */
export const cashRecordQuerySchema = z.object({
  group_id: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }),
  member_id: z.string().optional(),
  amount: moneyField('amountPositive', 'amountPositive'),
  cycle_number: z.coerce
    .number({ error: 'invalidValue' })
    .int()
    .min(1, { error: 'invalidValue' })
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'currencyInvalid' })
    .optional(),
  admin_notes: z.string().trim().max(500, { error: 'invalidValue' }).optional(),
});

export const rejectContributionSchema = z.strictObject({
  reason: z
    .string({ error: 'rejectionReasonRequired' })
    .trim()
    .min(1, { error: 'rejectionReasonRequired' })
    .max(500, { error: 'invalidValue' }),
});

export const rotationCycleDtoSchema = z.strictObject({
  cycle_number: z.number(),
  due_date: z.string(),
  beneficiary_id: z.string().nullable(),
  beneficiary_name: z.string().nullable(),
  pot: z.string(),
  paid_out: z.boolean(),
  /**
   * Per member: their state for this cycle (members see their group's; arrears stay with admins),
   * the approved total and the total still awaiting validation (recorded cash, a crypto transfer
   * not yet confirmed), so that nobody is asked to pay again what already waits for the admin.
   */
  members: z.array(
    z.strictObject({
      user_id: z.string(),
      state: z.enum(CYCLE_PAYMENT_STATES),
      approved: z.string(),
      pending: z.string(),
    }),
  ),
});
export type RotationCycleDto = z.output<typeof rotationCycleDtoSchema>;

export const rotationDtoSchema = z.strictObject({
  group_id: z.string(),
  payout_order_method: z.enum(PAYOUT_ORDER_METHODS),
  /** The queue is written: the start date came (the cycles are then fixed to it). */
  locked: z.boolean(),
  /**
   * The order can no longer be changed: the first payout is recorded. Until then the admin may
   * change the method and arrange the order, even after the start date.
   */
  order_locked: z.boolean(),
  started_at: z.string().nullable(),
  /** The recorded seed of a random draw, so that anyone can replay it. */
  draw_seed: z.string().nullable(),
  queue: z.array(
    z.strictObject({ position: z.number(), user_id: z.string(), user_name: z.string() }),
  ),
  current_cycle: z.number(),
  next_payment_date: z.string(),
  next_payout_date: z.string(),
  cycles: z.array(rotationCycleDtoSchema),
});
export type RotationDto = z.output<typeof rotationDtoSchema>;

/** How a pot reaches its beneficiary: handed over (recorded by the admin) or sent by M-Pesa. */
export const PAYOUT_METHODS = ['cash', 'mpesa'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const payoutDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  cycle_number: z.number(),
  beneficiary_id: z.string(),
  beneficiary_name: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(PAYOUT_METHODS),
  /** The provider's receipt of a payout it carried out (M-Pesa); null for cash. */
  receipt_number: z.string().nullable(),
  created_at: z.string(),
});
export type PayoutDto = z.output<typeof payoutDtoSchema>;

/**
 * POST /api/groups/:id/payouts. The cycle the admin saw: a double click or a stale screen gets
 * 409 for a cycle already paid instead of paying the next one. `method: "mpesa"` sends the pot
 * to the beneficiary's phone (their registered Kenyan number unless `phone_number` is given).
 */
export const recordPayoutSchema = z.strictObject({
  cycle_number: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .optional(),
  method: z.enum(PAYOUT_METHODS, { error: 'invalidValue' }).default('cash'),
  phone_number: kenyanPhoneField.optional(),
});
export type RecordPayoutInput = z.input<typeof recordPayoutSchema>;

/**
 * PUT /api/groups/:id/rotation/method: the way the queue is ordered, chosen or changed by the
 * admin until the first payout.
 */
export const rotationMethodSchema = z.strictObject({
  payout_order_method: z.enum(PAYOUT_ORDER_METHODS, { error: 'invalidValue' }),
});

/** PUT /api/groups/:id/rotation/order: the admin's queue, until the first payout (admin_set). */
export const rotationOrderSchema = z.strictObject({
  user_ids: z
    .array(z.string().min(1), { error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(100),
});

export const notificationIdsSchema = z.strictObject({
  ids: z
    .array(z.string().min(1), { error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(200),
});

/** Amounts per currency ('KES' → '12500.00'). */
const perCurrency = () => z.record(z.string(), z.string());

/** GET /api/users/me/summary: the caller's money across their groups, per currency. */
export const memberSummaryDtoSchema = z.strictObject({
  /** Approved contributions, per currency ('KES' → '12500.00'). */
  total_contributed: perCurrency(),
  /** Payouts received, per currency. */
  total_received: perCurrency(),
  /** Approved contributions to cycles not yet paid out, per currency (MONEY_FIGURE_DEFINITIONS.saved). */
  total_saved: perCurrency(),
  /** Contributions waiting for validation. */
  pending_count: z.number(),
});
export type MemberSummaryDto = z.output<typeof memberSummaryDtoSchema>;

/** GET /api/admin/stats: the group admin's statistics, over the caller's groups. */
export const adminStatsDtoSchema = z.strictObject({
  totalGroups: z.number(),
  activeGroups: z.number(),
  inactiveGroups: z.number(),
  totalMembers: z.number(),
  activeMembers: z.number(),
  totalTransactions: z.number(),
  /** Approved contributions in `currency`, the currency most of the admin's groups use. */
  totalManagedAmount: z.string(),
  currency: z.string(),
  /** The same total for every currency of the admin's groups. */
  managedByCurrency: perCurrency(),
  /**
   * Approved contributions to cycles not yet paid out, in `currency`: what the groups hold
   * (MONEY_FIGURE_DEFINITIONS.groupsSaved), the admin dashboard's "Montant épargné".
   */
  totalSavedAmount: z.string(),
  /** The same saved amount for every currency of `managedByCurrency`. */
  savedByCurrency: perCurrency(),
  /** Approved contributions made in the last 30 days, in `currency` ('0.00' when none). */
  monthlyContributions: z.string(),
  /** The same 30-day total for every currency of `managedByCurrency` ('0.00' when none). */
  monthlyContributionsByCurrency: perCurrency(),
  pendingInvitations: z.number(),
  /** Members who joined in the last 30 days. */
  newMembersThisMonth: z.number(),
  /** Late fines still owed (unpaid or waiting for validation), per currency; {} when none. */
  finesOutstandingByCurrency: perCurrency(),
  /** Paid fines, the groups' funds, per currency; {} when none. */
  fundByCurrency: perCurrency(),
  adminName: z.string(),
});
export type AdminStatsDto = z.output<typeof adminStatsDtoSchema>;

/** One group of the caller's in GET /api/users/me/payments: what the current cycle asks of them. */
export const memberPaymentDueDtoSchema = z.strictObject({
  group_id: z.string(),
  group_name: z.string(),
  currency: z.string(),
  cycle_number: z.number(),
  due_date: z.string(),
  contribution_amount: z.string(),
  /** Approved this cycle. */
  approved: z.string(),
  /** Waiting for validation this cycle. */
  pending: z.string(),
  /** Still to pay this cycle: the contribution less what is approved or pending, never below 0. */
  owed: z.string(),
  /** 'not_owed' when the group takes no payment (closed, completed, suspended, payments off). */
  state: z.enum(CYCLE_PAYMENT_STATES),
});
export type MemberPaymentDueDto = z.output<typeof memberPaymentDueDtoSchema>;

/** A contribution of the caller's, with its group's name. */
export const memberPaymentDtoSchema = z.strictObject({
  ...contributionDtoSchema.shape,
  group_name: z.string(),
});
export type MemberPaymentDto = z.output<typeof memberPaymentDtoSchema>;

/** GET /api/users/me/payments: the caller's payments across their groups. */
export const myPaymentsDtoSchema = z.strictObject({
  /** Every group the caller is in, by due date. */
  due: z.array(memberPaymentDueDtoSchema),
  /** Their contributions, newest first (at most MY_PAYMENTS_HISTORY_LIMIT). */
  history: z.array(memberPaymentDtoSchema),
  /**
   * Their late fines across their groups: those still to settle (unpaid, then pending) first,
   * then the newest (at most MY_PAYMENTS_HISTORY_LIMIT).
   */
  fines: z.array(memberFineDtoSchema),
});
export type MyPaymentsDto = z.output<typeof myPaymentsDtoSchema>;

export const MY_PAYMENTS_HISTORY_LIMIT = 200;
