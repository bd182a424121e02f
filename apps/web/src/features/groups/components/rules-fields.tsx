import { useId, type ReactNode } from 'react';
import { Input, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  DEFAULT_GROUP_RULES,
  GROUP_RULE_LIMITS,
  LATE_FINE_KINDS,
  type GroupRulesDto,
  type GroupRulesInput,
  type LateFineKind,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** A group's rules as the forms hold them: the number inputs answer '' while empty. */
export interface RulesFormValues {
  late_fine_kind: LateFineKind;
  late_fine: number | string;
  paid_member_late_fine: number | string;
  grace_days: number | string;
  reminder_days_before: number | string;
}

/** A form that holds the rules under `rules` (the creation form, the rules modal). */
export interface WithRulesValues {
  rules: RulesFormValues;
}

/** The values a form starts from: the group's rules, else the defaults of a new group. */
export function rulesFormValues(
  rules: Pick<
    GroupRulesDto,
    'late_fine_kind' | 'late_fine' | 'paid_member_late_fine' | 'grace_days' | 'reminder_days_before'
  > = DEFAULT_GROUP_RULES,
): RulesFormValues {
  return {
    late_fine_kind: rules.late_fine_kind,
    late_fine: Number(rules.late_fine),
    paid_member_late_fine: Number(rules.paid_member_late_fine),
    grace_days: rules.grace_days,
    // A group kept from before the reminders (the last-seen copy of an older answer) has none.
    reminder_days_before: rules.reminder_days_before ?? DEFAULT_GROUP_RULES.reminder_days_before,
  };
}

/** The rules as the API reads them, for `groupRulesSchema` to check as the API will. */
export function rulesBody(values: RulesFormValues): GroupRulesInput {
  return {
    late_fine_kind: values.late_fine_kind,
    late_fine: String(values.late_fine),
    paid_member_late_fine: String(values.paid_member_late_fine),
    grace_days: values.grace_days === '' ? Number.NaN : Number(values.grace_days),
    reminder_days_before:
      values.reminder_days_before === '' ? Number.NaN : Number(values.reminder_days_before),
  };
}

/**
 * The fields of a group's rules, in both forms that set them (the create-group modal and the
 * admins' rules modal): the kind of fine, the late fine, the fine of a member already paid, the
 * days of grace and the days before the due date the members are first reminded. Their errors are the contracts' message keys, at `rules.<field>`.
 */
export function RulesFields<V extends WithRulesValues>({
  form,
  currency,
}: {
  form: UseFormReturnType<V>;
  /** The group's currency, the unit of a fixed fine. */
  currency: string;
}) {
  const { t } = useTranslation();
  const kindLabel = useId();
  const f = form as unknown as UseFormReturnType<WithRulesValues>;
  const kind = f.getValues().rules.late_fine_kind;
  const kindInput = f.getInputProps('rules.late_fine_kind');
  const percent = kind === 'percent';
  // The unit beside each amount: the currency, or '%' of the contribution.
  const unit = (
    <Text size="xs" c="dimmed" aria-hidden>
      {percent ? '%' : currency}
    </Text>
  );
  // Nothing is clamped: a value out of bounds shows the contracts' message under its field.
  const amountProps = {
    min: 0,
    clampBehavior: 'none' as const,
    allowNegative: false,
    max: percent ? Number(GROUP_RULE_LIMITS.maxPercent) : undefined,
    decimalScale: 2,
    step: percent ? 1 : 0.01,
    rightSection: unit,
    rightSectionPointerEvents: 'none' as const,
    rightSectionWidth: 48,
  };
  return (
    <Stack gap="sm">
      <Input.Wrapper
        labelElement="div"
        label={t('groups.rules.kind')}
        labelProps={{ id: kindLabel }}
        error={kindInput.error as ReactNode}
      >
        <SegmentedControl
          aria-labelledby={kindLabel}
          fullWidth
          data={LATE_FINE_KINDS.map((value) => ({
            value,
            label: t(`groups.rules.kinds.${value}`),
          }))}
          value={kind}
          onChange={(value) => f.setFieldValue('rules.late_fine_kind', value as LateFineKind)}
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('groups.rules.lateFine')}
          description={
            percent
              ? t('groups.rules.lateFinePercentHint')
              : t('groups.rules.lateFineFixedHint', { currency })
          }
          {...amountProps}
          {...f.getInputProps('rules.late_fine')}
        />
        <NumberInput
          label={t('groups.rules.paidMemberFine')}
          description={t('groups.rules.paidMemberFineHint')}
          {...amountProps}
          {...f.getInputProps('rules.paid_member_late_fine')}
        />
        <NumberInput
          label={t('groups.rules.graceDaysField')}
          description={t('groups.rules.graceDaysHint', { max: GROUP_RULE_LIMITS.maxGraceDays })}
          min={0}
          max={GROUP_RULE_LIMITS.maxGraceDays}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...f.getInputProps('rules.grace_days')}
        />
        <NumberInput
          label={t('groups.rules.reminderDaysField')}
          description={t('groups.rules.reminderDaysHint', {
            max: GROUP_RULE_LIMITS.maxReminderDaysBefore,
          })}
          min={0}
          max={GROUP_RULE_LIMITS.maxReminderDaysBefore}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...f.getInputProps('rules.reminder_days_before')}
        />
      </SimpleGrid>
    </Stack>
  );
}
