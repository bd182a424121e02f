import { z } from 'zod';
import type { ChainStatus } from './crypto-payments.js';
import { PAYOUT_ORDER_METHODS } from './groups.js';
import { moneyField } from './money.js';

export const CRYPTO_TOKENS = ['USDT', 'USDC', 'BTC'] as const;
export const CRYPTO_NETWORKS = ['polygon', 'ethereum', 'bsc', 'bitcoin'] as const;

export const CONTRIBUTION_METHODS = ['cash', 'crypto', 'mobile_money'] as const;
export type ContributionMethod = (typeof CONTRIBUTION_METHODS)[number];
export type ContributionStatus = 'pending' | 'approved' | 'rejected';
export type CyclePaymentState = 'paid' | 'pending' | 'overdue' | 'due' | 'not_owed';

export interface ContributionDto {
  id: string;
  group_id: string;
  user_id: string;
  user_name: string;
  cycle_number: number;
  amount: string;
  currency: string;
  method: ContributionMethod;
  status: ContributionStatus;
  admin_notes: string | null;
  rejection_reason: string | null;
  created_at: string;
  decided_at: string | null;
  /** What the chain shows of a crypto contribution; null for cash. */
  chain_status: ChainStatus | null;
  /** The crypto contribution's transaction; null for cash. */
  tx_hash: string | null;
}

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

export interface RotationCycleDto {
  cycle_number: number;
  due_date: string;
  beneficiary_id: string | null;
  beneficiary_name: string | null;
  pot: string;
  paid_out: boolean;
  /**
   * Per member: their state for this cycle (members see their group's; arrears stay with admins),
   * the approved total and the total still awaiting validation (recorded cash, a crypto transfer
   * not yet confirmed), so that nobody is asked to pay again what already waits for the admin.
   */
  members: Array<{ user_id: string; state: CyclePaymentState; approved: string; pending: string }>;
}

export interface RotationDto {
  group_id: string;
  payout_order_method: 'join_order' | 'random_draw' | 'admin_set';
  /** The queue is written: the start date came (the cycles are then fixed to it). */
  locked: boolean;
  /**
   * The order can no longer be changed: the first payout is recorded. Until then the admin may
   * change the method and arrange the order, even after the start date.
   */
  order_locked: boolean;
  started_at: string | null;
  /** The recorded seed of a random draw, so that anyone can replay it. */
  draw_seed: string | null;
  queue: Array<{ position: number; user_id: string; user_name: string }>;
  current_cycle: number;
  next_payment_date: string;
  next_payout_date: string;
  cycles: RotationCycleDto[];
}

export interface PayoutDto {
  id: string;
  group_id: string;
  cycle_number: number;
  beneficiary_id: string;
  beneficiary_name: string;
  amount: string;
  currency: string;
  created_at: string;
}

/**
 * POST /api/groups/:id/payouts. The cycle the admin saw: a double click or a stale screen gets
 * 409 for a cycle already paid instead of paying the next one.
 */
export const recordPayoutSchema = z.strictObject({
  cycle_number: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .optional(),
});

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

/** GET /api/users/me/summary: the caller's money across their groups, per currency. */
export interface MemberSummaryDto {
  /** Approved contributions, per currency ('KES' → '12500.00'). */
  total_contributed: Record<string, string>;
  /** Payouts received, per currency. */
  total_received: Record<string, string>;
  /** Approved contributions to cycles not yet paid out, per currency (MONEY_FIGURE_DEFINITIONS.saved). */
  total_saved: Record<string, string>;
  /** Contributions waiting for validation. */
  pending_count: number;
}

/** GET /api/admin/stats: the group admin's statistics, over the caller's groups. */
export interface AdminStatsDto {
  totalGroups: number;
  activeGroups: number;
  inactiveGroups: number;
  totalMembers: number;
  activeMembers: number;
  totalTransactions: number;
  /** Approved contributions in `currency`, the currency most of the admin's groups use. */
  totalManagedAmount: string;
  currency: string;
  /** The same total for every currency of the admin's groups. */
  managedByCurrency: Record<string, string>;
  /**
   * Approved contributions to cycles not yet paid out, in `currency`: what the groups hold
   * (MONEY_FIGURE_DEFINITIONS.groupsSaved), the admin dashboard's "Montant épargné".
   */
  totalSavedAmount: string;
  /** The same saved amount for every currency of `managedByCurrency`. */
  savedByCurrency: Record<string, string>;
  /** Approved contributions made in the last 30 days, in `currency` ('0.00' when none). */
  monthlyContributions: string;
  /** The same 30-day total for every currency of `managedByCurrency` ('0.00' when none). */
  monthlyContributionsByCurrency: Record<string, string>;
  pendingInvitations: number;
  /** Members who joined in the last 30 days. */
  newMembersThisMonth: number;
  adminName: string;
}

/** One group of the caller's in GET /api/users/me/payments: what the current cycle asks of them. */
export interface MemberPaymentDueDto {
  group_id: string;
  group_name: string;
  currency: string;
  cycle_number: number;
  due_date: string;
  contribution_amount: string;
  /** Approved this cycle. */
  approved: string;
  /** Waiting for validation this cycle. */
  pending: string;
  /** Still to pay this cycle: the contribution less what is approved or pending, never below 0. */
  owed: string;
  /** 'not_owed' when the group takes no payment (closed, completed, suspended, payments off). */
  state: CyclePaymentState;
}

/** A contribution of the caller's, with its group's name. */
export interface MemberPaymentDto extends ContributionDto {
  group_name: string;
}

/** GET /api/users/me/payments: the caller's payments across their groups. */
export interface MyPaymentsDto {
  /** Every group the caller is in, by due date. */
  due: MemberPaymentDueDto[];
  /** Their contributions, newest first (at most MY_PAYMENTS_HISTORY_LIMIT). */
  history: MemberPaymentDto[];
}

export const MY_PAYMENTS_HISTORY_LIMIT = 200;
