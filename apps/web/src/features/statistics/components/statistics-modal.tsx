import { Alert, Button, Card, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminStatsDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/get-admin-stats';
import { formatCount, formatMoney } from '../../../lib/format';
import { otherCurrencyAmounts } from '../utils/format';
import { statisticsErrorMessage } from '../utils/statistics-error';

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

function StatisticsGrid({ stats }: { stats: AdminStatsDto }) {
  const { t } = useTranslation();
  const others = otherCurrencyAmounts(stats.managedByCurrency, stats.currency);
  const monthlyOthers = otherCurrencyAmounts(stats.monthlyContributionsByCurrency, stats.currency);
  return (
    <Stack>
      <Text c="dimmed">{t('dashboard.statistics.subtitle', { name: stats.adminName })}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <StatCard
          label={t('dashboard.statistics.totalGroups')}
          value={formatCount(stats.totalGroups)}
        />
        <StatCard
          label={t('dashboard.statistics.activeGroups')}
          value={formatCount(stats.activeGroups)}
        />
        <StatCard
          label={t('dashboard.statistics.inactiveGroups')}
          value={formatCount(stats.inactiveGroups)}
        />
        <StatCard
          label={t('dashboard.statistics.totalMembers')}
          value={formatCount(stats.totalMembers)}
        />
        <StatCard
          label={t('dashboard.statistics.activeMembers')}
          value={formatCount(stats.activeMembers)}
        />
        <StatCard
          label={t('dashboard.statistics.newMembersThisMonth')}
          value={formatCount(stats.newMembersThisMonth)}
        />
        <StatCard
          label={t('dashboard.statistics.totalTransactions')}
          value={formatCount(stats.totalTransactions)}
        />
        <StatCard
          label={t('dashboard.statistics.pendingInvitations')}
          value={formatCount(stats.pendingInvitations)}
        />
        <StatCard
          label={t('dashboard.statistics.totalManagedAmount')}
          value={formatMoney(stats.totalManagedAmount, stats.currency)}
          extra={
            others.length > 0
              ? t('dashboard.statistics.otherCurrencies', { amounts: others.join(', ') })
              : undefined
          }
        />
        <StatCard
          label={t('dashboard.admin.monthly')}
          value={formatMoney(stats.monthlyContributions, stats.currency)}
          extra={
            monthlyOthers.length > 0
              ? t('dashboard.statistics.otherCurrencies', { amounts: monthlyOthers.join(', ') })
              : undefined
          }
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
        <Alert color="red" role="alert">
          {statisticsErrorMessage(stats.error, t)}
        </Alert>
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

/** The group admin's statistics modal (000 §2 'admin statistics'), loaded when it opens. */
export function StatisticsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dashboard.statistics.title')} size="lg">
      {opened && <StatisticsBody />}
    </Modal>
  );
}
