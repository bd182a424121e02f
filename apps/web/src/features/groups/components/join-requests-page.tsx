import { useState } from 'react';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { GroupDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useExploreGroups } from '../api/explore-groups';
import { useUserJoinRequests, type MyJoinRequestDto } from '../api/get-user-join-requests';
import { flattenPages } from '../api/paging';
import { formatDate, formatMoney } from '../../../lib/format';
import { initials } from '../utils/format';
import { INVITATION_ERRORS } from './invitation-code-modal';
import { GroupStatusBadges } from './group-status-badges';
import { MotivationModal } from './motivation-modal';
import { LoadMoreButton } from './load-more-button';
import { ErrorAlert } from '../../../components/error-alert';
import { JoinWithCodeButton } from '../../../components/join-with-code-button';
import { QueryResult } from '../../../components/query-result';
import { PremiumUnlockSlot } from '../../../lib/ad-slots';

const REQUEST_COLORS = { pending: 'yellow', accepted: 'teal', rejected: 'red' } as const;

/** A status the client does not know displays as pending. */
function requestStatus(status: string): keyof typeof REQUEST_COLORS {
  return status === 'accepted' || status === 'rejected' ? status : 'pending';
}

/** Join-request dates are in the French format (day/month/year), whatever the language. */
function frenchDate(value: string): string {
  return new Date(value).toLocaleDateString('fr-FR');
}

function RequestCard({ request }: { request: MyJoinRequestDto }) {
  const { t } = useTranslation();
  const status = requestStatus(request.status);
  return (
    <Card withBorder radius="md" component="article" aria-label={request.group_name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="h5">
            {request.group_name}
          </Title>
          <Badge color={REQUEST_COLORS[status]} variant="light">
            {t(`groups.requests.status.${status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('groups.requests.sentOn', { date: frenchDate(request.created_at) })}
        </Text>
        {request.message && (
          <Text size="sm">
            <Text span fw={600}>
              {t('groups.requests.message')} :{' '}
            </Text>
            {request.message}
          </Text>
        )}
        {request.admin_response && (
          <Text size="sm">
            <Text span fw={600}>
              {t('groups.requests.adminResponse')} :{' '}
            </Text>
            {request.admin_response}
          </Text>
        )}
        {status === 'accepted' && request.invitation_code && (
          <Group justify="space-between">
            <Text size="sm" ff="monospace" fw={700} data-testid="invitation-code">
              {t('groups.requests.code', { code: request.invitation_code })}
            </Text>
            <JoinWithCodeButton
              code={request.invitation_code}
              label={t('groups.join.join')}
              joined={t('groups.invitationCode.success', { name: request.group_name })}
              failure={INVITATION_ERRORS}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function MyRequests({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useUserJoinRequests(userId);
  return (
    <QueryResult query={query} loader="regular">
      {(requests) =>
        requests.length === 0 ? (
          <Text c="dimmed">{t('groups.requests.emptyMine')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </SimpleGrid>
        )
      }
    </QueryResult>
  );
}

function AvailableGroupCard({ group, onAsk }: { group: GroupDto; onAsk: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-label={group.name}>
      <Stack gap="xs">
        <Group wrap="nowrap" justify="space-between">
          <Group wrap="nowrap" gap="sm">
            <Avatar color="teal" radius="xl">
              {initials(group.name)}
            </Avatar>
            <div>
              <Title order={3} fz="h5">
                {group.name}
              </Title>
              <Text size="xs" c="dimmed">
                {t('groups.card.membersValue', {
                  count: group.member_count,
                  max: group.max_members,
                })}{' '}
                · {t('groups.card.created', { date: formatDate(group.created_at) })}
              </Text>
            </div>
          </Group>
          <GroupStatusBadges group={group} />
        </Group>
        {group.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {group.description}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {formatMoney(group.contribution_amount, group.currency)}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" component={Link} to={`/groups/${group.id}`}>
            {t('groups.card.details')}
          </Button>
          {group.my_relation === null && (
            <Button size="xs" onClick={onAsk}>
              {t('groups.join.request')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function AvailableGroups() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const query = useExploreGroups({ q: q || undefined });
  const groups = flattenPages(query.data);
  const [chosen, setAsked] = useState<GroupDto | null>(null);
  // The list's latest copy of the group asked: its rules, once fetched again, show there.
  const asked = chosen && (groups.find((g) => g.id === chosen.id) ?? chosen);

  return (
    <Stack>
      <TextInput
        label={t('groups.explore.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {query.isPending && <Loader aria-label={t('app.loading')} />}
      {query.isError && <ErrorAlert error={query.error} />}
      {query.isSuccess && groups.length === 0 && <Text c="dimmed">{t('groups.search.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {groups.map((group) => (
          <AvailableGroupCard key={group.id} group={group} onAsk={() => setAsked(group)} />
        ))}
      </SimpleGrid>
      <LoadMoreButton query={query} />
      <MotivationModal group={asked} opened={asked !== null} onClose={() => setAsked(null)} />
    </Stack>
  );
}

/** `/join-requests` ('Adhésions aux Groupes'): the caller's requests, and groups to ask. */
export function JoinRequestsPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const [tab, setTab] = useState<string | null>('mine');
  if (!user) return null;
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('groups.requests.title')}
      </Title>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="mine">{t('groups.requests.tabMine')}</Tabs.Tab>
          <Tabs.Tab value="available">{t('groups.requests.tabAvailable')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine" pt="md">
          <MyRequests userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="available" pt="md">
          {tab === 'available' && <AvailableGroups />}
        </Tabs.Panel>
      </Tabs>
      <PremiumUnlockSlot />
    </Stack>
  );
}
