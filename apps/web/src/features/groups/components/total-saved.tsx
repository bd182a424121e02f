import type { ReactNode } from 'react';
import { Alert, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { MemberSummaryDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { describeError } from '../../../lib/describe-error';
import { useMemberSummary } from '../api/get-member-summary';
import { formatMoney } from '../../../lib/format';

/**
 * One formatted amount per currency of `totals`, currencies in alphabetical order; with no
 * currency yet, zero in `fallbackCurrency`. The decimal strings go to Intl as they are.
 */
export function totalAmounts(totals: Record<string, string>, fallbackCurrency: string): string[] {
  const currencies = Object.keys(totals).sort();
  if (currencies.length === 0) return [formatMoney('0', fallbackCurrency)];
  return currencies.map((currency) => formatMoney(totals[currency] ?? '0', currency));
}

/** A label over one line per currency, read out as one sentence. */
function TotalAmounts({
  label,
  amounts,
  size,
}: {
  label: string;
  amounts: string[];
  size: number;
}) {
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

function usePreferredCurrency(): string {
  return useSession()?.user?.preferred_currency || 'KES';
}

/** The caller's approved contributions, one line per currency. */
export function TotalContributed({ label, size = 26 }: { label: string; size?: number }) {
  const currency = usePreferredCurrency();
  return (
    <WithMemberSummary>
      {(summary) => (
        <TotalAmounts
          label={label}
          amounts={totalAmounts(summary.total_contributed, currency)}
          size={size}
        />
      )}
    </WithMemberSummary>
  );
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
  const currency = usePreferredCurrency();
  return (
    <WithMemberSummary>
      {(summary) => (
        <SimpleGrid cols={{ base: 1, xs: 3 }} role="group" aria-label={t('dashboard.totals.label')}>
          <Figure label={t('groups.dashboard.totalContributions')}>
            <TotalAmounts
              label={t('groups.dashboard.totalContributions')}
              amounts={totalAmounts(summary.total_contributed, currency)}
              size={size}
            />
          </Figure>
          <Figure label={t('dashboard.totals.received')}>
            <TotalAmounts
              label={t('dashboard.totals.received')}
              amounts={totalAmounts(summary.total_received, currency)}
              size={size}
            />
          </Figure>
          <Figure label={t('dashboard.totals.pending')}>
            <Text fz={size} fw={800} c={summary.pending_count > 0 ? 'orange' : undefined}>
              {t('dashboard.totals.pendingValue', { count: summary.pending_count })}
            </Text>
          </Figure>
        </SimpleGrid>
      )}
    </WithMemberSummary>
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
