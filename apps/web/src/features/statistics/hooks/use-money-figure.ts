import { totalInCurrency } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useRates } from '../../../api/get-rates';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { otherCurrencyAmounts } from '../utils/format';

export interface MoneyFigure {
  /** The amounts shown, the first one large. */
  values: string[];
  /** The rates' date, or why nothing was converted. */
  note?: string;
}

/**
 * A money figure over several groups in the currency chosen in the settings, converted with
 * the super admins' rates (dated); without a rate for one of the currencies, the server's main
 * currency and the others as they are, with the reason.
 */
export function useMoneyFigure(
  byCurrency: Record<string, string>,
  main: { amount: string; currency: string },
): MoneyFigure {
  const { t } = useTranslation();
  const target = usePreferences().currency;
  const currencies = Object.keys(byCurrency);
  const needsRates = currencies.some((currency) => currency !== target);
  const rates = useRates(needsRates);
  if (!needsRates) return { values: [formatMoney(byCurrency[target] ?? '0', target)] };
  const unconverted = [
    formatMoney(main.amount, main.currency),
    ...otherCurrencyAmounts(byCurrency, main.currency),
  ];
  if (rates.isPending) return { values: unconverted };
  const converted = totalInCurrency(
    byCurrency,
    target,
    Array.isArray(rates.data) ? rates.data : [],
  );
  if (!converted.ok) {
    return {
      values: unconverted,
      note: t('groups.totals.noRate', { currencies: converted.missing.join(', '), target }),
    };
  }
  return {
    values: [formatMoney(converted.amount, target)],
    note: converted.ratesAsOf
      ? t('groups.totals.ratesAsOf', { date: formatDate(converted.ratesAsOf) })
      : undefined,
  };
}
