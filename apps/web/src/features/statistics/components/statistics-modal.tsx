import { Button, Card, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminStatsDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/get-admin-stats';
import { formatCount } from '../../../lib/format';
import { useMoneyFigure, type MoneyFigure } from '../hooks/use-money-figure';
import { STATISTICS_ERRORS } from '../utils/statistics-error-texts';
import { ErrorAlert } from '../../../components/error-alert';

function StatCard({ label, value, extra }: { label: string; value: string; extra?: string }) {
  return (
    <Card withBorder radius="md" padding="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={800}>
        {value}
      </Text>
      {extra && (
        <Text size="xs" c="dimmed">
          {extra}
        </Text>
      )}
    </Card>
  );
}

/** The counted figures, in the order the grid shows them; the money cards follow. */
const COUNTS = [
  'totalGroups',
  'activeGroups',
  'inactiveGroups',
  'totalMembers',
  'activeMembers',
  'newMembersThisMonth',
  'totalTransactions',
  'pendingInvitations',
] as const satisfies ReadonlyArray<keyof AdminStatsDto>;

function StatisticsGrid({ stats }: { stats: AdminStatsDto }) {
  const { t } = useTranslation();
  // The totals across the groups, in the currency chosen in the settings when a rate allows.
  const saved = useMoneyFigure(stats.managedByCurrency, {
    amount: stats.totalManagedAmount,
    currency: stats.currency,
  });
  const monthly = useMoneyFigure(stats.monthlyContributionsByCurrency, {
    amount: stats.monthlyContributions,
    currency: stats.currency,
  });
  const inMain = (byCurrency: Record<string, string>) => ({
    amount: byCurrency[stats.currency] ?? '0.00',
    currency: stats.currency,
  });
  const finesOutstanding = useMoneyFigure(
    stats.finesOutstandingByCurrency,
    inMain(stats.finesOutstandingByCurrency),
  );
  const fund = useMoneyFigure(stats.fundByCurrency, inMain(stats.fundByCurrency));
  /** The other currencies left unconverted, then the rates' date or the missing rate. */
  const extra = ({ values, note }: MoneyFigure) =>
    [
      values.length > 1
        ? t('dashboard.statistics.otherCurrencies', { amounts: values.slice(1).join(', ') })
        : undefined,
      note,
    ]
      .filter(Boolean)
      .join(' · ') || undefined;
  return (
    <Stack>
      <Text c="dimmed">{t('dashboard.statistics.subtitle', { name: stats.adminName })}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {COUNTS.map((field) => (
          <StatCard
            key={field}
            label={t(`dashboard.statistics.${field}`)}
            value={formatCount(stats[field])}
          />
        ))}
        <StatCard
          label={t('dashboard.statistics.totalManagedAmount')}
          value={saved.values[0] ?? ''}
          extra={extra(saved)}
        />
        <StatCard
          label={t('dashboard.admin.monthly')}
          value={monthly.values[0] ?? ''}
          extra={extra(monthly)}
        />
        <StatCard
          label={t('dashboard.statistics.finesOutstanding')}
          value={finesOutstanding.values[0] ?? ''}
          extra={extra(finesOutstanding)}
        />
        <StatCard
          label={t('dashboard.statistics.fund')}
          value={fund.values[0] ?? ''}
          extra={extra(fund)}
        />
      </SimpleGrid>
    </Stack>
  );
}

function StatisticsBody() {
  const { t } = useTranslation();
  const stats = useAdminStats({ fresh: true });
  if (stats.isPending) return <Loader aria-label={t('app.loading')} />;
  if (stats.isError) {
    return (
      <Stack>
        <ErrorAlert error={stats.error} texts={STATISTICS_ERRORS} />
        <Button
          variant="light"
          onClick={() => void stats.refetch()}
          loading={stats.isFetching}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('dashboard.statistics.retry')}
        </Button>
      </Stack>
    );
  }
  return <StatisticsGrid stats={stats.data} />;
}

/** The group admin's statistics over the groups they administer, loaded when it opens. */
export function StatisticsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dashboard.statistics.title')} size="lg">
      {opened && <StatisticsBody />}
    </Modal>
  );
}
