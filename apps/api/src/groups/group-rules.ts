import { DEFAULT_GROUP_RULES, type GroupRules, type GroupRulesDto } from '@tontine/contracts';
import type { Group } from './group.entity.js';

/** The rules a group runs on, as its answers carry them. */
export function rulesOf(group: Group): GroupRulesDto {
  return {
    late_fine_kind: group.lateFineKind,
    late_fine: group.lateFine,
    paid_member_late_fine: group.paidMemberLateFine,
    grace_days: group.graceDays,
    version: group.rulesVersion,
    effective_from_cycle: group.rulesEffectiveCycle,
  };
}

/** The rules in one line of the audit trail. */
export function describeRules(
  rules: Pick<
    GroupRulesDto,
    'late_fine_kind' | 'late_fine' | 'paid_member_late_fine' | 'grace_days'
  >,
): string {
  const unit = rules.late_fine_kind === 'percent' ? ' %' : '';
  return `${rules.late_fine}${unit} / ${rules.paid_member_late_fine}${unit}, ${rules.grace_days} d`;
}

/** The columns of a new group's rules: the creation's, else the defaults. */
export function newGroupRules(rules: GroupRules | undefined) {
  const chosen = rules ?? DEFAULT_GROUP_RULES;
  return {
    lateFineKind: chosen.late_fine_kind,
    lateFine: chosen.late_fine,
    paidMemberLateFine: chosen.paid_member_late_fine,
    graceDays: chosen.grace_days,
    rulesVersion: 1,
    rulesEffectiveCycle: 1,
  };
}
