import { Button, Card, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminStatsDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/get-admin-stats';
import { formatCount, formatMoney } from '../../../lib/format';
import { otherCurrencyAmounts } from '../utils/format';
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
  const otherCurrencies = (byCurrency: Record<string, string>) => {
    const others = otherCurrencyAmounts(byCurrency, stats.currency);
    return others.length > 0
      ? t('dashboard.statistics.otherCurrencies', { amounts: others.join(', ') })
      : undefined;
  };
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
          value={formatMoney(stats.totalManagedAmount, stats.currency)}
          extra={otherCurrencies(stats.managedByCurrency)}
        />
        <StatCard
          label={t('dashboard.admin.monthly')}
          value={formatMoney(stats.monthlyContributions, stats.currency)}
          extra={otherCurrencies(stats.monthlyContributionsByCurrency)}
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
