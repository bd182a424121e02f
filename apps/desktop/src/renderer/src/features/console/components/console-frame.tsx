import { ActionIcon, AppShell, Group, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { isOperatorRole, type UserDto } from '@tontine/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyDashboard,
  loadDashboard,
  loadFigures,
  type DashboardData,
} from '../api/load-dashboard';
import { operatorName } from '../operator-name';
import { ConsoleTabs } from '../tabs/console-tabs';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { useToast } from '../../../components/toasts/console-toasts';
import { ConsoleHeader } from './console-header';

/** The header's search reaches the tabs once typing pauses, not at every key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The signed-in console: header, the search box and refresh button, and the tabs.
 * The four figures, the system state and the quick actions live in the overview tab, so that
 * every other tab's content starts just below the tab strip instead of below the dashboard.
 * Every list loads together at start and at each refresh; a list that fails is empty and one
 * error toast says so.
 */
export function ConsoleFrame({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const role = isOperatorRole(user.role) ? user.role : 'support';
  const [refreshKey, setRefreshKey] = useState(0);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [data, setData] = useState<DashboardData>(emptyDashboard);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    // The first load may take the figures the server shares; the refresh button wants them now.
    void loadDashboard(role, { fresh: refreshKey > 0 }).then(({ data: loaded, failed }) => {
      if (cancelled) return;
      setData(loaded);
      setLoading(false);
      if (failed.length > 0) {
        toast({
          kind: 'error',
          title: t('toasts.loadFailed'),
          message: failed.map((name) => t(`lists.names.${name}`)).join(', '),
        });
      }
    });
    return () => {
      cancelled = true;
    };
    // The toast and translations change with the language; a reload is not wanted then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role, refreshKey]);

  const onFiguresChanged = useCallback(() => {
    if (role !== 'super_admin') return;
    loadFigures().then(
      (figures) => setData((current) => ({ ...current, ...figures })),
      // The figures stay as they were; the next refresh reads them again.
      () => undefined,
    );
  }, [role]);

  const tabProps = useMemo<ConsoleTabProps>(
    () => ({ search, refreshKey, toast, onFiguresChanged }),
    [search, refreshKey, toast, onFiguresChanged],
  );

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <ConsoleHeader user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('console.welcome', { name: operatorName(user) })}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              placeholder={t('console.searchPlaceholder')}
              aria-label={t('console.search')}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
            />
            <Tooltip label={t('console.refresh')}>
              <ActionIcon
                size="lg"
                variant="default"
                aria-label={t('console.refresh')}
                loading={loading}
                onClick={() => setRefreshKey((key) => key + 1)}
              >
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <ConsoleTabs role={role} operatorId={user.id} data={data} tabProps={tabProps} />
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
