import { useId, useState } from 'react';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { AdminStatsDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { isApiError } from '../../../lib/api-error';
import { useAdminStats } from '../api/get-admin-stats';
import { formatCount } from '../../../lib/format';
import { useMoneyFigure } from '../hooks/use-money-figure';
import { STATISTICS_ERRORS } from '../utils/statistics-error-texts';
import { StatisticsModal } from './statistics-modal';

function Figure({ label, values, note }: { label: string; values: string[]; note?: string }) {
  return (
    <Stack gap={0}>
      <Stack gap={0} role="group" aria-label={`${label}: ${values.join(', ')}`}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {values.map((value, i) => (
          <Text key={value} fz={i === 0 ? 24 : 16} fw={800}>
            {value}
          </Text>
        ))}
      </Stack>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

function AdminFigures({ stats }: { stats: AdminStatsDto }) {
  const { t } = useTranslation();
  // The totals across the groups, in the currency chosen in the settings.
  // "Montant épargné": what the groups still hold (MONEY_FIGURE_DEFINITIONS.groupsSaved), not
  // what was ever managed: money already paid out is no longer saved.
  const saved = useMoneyFigure(stats.savedByCurrency, {
    amount: stats.totalSavedAmount,
    currency: stats.currency,
  });
  const monthly = useMoneyFigure(stats.monthlyContributionsByCurrency, {
    amount: stats.monthlyContributions,
    currency: stats.currency,
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Figure label={t('dashboard.admin.saved')} {...saved} />
      <Figure label={t('dashboard.admin.monthly')} {...monthly} />
      <Figure
        label={t('dashboard.admin.activeGroups')}
        values={[
          t('dashboard.admin.activeGroupsValue', {
            active: formatCount(stats.activeGroups),
            total: formatCount(stats.totalGroups),
          }),
        ]}
      />
      <Figure
        label={t('dashboard.admin.pendingInvitations')}
        values={[formatCount(stats.pendingInvitations)]}
      />
    </SimpleGrid>
  );
}

/**
 * The admin dashboard's totals (the saved amount and this month's contributions), from the
 * server's statistics over the groups the caller administers, and the statistics modal.
 */
export function AdminOverview() {
  const { t } = useTranslation();
  const titleId = useId();
  const stats = useAdminStats();
  const [statisticsOpen, setStatisticsOpen] = useState(false);

  let body;
  if (stats.isPending) body = <Loader size="sm" aria-label={t('app.loading')} />;
  else if (stats.isError && isApiError(stats.error) && stats.error.status === 403) {
    // The server's 403 here means "administers no group yet" (an admin before their first group).
    body = <Text c="dimmed">{t('dashboard.admin.noGroupYet')}</Text>;
  } else if (stats.isError) {
    body = (
      <Alert color="red" role="alert" p="xs">
        {describeError(stats.error, t, STATISTICS_ERRORS)}
      </Alert>
    );
  } else body = <AdminFigures stats={stats.data} />;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('dashboard.admin.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconChartBar size={16} aria-hidden />}
          onClick={() => setStatisticsOpen(true)}
        >
          {t('dashboard.admin.openStatistics')}
        </Button>
      </Group>
      {body}
      <StatisticsModal opened={statisticsOpen} onClose={() => setStatisticsOpen(false)} />
    </Card>
  );
}
