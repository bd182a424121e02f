import { useId, type ReactNode } from 'react';
import {
  Fieldset,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  LOAN_APPROVALS,
  LOAN_INTEREST_METHODS,
  SAVING_KINDS,
  SAVINGS_FUND_LIMITS,
  type SavingKind,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { SavingsRulesFormValues } from '../utils/savings-rules-form';

/** A unit beside a number input: the currency or '%'. */
function unit(text: string) {
  return {
    rightSection: (
      <Text size="xs" c="dimmed" aria-hidden>
        {text}
      </Text>
    ),
    rightSectionPointerEvents: 'none' as const,
    rightSectionWidth: 48,
  };
}

/** Nothing is clamped: a value out of bounds shows the contracts' message under its field. */
const NUMBER_PROPS = { min: 0, allowNegative: false, clampBehavior: 'none' as const };

/**
 * The fund's rules, one field a line (a modal is narrow, and each hint differs in length), in
 * two parts: the saving (kind and amount), then the loans (the cap, of which 0 lends nothing,
 * the multiple of savings, the interest and how it is worked out, the longest term, the
 * guarantors and who approves). Their errors are the contracts' message keys, at the field's
 * own name.
 */
export function SavingsRulesFields({
  form,
  currency,
}: {
  form: UseFormReturnType<SavingsRulesFormValues>;
  currency: string;
}) {
  const { t } = useTranslation();
  const kindLabel = useId();
  const kind = form.getValues().saving_kind;
  const kindInput = form.getInputProps('saving_kind');
  const legend = (text: string) => (
    <Text component="span" fw={600}>
      {text}
    </Text>
  );
  return (
    <Stack gap="md">
      <Switch
        label={t('savings.rules.enabled')}
        description={t('savings.rules.enabledHint')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      <Fieldset legend={legend(t('savings.rules.savingSection'))} variant="unstyled">
        <Stack gap="sm">
          <Input.Wrapper
            labelElement="div"
            label={t('savings.rules.kind')}
            labelProps={{ id: kindLabel }}
            error={kindInput.error as ReactNode}
          >
            <SegmentedControl
              aria-labelledby={kindLabel}
              fullWidth
              data={SAVING_KINDS.map((value) => ({
                value,
                label: t(`savings.rules.kinds.${value}`),
              }))}
              value={kind}
              onChange={(value) => form.setFieldValue('saving_kind', value as SavingKind)}
            />
          </Input.Wrapper>
          <NumberInput
            label={
              kind === 'fixed' ? t('savings.rules.fixedAmount') : t('savings.rules.freeAmount')
            }
            description={
              kind === 'fixed'
                ? t('savings.rules.fixedAmountHint')
                : t('savings.rules.freeAmountHint')
            }
            decimalScale={2}
            inputMode="decimal"
            {...NUMBER_PROPS}
            {...unit(currency)}
            {...form.getInputProps('saving_amount')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={legend(t('savings.rules.loansSection'))} variant="unstyled">
        <Stack gap="sm">
          <NumberInput
            label={t('savings.rules.loanCap')}
            description={t('savings.rules.loanCapHint', {
              min: formatMoney(SAVINGS_FUND_LIMITS.minLoan, currency),
            })}
            decimalScale={2}
            inputMode="decimal"
            {...NUMBER_PROPS}
            {...unit(currency)}
            {...form.getInputProps('loan_cap')}
          />
          <NumberInput
            label={t('savings.rules.loanMultiple')}
            description={t('savings.rules.loanMultipleHint', {
              max: SAVINGS_FUND_LIMITS.maxMultiple,
            })}
            decimalScale={2}
            inputMode="decimal"
            {...NUMBER_PROPS}
            {...form.getInputProps('loan_multiple')}
          />
          <Radio.Group
            label={t('savings.rules.interestMethod')}
            {...form.getInputProps('interest_method')}
          >
            <Stack gap="xs" mt="xs">
              {LOAN_INTEREST_METHODS.map((method) => (
                <Radio
                  key={method}
                  value={method}
                  label={t(`savings.rules.methods.${method}.label`)}
                  description={t(`savings.rules.methods.${method}.description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <NumberInput
            label={t('savings.rules.monthlyRate')}
            description={t('savings.rules.monthlyRateHint', {
              max: SAVINGS_FUND_LIMITS.maxMonthlyRate,
            })}
            decimalScale={3}
            inputMode="decimal"
            {...NUMBER_PROPS}
            {...unit('%')}
            {...form.getInputProps('monthly_rate')}
          />
          <NumberInput
            label={t('savings.rules.maxTerm')}
            description={t('savings.rules.maxTermHint', {
              max: SAVINGS_FUND_LIMITS.maxTermMonths,
            })}
            allowDecimal={false}
            {...NUMBER_PROPS}
            min={1}
            max={SAVINGS_FUND_LIMITS.maxTermMonths}
            {...form.getInputProps('max_term_months')}
          />
          <NumberInput
            label={t('savings.rules.guarantors')}
            description={t('savings.rules.guarantorsHint', {
              max: SAVINGS_FUND_LIMITS.maxGuarantors,
            })}
            allowDecimal={false}
            {...NUMBER_PROPS}
            max={SAVINGS_FUND_LIMITS.maxGuarantors}
            {...form.getInputProps('guarantors_required')}
          />
          <Radio.Group label={t('savings.rules.approval')} {...form.getInputProps('approval')}>
            <Stack gap="xs" mt="xs">
              {LOAN_APPROVALS.map((approval) => (
                <Radio
                  key={approval}
                  value={approval}
                  label={t(`savings.rules.approvals.${approval}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
