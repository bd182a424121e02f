import { lazy, Suspense, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { UserDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useMyGroups } from '../api/get-groups';
import { flattenPages } from '../api/paging';
import { JoinOptions } from './join-options';
import { PayQuickAction } from './pay-quick-action';
import { MemberTotals } from './total-saved';
import { LoadMoreButton } from './load-more-button';
import { MyGroupCards } from './my-group-cards';
import { ErrorAlert } from '../../../components/error-alert';
import { useModalsOpenedOnce } from '../../../lib/use-modals-opened-once';

// The three modals (the creation form with its country list and schemas, the search, the code)
// are fetched when first opened: none is part of the home's first screen.
const CreateGroupModal = lazy(() =>
  import('./create-group-modal').then((m) => ({ default: m.CreateGroupModal })),
);
const GroupSearchModal = lazy(() =>
  import('./group-search-modal').then((m) => ({ default: m.GroupSearchModal })),
);
const PermanentCodeModal = lazy(() =>
  import('./permanent-code-modal').then((m) => ({ default: m.PermanentCodeModal })),
);

type HomeModal = 'create' | 'permanent' | 'search';

/**
 * Who may open the create-group modal: admins, super admins and members not barred from
 * creating groups; the server decides in the end.
 */
function mayCreateGroups(user: UserDto): boolean {
  return user.role === 'admin' || user.role === 'super_admin' || user.can_create_groups !== false;
}

interface GroupsHomeProps {
  user: UserDto;
  /**
   * Shown under the overview to group admins only: the app passes the admin totals and the
   * statistics modal, which belong to another feature.
   */
  adminPanel?: ReactNode;
  /**
   * The home's sections show the parts apart: 'overview' (counts, totals, quick actions, the
   * admin panel) and 'groups' (the list and the ways to join); both when left out.
   */
  part?: 'overview' | 'groups';
  /** More quick actions of the overview, from other features (the proof's photo and file). */
  quickActions?: ReactNode;
}

/**
 * The groups part of the dashboard: the overview (group count and the member's
 * totals) and 'Mes Groupes' for members; for admins also the admin panel, the group cards with
 * their pending requests, group creation and the permanent-code join; the three ways to join,
 * or the empty state when the user is in no group.
 */
export function GroupsHome({ user, adminPanel, part, quickActions }: GroupsHomeProps) {
  const { t } = useTranslation();
  const groups = useMyGroups();
  const items = flattenPages(groups.data);
  const modals = useModalsOpenedOnce<HomeModal>();
  const { shown: modal, open: setModal, close } = modals;
  const admin = user.role === 'admin' || items.some((g) => g.my_relation === 'admin');

  // Placeholders about the size of the overview and the first-visit list (mobile): a bare spinner let the sections
  // below jump down by a screen when the groups arrived (Lighthouse CLS 0.65).
  if (groups.isPending) {
    return (
      <Stack role="status" aria-label={t('app.loading')}>
        {part !== 'groups' && <Skeleton height={420} radius="md" />}
        {part !== 'overview' && <Skeleton height={600} radius="md" />}
      </Stack>
    );
  }
  if (groups.isError) {
    return <ErrorAlert error={groups.error} />;
  }

  const overview = part !== 'groups';
  const list = part !== 'overview';

  return (
    <Stack>
      {overview && (
        <Card
          withBorder
          radius="md"
          component="section"
          aria-label={t('groups.dashboard.overview')}
        >
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} fz="h4">
                {t('groups.dashboard.overview')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('groups.dashboard.groupCount')}
              </Text>
              <Text fz={28} fw={800} data-testid="group-count">
                {items.length}
              </Text>
            </div>
            <Group gap="xs">
              {admin && mayCreateGroups(user) && (
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setModal('create')}
                >
                  {t('groups.createModal.open')}
                </Button>
              )}
              {items.length > 0 && <PayQuickAction groups={items} />}
              {items.length > 0 && quickActions}
              <Button variant="light" onClick={() => setModal('permanent')}>
                {t('groups.permanentCode.open')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconSearch size={16} aria-hidden />}
                onClick={() => setModal('search')}
              >
                {t('groups.search.open')}
              </Button>
            </Group>
          </Group>
          <Box mt="md">
            <MemberTotals />
          </Box>
        </Card>
      )}
      {overview && admin && adminPanel}

      {list &&
        (items.length === 0 ? (
          <Card withBorder radius="md" component="section" aria-label={t('groups.home.emptyTitle')}>
            <Stack>
              <Title order={2} fz="h4">
                {t('groups.home.emptyTitle')}
              </Title>
              <Text size="sm">{t('groups.home.emptyText')}</Text>
              <JoinOptions withExplore />
            </Stack>
          </Card>
        ) : (
          <Stack component="section" aria-label={t('groups.dashboard.myGroups')}>
            <Title order={2} fz="h4">
              {admin ? t('groups.dashboard.adminGroups') : t('groups.dashboard.myGroups')}
            </Title>
            <MyGroupCards
              groups={items}
              actions={(group) =>
                (group.pending_requests_count ?? 0) > 0 && (
                  <Badge color="orange" variant="filled">
                    {t('groups.dashboard.pendingRequests', {
                      count: group.pending_requests_count ?? 0,
                    })}
                  </Badge>
                )
              }
            />
            <LoadMoreButton query={groups} />
            <Title order={2} fz="h4">
              {t('groups.home.waysTitle')}
            </Title>
            <JoinOptions />
          </Stack>
        ))}
      <Suspense fallback={null}>
        {modals.mounted('create') && (
          <CreateGroupModal opened={modal === 'create'} onClose={close} />
        )}
        {modals.mounted('permanent') && (
          <PermanentCodeModal opened={modal === 'permanent'} onClose={close} />
        )}
        {modals.mounted('search') && (
          <GroupSearchModal opened={modal === 'search'} onClose={close} />
        )}
      </Suspense>
    </Stack>
  );
}
