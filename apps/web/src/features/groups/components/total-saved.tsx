import { Alert, Card, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { translateError } from '../../../lib/translate-error';
import { useMemberSummary } from '../api/get-member-summary';
import { formatMoney } from '../utils/format';

/**
 * One formatted amount per currency of `totals`, currencies in alphabetical order; with no
 * currency yet, zero in `fallbackCurrency`. The decimal strings go to Intl as they are.
 */
export function totalAmounts(totals: Record<string, string>, fallbackCurrency: string): string[] {
  const currencies = Object.keys(totals).sort();
  if (currencies.length === 0) return [formatMoney('0', fallbackCurrency)];
  return currencies.map((currency) => formatMoney(totals[currency] ?? '0', currency));
}

/** The caller's approved contributions, one line per currency. */
export function TotalContributed({ label, size = 26 }: { label: string; size?: number }) {
  const { t } = useTranslation();
  const query = useMemberSummary();
  const currency = useSession()?.user?.preferred_currency || 'KES';
  if (query.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {translateError(query.error, t)}
      </Alert>
    );
  }
  const amounts = totalAmounts(query.data.total_contributed, currency);
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

/** The fourth card of 'Mes Groupes': 'Total épargné'. */
export function TotalSavedCard() {
  const { t } = useTranslation();
  const label = t('groups.myGroups.statSaved');
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <TotalContributed label={label} />
    </Card>
  );
}
