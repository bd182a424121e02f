import { SimpleGrid, Stack, Text } from '@mantine/core';
import { fineAmount, type GroupDto, type GroupRulesDto } from '@tontine/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { formatMoney, formatPercent } from '../../../lib/format';

/** What the rules are read with: the contribution a percentage applies to, and its currency. */
export type RulesGroup = Pick<GroupDto, 'contribution_amount' | 'currency' | 'current_cycle'> & {
  rules: GroupRulesDto;
};

const isZero = (amount: string) => Number(amount) === 0;

/** One fine as a member reads it: an amount, or a percentage of the contribution and its amount. */
function fineText(t: TFunction, group: RulesGroup, memberWasPaid: boolean): string {
  const { rules } = group;
  const rate = memberWasPaid ? rules.paid_member_late_fine : rules.late_fine;
  if (isZero(rate)) return t('groups.rules.noFineValue');
  const amount = formatMoney(
    fineAmount(rules, group.contribution_amount, memberWasPaid),
    group.currency,
  );
  return rules.late_fine_kind === 'fixed'
    ? amount
    : t('groups.rules.percentValue', { percent: formatPercent(rate), amount });
}

function graceText(t: TFunction, days: number): string {
  if (days === 0) return t('groups.rules.graceNone');
  if (days === 1) return t('groups.rules.graceOne');
  return t('groups.rules.graceMany', { count: days });
}

function reminderText(t: TFunction, days: number): string {
  if (days === 0) return t('groups.rules.reminderSameDay');
  if (days === 1) return t('groups.rules.reminderOne');
  return t('groups.rules.reminderMany', { count: days });
}

/**
 * The cycle from which these rules apply, when it is still to come: a change made during the
 * rotation applies from the next cycle, and the current one keeps the rules it began with.
 */
export function pendingFromCycle(group: RulesGroup): number | null {
  const from = group.rules.effective_from_cycle;
  return from > Math.max(group.current_cycle, 1) ? from : null;
}

/**
 * A group's rules as everyone who may see the group reads them: the late fine, the days of
 * grace, the first payment reminder and the fine of a member already paid ('Aucune amende' and
 * the reminder when both fines are 0), and the cycle they apply from when it is still to come.
 * `compact`: one line per rule, for the join forms.
 */
export function GroupRulesSummary({
  group,
  compact = false,
  withPending = true,
}: {
  group: RulesGroup;
  compact?: boolean;
  /** False where the caller already says from which cycle these rules apply. */
  withPending?: boolean;
}) {
  const { t } = useTranslation();
  const { rules } = group;
  const pendingFrom = withPending ? pendingFromCycle(group) : null;
  const pending = pendingFrom !== null && (
    <div>
      <Text size="sm" fw={600} c="orange.8">
        {t('groups.rules.pendingFrom', { cycle: pendingFrom })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('groups.rules.pendingHint')}
      </Text>
    </div>
  );
  // A group kept from before the reminders (the last-seen copy of an older answer) has none.
  const reminder =
    typeof rules.reminder_days_before === 'number'
      ? { label: t('groups.rules.reminder'), value: reminderText(t, rules.reminder_days_before) }
      : null;
  const noFine = isZero(rules.late_fine) && isZero(rules.paid_member_late_fine);
  const facts = noFine
    ? [reminder]
    : [
        { label: t('groups.rules.lateFine'), value: fineText(t, group, false) },
        { label: t('groups.rules.graceDays'), value: graceText(t, rules.grace_days) },
        reminder,
        { label: t('groups.rules.paidMemberFine'), value: fineText(t, group, true) },
      ];
  const shown = facts.filter((fact) => fact !== null);
  const noFineLine = noFine && (
    <Text fw={600} size={compact ? 'sm' : undefined}>
      {t('groups.rules.noFine')}
    </Text>
  );
  if (compact) {
    return (
      <Stack gap={4}>
        {noFineLine}
        {shown.map(({ label, value }) => (
          <Text key={label} size="sm">
            <Text span c="dimmed" inherit>
              {t('groups.rules.factLabel', { label })}
            </Text>{' '}
            <Text span fw={600} inherit>
              {value}
            </Text>
          </Text>
        ))}
        {pending}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {noFineLine}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {shown.map(({ label, value }) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </SimpleGrid>
      )}
      {pending}
    </Stack>
  );
}
