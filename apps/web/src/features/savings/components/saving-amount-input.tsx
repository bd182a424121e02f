import type { ReactNode } from 'react';
import { NumberInput, Text } from '@mantine/core';
import { isPositiveMoney } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { SavingAmountProblem } from '../utils/saving-amount';

/**
 * The amount of a free saving, in the group's currency, with the group's smallest as its hint.
 * Nothing is clamped: a wrong amount shows why under the field.
 */
export function SavingAmountInput({
  value,
  onChange,
  minimum,
  currency,
  problem,
  refusal,
}: {
  value: number | string;
  onChange: (value: number | string) => void;
  minimum: string;
  currency: string;
  problem: SavingAmountProblem | null;
  /** The server's refusal of this amount, in the reader's language. */
  refusal?: string | null;
}) {
  const { t } = useTranslation();
  const errors: Record<SavingAmountProblem, ReactNode> = {
    amountRequired: t('savings.pay.amountRequired'),
    tooSmall: t('errors.SAVING_TOO_SMALL'),
  };
  return (
    <NumberInput
      label={t('savings.pay.amount')}
      description={
        isPositiveMoney(minimum)
          ? t('savings.pay.minimum', { amount: formatMoney(minimum, currency) })
          : t('savings.pay.anyAmount')
      }
      value={value}
      onChange={onChange}
      min={0}
      allowNegative={false}
      decimalScale={2}
      clampBehavior="none"
      inputMode="decimal"
      rightSection={
        <Text size="xs" c="dimmed" aria-hidden>
          {currency}
        </Text>
      }
      rightSectionPointerEvents="none"
      rightSectionWidth={48}
      error={problem ? errors[problem] : (refusal ?? undefined)}
    />
  );
}
