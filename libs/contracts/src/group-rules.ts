import Big from 'big.js';
import { z } from 'zod';
import { amountOrZeroField } from './money.js';

/**
 * A group's rules: the late fine (a fixed amount in the group's currency, or a percentage of the
 * contribution), the days of grace after the due date before it applies, and a fine at least as
 * high for a member who has already received the pot, who has the most reason to stop paying.
 * Rules change only from the next cycle: a cycle keeps the rules it began with.
 */
export const LATE_FINE_KINDS = ['fixed', 'percent'] as const;
export type LateFineKind = (typeof LATE_FINE_KINDS)[number];

export const GROUP_RULE_LIMITS = {
  maxGraceDays: 30,
  maxPercent: '100',
  maxReminderDaysBefore: 7,
} as const;

/** What a group created without rules runs on: no fine, three days of grace, reminded two days before. */
export const DEFAULT_GROUP_RULES = {
  late_fine_kind: 'fixed',
  late_fine: '0.00',
  paid_member_late_fine: '0.00',
  grace_days: 3,
  reminder_days_before: 2,
} as const satisfies GroupRules;

const fineField = amountOrZeroField('lateFineInvalid');

/** The rules as the creation form, the rules form and their API calls send them. */
export const groupRulesSchema = z
  .strictObject({
    late_fine_kind: z.enum(LATE_FINE_KINDS, { error: 'invalidValue' }),
    late_fine: fineField,
    paid_member_late_fine: fineField,
    grace_days: z
      .number({ error: 'graceDaysInvalid' })
      .int({ error: 'graceDaysInvalid' })
      .min(0, { error: 'graceDaysInvalid' })
      .max(GROUP_RULE_LIMITS.maxGraceDays, { error: 'graceDaysInvalid' }),
    /** Days before the due date the members are first reminded; 0: on the day only. */
    reminder_days_before: z
      .number({ error: 'reminderDaysInvalid' })
      .int({ error: 'reminderDaysInvalid' })
      .min(0, { error: 'reminderDaysInvalid' })
      .max(GROUP_RULE_LIMITS.maxReminderDaysBefore, { error: 'reminderDaysInvalid' })
      .default(2),
  })
  .superRefine((rules, ctx) => {
    if (rules.late_fine_kind === 'percent')
      for (const field of ['late_fine', 'paid_member_late_fine'] as const)
        if (new Big(rules[field]).gt(GROUP_RULE_LIMITS.maxPercent))
          ctx.addIssue({ code: 'custom', message: 'finePercentTooHigh', path: [field] });
    if (new Big(rules.paid_member_late_fine).lt(rules.late_fine))
      ctx.addIssue({
        code: 'custom',
        message: 'paidMemberFineTooLow',
        path: ['paid_member_late_fine'],
      });
  });
export type GroupRules = z.output<typeof groupRulesSchema>;
export type GroupRulesInput = z.input<typeof groupRulesSchema>;

/** The rules a group runs on, as every group answer carries them. */
export const groupRulesDtoSchema = z.strictObject({
  late_fine_kind: z.enum(LATE_FINE_KINDS),
  late_fine: z.string(),
  paid_member_late_fine: z.string(),
  grace_days: z.number(),
  reminder_days_before: z.number(),
  /** Counts every change; a join names the version its member read. */
  version: z.number(),
  /** The first cycle these rules apply to; the cycles before keep the rules they began with. */
  effective_from_cycle: z.number(),
});
export type GroupRulesDto = z.output<typeof groupRulesDtoSchema>;

/** The fine of a cycle for a contribution under these rules, in the group's currency. */
export function fineAmount(
  rules: Pick<GroupRules, 'late_fine_kind' | 'late_fine' | 'paid_member_late_fine'>,
  contribution: string,
  memberWasPaid: boolean,
): string {
  const rate = memberWasPaid ? rules.paid_member_late_fine : rules.late_fine;
  const amount =
    rules.late_fine_kind === 'fixed'
      ? new Big(rate)
      : new Big(contribution).times(rate).div(100).round(2, Big.roundHalfUp);
  return amount.toFixed(2);
}
