import { DEFAULT_GROUP_RULES, type GroupRules, type GroupRulesDto } from '@tontine/contracts';
import { LessThanOrEqual, type EntityManager } from 'typeorm';
import { GroupRuleVersion } from './group-rule-version.entity.js';
import type { Group } from './group.entity.js';

/** The rule columns the group and each of its versions carry alike. */
type RuleColumns = Pick<
  GroupRuleVersion,
  'lateFineKind' | 'lateFine' | 'paidMemberLateFine' | 'graceDays' | 'reminderDaysBefore'
>;

function rulesDto(rules: RuleColumns, version: number, effectiveFrom: number): GroupRulesDto {
  return {
    late_fine_kind: rules.lateFineKind,
    late_fine: rules.lateFine,
    paid_member_late_fine: rules.paidMemberLateFine,
    grace_days: rules.graceDays,
    reminder_days_before: rules.reminderDaysBefore,
    version,
    effective_from_cycle: effectiveFrom,
  };
}

/** The rules a group runs on, as its answers carry them. */
export function rulesOf(group: Group): GroupRulesDto {
  return rulesDto(group, group.rulesVersion, group.rulesEffectiveCycle);
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

/** The rules cycle `cycle` runs on: the latest version that applies from that cycle or before. */
export async function rulesForCycle(
  manager: EntityManager,
  groupId: string,
  cycle: number,
): Promise<GroupRuleVersion> {
  const [rules] = await manager.getRepository(GroupRuleVersion).find({
    where: { groupId, effectiveFromCycle: LessThanOrEqual(cycle) },
    order: { version: 'DESC' },
    take: 1,
  });
  if (!rules) throw new Error(`group ${groupId} has no rules for cycle ${cycle}`);
  return rules;
}

/**
 * The rules the group's current cycle runs on: its latest rules, unless a change waits for the
 * next cycle, in which case the version before it.
 */
export async function rulesInForce(manager: EntityManager, group: Group): Promise<GroupRulesDto> {
  if (group.rulesEffectiveCycle <= group.currentCycle) return rulesOf(group);
  const v = await rulesForCycle(manager, group.id, group.currentCycle);
  return rulesDto(v, v.version, v.effectiveFromCycle);
}
