import { Badge, Box, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconActivity,
  IconCash,
  IconReceipt,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformStats } from '../api/console-rows';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format';

function StatCard({
  label,
  value,
  icon,
  extra,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz={{ base: 'md', sm: 'xl' }} fw={700} style={{ overflowWrap: 'break-word' }}>
            {value}
          </Text>
          {extra}
        </Stack>
        {/* Two cards share a phone's width: the figure needs the room more than the icon. */}
        <Box visibleFrom="sm">{icon}</Box>
      </Group>
    </Card>
  );
}

/** The overview's four figures: users, active groups, transactions, revenue in KES. */
export function StatCards({ stats }: { stats: PlatformStats | null }) {
  const { t, i18n } = useTranslation();
  const n = (value: number | undefined) =>
    value === undefined ? '—' : formatNumber(value, i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <StatCard
        label={t('stats.totalUsers')}
        value={n(stats?.totalUsers)}
        icon={<IconUsers size={28} color="var(--mantine-color-teal-6)" aria-hidden />}
      />
      <StatCard
        label={t('stats.activeGroups')}
        value={n(stats?.activeGroups)}
        icon={<IconUsersGroup size={28} color="var(--mantine-color-blue-6)" aria-hidden />}
        extra={
          stats && (
            <Text size="xs" c="dimmed">
              {t('stats.ofGroups', { total: n(stats.totalGroups) })}
            </Text>
          )
        }
      />
      <StatCard
        label={t('stats.transactions')}
        value={n(stats?.totalTransactions)}
        icon={<IconReceipt size={28} color="var(--mantine-color-grape-6)" aria-hidden />}
      />
      <StatCard
        label={t('stats.revenue')}
        value={stats ? formatMoney(stats.totalRevenue, stats.revenueCurrency, i18n.language) : '—'}
        icon={<IconCash size={28} color="var(--mantine-color-green-6)" aria-hidden />}
        extra={
          stats && stats.otherRevenue.length > 0 ? (
            <Text size="xs" c="dimmed">
              {t('stats.otherRevenue', {
                amounts: stats.otherRevenue
                  .map((other) => formatMoney(other.amount, other.currency, i18n.language))
                  .join(' · '),
              })}
            </Text>
          ) : undefined
        }
      />
    </SimpleGrid>
  );
}

/** The system state card: health, active users, error rate, deployments. */
export function SystemStateCard({ stats }: { stats: PlatformStats | null }) {
  const { t, i18n } = useTranslation();
  const health = stats?.systemHealth ?? 0;
  const color = health >= 100 ? 'teal' : health >= 50 ? 'orange' : 'red';
  return (
    <Card withBorder padding="md" role="region" aria-label={t('systemState.title')}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('systemState.title')}</Text>
        <IconActivity size={20} aria-hidden />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('systemState.health')}
          </Text>
          <Text fw={700}>{stats ? `${health} %` : '—'}</Text>
          <Progress value={health} color={color} size="sm" aria-label={t('systemState.health')} />
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('systemState.activeUsers')}
          </Text>
          <Text fw={700}>{stats ? formatNumber(stats.activeUsers, i18n.language) : '—'}</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('systemState.errorRate')}
          </Text>
          <Text fw={700}>{stats ? `${formatPercent(stats.errorRate, i18n.language)} %` : '—'}</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('systemState.deployments')}
          </Text>
          <Text fw={700}>{stats ? formatNumber(stats.deployments, i18n.language) : '—'}</Text>
        </Stack>
      </SimpleGrid>
      {stats && (
        <Group gap="xs" mt="sm">
          {stats.healthChecks.map((check) => (
            <Badge
              key={check.name}
              variant="light"
              color={!check.configured ? 'gray' : check.ok ? 'teal' : 'red'}
            >
              {t(`systemState.check.${check.name}`, { defaultValue: check.name })}
              {' · '}
              {!check.configured
                ? t('systemState.notConfigured')
                : check.ok
                  ? t('systemState.ok')
                  : t('systemState.down')}
            </Badge>
          ))}
          <Badge variant="outline" color="gray">
            {t('app.version', { version: stats.currentVersion })}
          </Badge>
        </Group>
      )}
    </Card>
  );
}
