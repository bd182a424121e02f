import { DEFAULT_GROUP_RULES, type GroupRules, type GroupRulesDto } from '@tontine/contracts';
import type { GroupRuleVersion } from './group-rule-version.entity.js';
import type { Group } from './group.entity.js';

/** The rules a group runs on, as its answers carry them. */
export function rulesOf(group: Group): GroupRulesDto {
  return {
    late_fine_kind: group.lateFineKind,
    late_fine: group.lateFine,
    paid_member_late_fine: group.paidMemberLateFine,
    grace_days: group.graceDays,
    reminder_days_before: group.reminderDaysBefore,
    version: group.rulesVersion,
    effective_from_cycle: group.rulesEffectiveCycle,
  };
}

/** The rules in one line of the audit trail. */
export function describeRules(
  rules: Pick<
    GroupRulesDto,
    'late_fine_kind' | 'late_fine' | 'paid_member_late_fine' | 'grace_days' | 'reminder_days_before'
  >,
): string {
  const unit = rules.late_fine_kind === 'percent' ? ' %' : '';
  return `${rules.late_fine}${unit} / ${rules.paid_member_late_fine}${unit}, ${rules.grace_days} d, reminder ${rules.reminder_days_before} d before`;
}

/** The rules as the columns of the group and of its versions name them. */
export function ruleColumns(rules: GroupRules) {
  return {
    lateFineKind: rules.late_fine_kind,
    lateFine: rules.late_fine,
    paidMemberLateFine: rules.paid_member_late_fine,
    graceDays: rules.grace_days,
    reminderDaysBefore: rules.reminder_days_before,
  };
}

/** The columns of a new group's rules: the creation's, else the defaults. */
export function newGroupRules(rules: GroupRules | undefined) {
  return { ...ruleColumns(rules ?? DEFAULT_GROUP_RULES), rulesVersion: 1, rulesEffectiveCycle: 1 };
}

/** The row that keeps the group's rules as they now stand, once written on the group. */
export function ruleVersionOf(group: Group, changedBy: string, createdAt: Date): GroupRuleVersion {
  return {
    groupId: group.id,
    version: group.rulesVersion,
    lateFineKind: group.lateFineKind,
    lateFine: group.lateFine,
    paidMemberLateFine: group.paidMemberLateFine,
    graceDays: group.graceDays,
    reminderDaysBefore: group.reminderDaysBefore,
    effectiveFromCycle: group.rulesEffectiveCycle,
    changedBy,
    createdAt,
  };
}
