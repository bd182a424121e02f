import { z } from 'zod';

/**
 * Late fines. A member who has not paid a cycle in full once its due date and the group's days
 * of grace have passed owes one fine for that cycle, at the rate of the rules that cycle began
 * with. A fine is paid whole: in cash, recorded by the member (pending until the group's admin
 * or treasurer validates it) or by the one who received it (paid at once); or by an M-Pesa push
 * (pending on the phone, paid once Safaricom confirms the receipt). An admin may waive it with a
 * reason. Paid fines go to the group's fund.
 */
export const FINE_STATUSES = ['unpaid', 'pending', 'paid', 'waived'] as const;
export type FineStatus = (typeof FINE_STATUSES)[number];

/** How a fine's payment came: cash (validated by a treasurer or an admin) or an M-Pesa push. */
export const FINE_PAYMENT_METHODS = ['cash', 'mpesa', 'crypto'] as const;
export type FinePaymentMethod = (typeof FINE_PAYMENT_METHODS)[number];

export const fineDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  cycle_number: z.number(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(FINE_STATUSES),
  /** The rules version the fine was computed under. */
  rules_version: z.number(),
  /** Whether the member had already received the pot (the higher fine applies). */
  member_was_paid: z.boolean(),
  created_at: z.string(),
  /** When the payment was recorded (pending or paid); null while unpaid or waived. */
  payment_recorded_at: z.string().nullable(),
  /** How the payment recorded came; null while none is. */
  payment_method: z.enum(FINE_PAYMENT_METHODS).nullable(),
  /** Safaricom's receipt of a fine paid by M-Pesa. */
  receipt_number: z.string().nullable(),
  /** The transaction of a fine paid in tokens (lower-case hash). */
  tx_hash: z.string().nullable(),
  /** When an admin validated, recorded or waived it. */
  decided_at: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  waive_reason: z.string().nullable(),
  /** Why the last recorded payment was refused; cleared when the fine is paid. */
  rejection_reason: z.string().nullable(),
});
export type FineDto = z.output<typeof fineDtoSchema>;

/** A fine of the caller's with its group's name, as their payments page lists it. */
export const memberFineDtoSchema = z.strictObject({
  ...fineDtoSchema.shape,
  group_name: z.string(),
});
export type MemberFineDto = z.output<typeof memberFineDtoSchema>;

/**
 * The group's fund: what paid fines brought in. Shown to every member; exact, from the fines
 * themselves (`npm run reconcile` checks it against them).
 */
export const groupFundDtoSchema = z.strictObject({
  currency: z.string(),
  balance: z.string(),
  fines_paid: z.string(),
  /** Unpaid and pending fines, not yet in the fund. */
  fines_outstanding: z.string(),
  fines_waived: z.string(),
});
export type GroupFundDto = z.output<typeof groupFundDtoSchema>;

/** GET /api/groups/:id/fines: every fine for the group's admins, the caller's own for a member. */
export const groupFinesSchema = z.strictObject({
  fines: z.array(fineDtoSchema),
  fund: groupFundDtoSchema,
  /** Whether the caller may validate, record and waive the group's fines. */
  can_manage: z.boolean(),
});
export type GroupFines = z.output<typeof groupFinesSchema>;

/** The answer of every change to a fine: the fine as it now is. */
export const fineResponseSchema = z.strictObject({ fine: fineDtoSchema });
export type FineResponse = z.output<typeof fineResponseSchema>;

export const waiveFineSchema = z.strictObject({
  reason: z
    .string({ error: 'waiveReasonRequired' })
    .trim()
    .min(1, { error: 'waiveReasonRequired' })
    .max(500, { error: 'invalidValue' }),
});
export type WaiveFine = z.output<typeof waiveFineSchema>;
