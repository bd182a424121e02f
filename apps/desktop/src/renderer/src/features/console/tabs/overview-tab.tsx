import { AreaChart, BarChart } from '@mantine/charts';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SystemLogRow } from '../api/console-rows';
import { useMonthly, useStats } from '../api/get-figures';
import { useKeysetList } from '../hooks/use-keyset-list';
import { QuickActions } from '../components/quick-actions';
import { StatCards, SystemStateCard } from '../components/stat-cards';
import { formatDateTime } from '../../../lib/format';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { useFailureToast } from '../../../lib/use-failure-toast';

/** The overview shows the last 5 system logs. */
export const OVERVIEW_LOG_COUNT = 5;

/**
 * The overview, the console's dashboard: the four figures, the system state and the quick
 * actions, then growth (new users and groups per month), monthly revenue in KES, both from the
 * server's GET /stats/monthly, and the last five errors and warnings the server logged.
 */
export function OverviewTab({ toast }: Pick<ConsoleTabProps, 'toast'>) {
  const { t, i18n } = useTranslation();
  const stats = useStats(true);
  const monthly = useMonthly(true);
  useFailureToast(stats.error, t('toasts.loadFailed'), toast, t('lists.names.stats'));
  useFailureToast(monthly.error, t('toasts.loadFailed'), toast, t('lists.names.monthly'));
  const logs = useKeysetList<SystemLogRow>('/api/superadmin/system-logs', {}, () =>
    toast({ kind: 'error', title: t('toasts.loadFailed'), message: t('lists.names.systemLogs') }),
  ).items;
  const months = monthly.data?.months ?? [];
  const monthLabel = (month: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  const growth = months.map((m) => ({
    month: monthLabel(m.month),
    [t('overview.users')]: m.users,
    [t('overview.groups')]: m.groups,
  }));
  // Revenue is a decimal string: charts draw numbers, and a drawing need not be exact.
  const revenue = months.map((m) => ({
    month: monthLabel(m.month),
    [t('overview.revenue')]: Number(m.revenue),
  }));
  return (
    <Stack gap="md">
      <StatCards stats={stats.data ?? null} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <SystemStateCard stats={stats.data ?? null} />
        <QuickActions toast={toast} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md" role="figure" aria-label={t('overview.growth')}>
          <Title order={3} size="h5" mb="sm">
            {t('overview.growth')}
          </Title>
          <AreaChart
            h={240}
            data={growth}
            dataKey="month"
            withLegend
            series={[
              { name: t('overview.users'), color: 'teal.6' },
              { name: t('overview.groups'), color: 'blue.6' },
            ]}
          />
        </Card>
        <Card withBorder padding="md" role="figure" aria-label={t('overview.monthlyRevenue')}>
          <Title order={3} size="h5" mb="sm">
            {t('overview.monthlyRevenue')}
          </Title>
          <BarChart
            h={240}
            data={revenue}
            dataKey="month"
            valueFormatter={(value) =>
              new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value)
            }
            series={[{ name: t('overview.revenue'), color: 'green.6' }]}
          />
        </Card>
      </SimpleGrid>
      <Card withBorder padding="md" role="region" aria-label={t('overview.logs')}>
        <Title order={3} size="h5" mb="sm">
          {t('overview.logs')}
        </Title>
        {logs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('overview.noLogs')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {logs.slice(0, OVERVIEW_LOG_COUNT).map((log) => (
              <Group key={log.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <Badge color={log.level === 'error' ? 'red' : 'orange'} variant="light" miw={64}>
                  {t(`overview.level.${log.level}`, { defaultValue: log.level })}
                </Badge>
                <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {log.message}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(log.timestamp, i18n.language)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
