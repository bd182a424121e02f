import { Stack, Text } from '@mantine/core';
import { isPositiveMoney, type SavingsRulesDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney } from '../../../lib/format';

/** The fund's rules as every member reads them: the saving, then the loans it grants, if any. */
export function SavingsRulesSummary({ rules }: { rules: SavingsRulesDto }) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, rules.currency);
  const saving =
    rules.saving_kind === 'fixed'
      ? t('savings.summary.fixed', { amount: money(rules.saving_amount) })
      : isPositiveMoney(rules.saving_amount)
        ? t('savings.summary.free', { amount: money(rules.saving_amount) })
        : t('savings.summary.freeAny');
  const lends = isPositiveMoney(rules.loan_cap);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {saving}
      </Text>
      {lends ? (
        <>
          <Text size="sm" c="dimmed">
            {t('savings.summary.loans', {
              multiple: formatDecimal(rules.loan_multiple),
              cap: money(rules.loan_cap),
              rate: formatDecimal(rules.monthly_rate),
              method: t(`savings.rules.methods.${rules.interest_method}.short`),
              months: rules.max_term_months,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('savings.summary.guarantors', { count: rules.guarantors_required })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('savings.summary.noLoans')}
        </Text>
      )}
    </Stack>
  );
}
