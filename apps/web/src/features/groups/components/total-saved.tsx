import type { ReactNode } from 'react';
import { Alert, Card, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { totalInCurrency, type MemberSummaryDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useRates } from '../../../api/get-rates';
import { usePreferences } from '../../../lib/preferences';
import { describeError } from '../../../lib/describe-error';
import { useMemberSummary } from '../api/get-member-summary';
import { formatDate, formatMoney } from '../../../lib/format';

/**
 * One formatted amount per currency of `totals`, currencies in alphabetical order; with no
 * currency yet, zero in `fallbackCurrency`. The decimal strings go to Intl as they are.
 */
export function totalAmounts(totals: Record<string, string>, fallbackCurrency: string): string[] {
  const currencies = Object.keys(totals).sort();
  if (currencies.length === 0) return [formatMoney('0', fallbackCurrency)];
  return currencies.map((currency) => formatMoney(totals[currency] ?? '0', currency));
}

/**
 * A total across the member's groups in the currency chosen in the settings, converted with the
 * super admins' rates (their date shown), over each group currency's own amount. Without a rate
 * for one of them, it says so and shows the amounts unconverted, never a guess.
 */
function TotalAmounts({
  label,
  totals,
  size,
}: {
  label: string;
  totals: Record<string, string>;
  size: number;
}) {
  const { t } = useTranslation();
  const target = usePreferences().currency;
  const currencies = Object.keys(totals);
  const needsRates = currencies.some((currency) => currency !== target);
  const rates = useRates(needsRates);
  const perCurrency = totalAmounts(totals, target);
  if (!needsRates) return <AmountLines label={label} amounts={perCurrency} size={size} />;
  if (rates.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  const converted = totalInCurrency(totals, target, Array.isArray(rates.data) ? rates.data : []);
  if (!converted.ok) {
    return (
      <Stack gap={2}>
        <AmountLines label={label} amounts={perCurrency} size={size} />
        <Text size="xs" c="dimmed">
          {t('groups.totals.noRate', { currencies: converted.missing.join(', '), target })}
        </Text>
      </Stack>
    );
  }
  const total = formatMoney(converted.amount, target);
  return (
    <Stack gap={2}>
      <AmountLines label={label} amounts={[total]} size={size} />
      {converted.ratesAsOf && (
        <Text size="xs" c="dimmed">
          {t('groups.totals.ratesAsOf', { date: formatDate(converted.ratesAsOf) })}
        </Text>
      )}
      {/* Each group keeps its own currency: the amounts the total was made of. */}
      <Text size="xs" c="dimmed">
        {perCurrency.join(' · ')}
      </Text>
    </Stack>
  );
}

/** A label over one line per amount, read out as one sentence. */
function AmountLines({ label, amounts, size }: { label: string; amounts: string[]; size: number }) {
  return (
    <Stack gap={0} aria-label={`${label}: ${amounts.join(', ')}`}>
      {amounts.map((amount) => (
        <Text key={amount} fz={size} fw={800}>
          {amount}
        </Text>
      ))}
    </Stack>
  );
}

/** The member summary's states the totals share: a loader, the error, else the summary. */
function WithMemberSummary({ children }: { children: (summary: MemberSummaryDto) => ReactNode }) {
  const { t } = useTranslation();
  const query = useMemberSummary();
  // A line of the figure's height, so that nothing below moves when the totals arrive.
  if (query.isPending)
    return <Skeleton height={30} width={120} role="status" aria-label={t('app.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {describeError(query.error, t)}
      </Alert>
    );
  }
  return children(query.data);
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/**
 * The member's totals on the dashboard's overview ('Aperçu'), from the server: approved
 * contributions and payouts received per currency, and the payments awaiting validation.
 */
export function MemberTotals({ size = 20 }: { size?: number }) {
  const { t } = useTranslation();
  const query = useMemberSummary();
  if (query.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {describeError(query.error, t)}
      </Alert>
    );
  }
  const summary = query.data;
  // The labels at once and each value's own line while it loads: the grid keeps its height, so
  // nothing below it moves when the totals arrive (a single placeholder line let the next card
  // jump by the two other figures' height, Lighthouse CLS).
  const value = (render: (s: MemberSummaryDto) => ReactNode) =>
    summary ? render(summary) : <Skeleton height={Math.round(size * 1.55)} width={120} />;
  const amounts: Array<[string, (s: MemberSummaryDto) => MemberSummaryDto['total_received']]> = [
    [t('groups.dashboard.totalContributions'), (s) => s.total_contributed],
    [t('dashboard.totals.received'), (s) => s.total_received],
  ];
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      role="group"
      aria-label={t('dashboard.totals.label')}
      aria-busy={!summary}
    >
      {amounts.map(([label, totals]) => (
        <Figure key={label} label={label}>
          {value((s) => (
            <TotalAmounts label={label} totals={totals(s)} size={size} />
          ))}
        </Figure>
      ))}
      <Figure label={t('dashboard.totals.pending')}>
        {value((s) => (
          <Text fz={size} fw={800} c={s.pending_count > 0 ? 'orange' : undefined}>
            {t('dashboard.totals.pendingValue', { count: s.pending_count })}
          </Text>
        ))}
      </Figure>
    </SimpleGrid>
  );
}

/** The fourth card of 'Mes Groupes': 'Total épargné' (MONEY_FIGURE_DEFINITIONS.saved). */
export function TotalSavedCard() {
  const { t } = useTranslation();
  const label = t('groups.myGroups.statSaved');
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <WithMemberSummary>
        {(summary) => <TotalAmounts label={label} totals={summary.total_saved} size={26} />}
      </WithMemberSummary>
    </Card>
  );
}
