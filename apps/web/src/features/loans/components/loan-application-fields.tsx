import { useState } from 'react';
import { MultiSelect, NumberInput, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LOAN_PURPOSE_MAX, SAVINGS_FUND_LIMITS, type SavingsRulesDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { LoanApplicationValues } from '../utils/loan-application';

/** Nothing is clamped: a value out of bounds shows why under its field. */
const NUMBER_PROPS = { min: 0, allowNegative: false, clampBehavior: 'none' as const };

/**
 * The application's fields, one a line: the amount (from the smallest loan to the reader's
 * limit), the term in months (up to the group's longest), what the loan is for, and the
 * guarantors the group asks for, chosen among the other members (none asked: no field).
 */
export function LoanApplicationFields({
  form,
  rules,
  limit,
  members,
}: {
  form: UseFormReturnType<LoanApplicationValues>;
  rules: SavingsRulesDto;
  limit: string;
  /** The other members, who may guarantee the loan. */
  members: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  // The list closes once the guarantors asked for are chosen: no other could be added, and
  // it would cover the buttons below on a phone.
  const [choosing, setChoosing] = useState(false);
  const guarantors = form.getInputProps('guarantor_ids');
  const money = (amount: string) => formatMoney(amount, rules.currency);
  return (
    <>
      <NumberInput
        label={t('loans.apply.amount')}
        description={t('loans.apply.amountHint', {
          min: money(SAVINGS_FUND_LIMITS.minLoan),
          max: money(limit),
        })}
        decimalScale={2}
        inputMode="decimal"
        required
        {...NUMBER_PROPS}
        rightSection={
          <Text size="xs" c="dimmed" aria-hidden>
            {rules.currency}
          </Text>
        }
        rightSectionPointerEvents="none"
        rightSectionWidth={48}
        {...form.getInputProps('amount')}
      />
      <NumberInput
        label={t('loans.apply.term')}
        description={t('loans.apply.termHint', { max: rules.max_term_months })}
        allowDecimal={false}
        required
        {...NUMBER_PROPS}
        min={1}
        max={rules.max_term_months}
        {...form.getInputProps('term_months')}
      />
      <Textarea
        label={t('loans.apply.purpose')}
        description={t('loans.apply.purposeHint')}
        required
        autosize
        minRows={2}
        maxLength={LOAN_PURPOSE_MAX}
        {...form.getInputProps('purpose')}
      />
      {rules.guarantors_required > 0 && (
        <MultiSelect
          label={t('loans.apply.guarantors')}
          description={t('loans.apply.guarantorsHint', { count: rules.guarantors_required })}
          placeholder={t('loans.apply.guarantorsPlaceholder')}
          nothingFoundMessage={t('loans.apply.guarantorsNone')}
          data={members}
          maxValues={rules.guarantors_required}
          searchable
          required
          {...guarantors}
          dropdownOpened={choosing}
          onDropdownOpen={() => setChoosing(true)}
          onDropdownClose={() => setChoosing(false)}
          onChange={(ids: string[]) => {
            guarantors.onChange(ids);
            if (ids.length >= rules.guarantors_required) setChoosing(false);
          }}
        />
      )}
    </>
  );
}
