import { useState, type ReactNode } from 'react';
import { Button, Card, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { GroupDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyGroups } from '../api/get-groups';
import { flattenPages } from '../api/paging';
import { isActiveMembership } from '../utils/group-status';
import { LoadMoreButton } from './load-more-button';
import { MyGroupCards } from './my-group-cards';
import { TotalSavedCard } from './total-saved';
import { ErrorAlert } from '../../../components/error-alert';

type MyGroupsTab = 'active' | 'pending' | 'all';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={800} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Card>
  );
}

/** What another feature adds to each card of the caller's groups (the chat's button). */
type CardAction = (group: GroupDto) => ReactNode;

function GroupList({
  groups,
  empty,
  cardAction,
}: {
  groups: GroupDto[];
  empty: ReactNode;
  cardAction?: CardAction;
}) {
  const { t } = useTranslation();
  if (groups.length === 0) return <>{empty}</>;
  return (
    <MyGroupCards
      groups={groups}
      actions={(group) => (
        <>
          {cardAction?.(group)}
          {group.my_relation === 'admin' && (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`/groups/${group.id}#requests`}
            >
              {t('groups.card.manage')}
            </Button>
          )}
        </>
      )}
    />
  );
}

/** `/my-groups` ('Mes Groupes'): the caller's groups by relation. */
export function MyGroupsPage({ cardAction }: { cardAction?: CardAction }) {
  const { t } = useTranslation();
  const query = useMyGroups();
  const [tab, setTab] = useState<MyGroupsTab>('active');
  const all = flattenPages(query.data);
  const active = all.filter(isActiveMembership);
  const pending = all.filter((g) => g.my_relation === 'pending');
  const admin = all.filter((g) => g.my_relation === 'admin');
  const tabs = [
    {
      value: 'active',
      label: 'groups.myGroups.tabActive',
      groups: active,
      empty: 'groups.myGroups.emptyActive',
      emptyAction: 'groups.myGroups.explore',
    },
    {
      value: 'pending',
      label: 'groups.myGroups.tabPending',
      groups: pending,
      empty: 'groups.myGroups.emptyPending',
      emptyAction: 'groups.myGroups.discover',
    },
    {
      value: 'all',
      label: 'groups.myGroups.tabAll',
      groups: all,
      empty: 'groups.myGroups.emptyActive',
      emptyAction: 'groups.myGroups.explore',
    },
  ] as const;

  const emptyState = (text: string, action: string) => (
    <Stack align="center" py="lg">
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to="/explore">
        {action}
      </Button>
    </Stack>
  );

  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('groups.myGroups.title')}
      </Title>
      {query.isPending && <Loader aria-label={t('app.loading')} />}
      {/* A failed refresh keeps the groups last seen on screen (offline, those that IndexedDB
          restored): the error is shown only when there is nothing to show instead. */}
      {query.isError && !query.data && <ErrorAlert error={query.error} />}
      {query.data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Stat label={t('groups.myGroups.statActive')} value={active.length} />
            <Stat label={t('groups.myGroups.statAdmin')} value={admin.length} />
            <Stat label={t('groups.myGroups.statPending')} value={pending.length} />
            <TotalSavedCard />
          </SimpleGrid>
          <Tabs value={tab} onChange={(value) => setTab((value as MyGroupsTab | null) ?? 'active')}>
            <Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {t(tab.label)} ({tab.groups.length})
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} pt="md">
                <GroupList
                  cardAction={cardAction}
                  groups={tab.groups}
                  empty={emptyState(t(tab.empty), t(tab.emptyAction))}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
          <LoadMoreButton query={query} />
        </>
      )}
    </Stack>
  );
}
