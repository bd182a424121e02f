import { ActionIcon, AppShell, Group, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { isOperatorRole, type UserDto } from '@tontine/contracts';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { refreshFigures } from '../api/get-figures';
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
 * Each tab reads what it shows when it opens; Refresh reads everything the console holds
 * again (the open tab's data at once, the others' when they open), and a list that fails is
 * empty and an error toast says so.
 */
export function ConsoleFrame({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const role = isOperatorRole(user.role) ? user.role : 'support';
  const client = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const loading = useIsFetching({ queryKey: queryKeys.all }) > 0;

  const refresh = () => {
    void client.invalidateQueries({
      queryKey: queryKeys.all,
      predicate: (query) => query.queryKey[1] !== queryKeys.figures[1],
    });
    if (role === 'super_admin') void refreshFigures(client);
  };

  const tabProps = useMemo<ConsoleTabProps>(() => ({ search, toast }), [search, toast]);

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
                onClick={refresh}
              >
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <ConsoleTabs role={role} operatorId={user.id} tabProps={tabProps} />
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
