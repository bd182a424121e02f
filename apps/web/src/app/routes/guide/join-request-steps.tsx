import { useEffect } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { GroupDto, GuidedFlowStep, UserDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { formatMoney } from '../../../lib/format';
import {
  GroupCard,
  RulesAcceptanceFields,
  flattenPages,
  useRulesAcceptance,
  useSearchGroups,
  useSendJoinRequest,
  useUserJoinRequests,
} from '../../../features/groups';
import { clearDraft, useFlowDraft, type FlowStepContext } from '../../../features/guided-flows';
import { CompleteStep } from './onboarding-steps';
import { WriteButton } from '../../../components/offline-writes';

type ChosenGroup = Pick<
  GroupDto,
  | 'id'
  | 'name'
  | 'description'
  | 'member_count'
  | 'max_members'
  | 'contribution_amount'
  | 'currency'
  | 'current_cycle'
> &
  // A draft saved before groups carried their rules has none: the request then sends no version.
  Partial<Pick<GroupDto, 'rules'>>;

interface JoinDraft {
  query: string;
  group: ChosenGroup | null;
  message: string;
  sent: boolean;
}

const EMPTY: JoinDraft = { query: '', group: null, message: '', sent: false };

export function finishJoinRequest() {
  clearDraft('joinRequest');
}

function SearchStep({
  draft,
  update,
  context,
}: {
  draft: JoinDraft;
  update: (patch: Partial<JoinDraft>) => void;
  context: FlowStepContext;
}) {
  const { t } = useTranslation();
  const [q] = useDebouncedValue(draft.query, 300);
  const search = useSearchGroups(q);
  const groups = flattenPages(search.data);
  const choose = (group: GroupDto) => {
    update({
      group: {
        id: group.id,
        name: group.name,
        description: group.description,
        member_count: group.member_count,
        max_members: group.max_members,
        contribution_amount: group.contribution_amount,
        currency: group.currency,
        current_cycle: group.current_cycle,
        rules: group.rules,
      },
      sent: false,
    });
    context.feedback('success', t('guidedFlows.join.chosen', { name: group.name }));
    context.next({ force: true });
  };
  return (
    <Stack>
      <TextInput
        type="search"
        label={t('guidedFlows.join.searchLabel')}
        placeholder={t('guidedFlows.join.searchPlaceholder')}
        value={draft.query}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        onChange={(event) => update({ query: event.currentTarget.value })}
      />
      {search.isError && (
        <ErrorAlert error={search.error} texts={{ fallback: 'groups.search.failed' }} />
      )}
      {q.trim() !== '' && search.isSuccess && groups.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('guidedFlows.join.noResults')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {groups.map((group) => (
          <GroupCard
            key={group.id}
            group={group}
            variant={
              group.my_relation === 'admin' || group.my_relation === 'member' ? 'mine' : 'discover'
            }
            actions={
              group.my_relation === null ? (
                <Button size="xs" onClick={() => choose(group)}>
                  {t('guidedFlows.join.choose')}
                </Button>
              ) : null
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ChosenGroupCard({ group }: { group: ChosenGroup }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={group.name}>
      <Stack gap={6}>
        <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Title>
        {group.description && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {group.description}
          </Text>
        )}
        <Text size="sm">
          {t('guidedFlows.join.members', { count: group.member_count, max: group.max_members })}
        </Text>
        <Text size="sm">
          {t('guidedFlows.join.contribution', {
            amount: formatMoney(group.contribution_amount, group.currency),
          })}
        </Text>
      </Stack>
    </Card>
  );
}

const STATUS_COLOR = { pending: 'yellow', accepted: 'teal', rejected: 'red' } as const;

function WaitingStep({ user, group }: { user: UserDto; group: ChosenGroup }) {
  const { t } = useTranslation();
  const requests = useUserJoinRequests(user.id);
  const mine = requests.data?.find((r) => r.group_id === group.id);
  return (
    <Stack>
      <Text>{t('guidedFlows.join.waitingText', { name: group.name })}</Text>
      {requests.isError && <ErrorAlert error={requests.error} />}
      {requests.isPending ? (
        <Loader size="sm" />
      ) : mine ? (
        <Group gap="sm">
          <Badge color={STATUS_COLOR[mine.status]} size="lg" variant="light">
            {t(`guidedFlows.join.status.${mine.status}`)}
          </Badge>
          {mine.admin_response && <Text size="sm">{mine.admin_response}</Text>}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('guidedFlows.join.noRequest')}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={() => void requests.refetch()}>
          {t('guidedFlows.join.refresh')}
        </Button>
        <Button component={Link} to="/join-requests" variant="subtle">
          {t('nav.joinRequests')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The flow's last screen says where the request stands: "C’est prêt !" only once the admin has
 * accepted it; while it waits it says so (and that a notification will come), and a refusal is
 * told as one. Finishing the guide never claims that the member is in a group they are not.
 */
function JoinOutcomeStep({ user, group }: { user: UserDto; group: ChosenGroup }) {
  const { t } = useTranslation();
  const requests = useUserJoinRequests(user.id);
  if (requests.isPending) return <Loader size="sm" />;
  const status = requests.data?.find((r) => r.group_id === group.id)?.status;
  if (status === 'accepted')
    return <CompleteStep text={t('guidedFlows.join.outcome.acceptedText', { name: group.name })} />;
  const refused = status === 'rejected';
  return (
    <Stack gap="sm">
      {requests.isError && <ErrorAlert error={requests.error} />}
      <Title order={2} fz="h3">
        {t(
          refused
            ? 'guidedFlows.join.outcome.rejectedTitle'
            : 'guidedFlows.join.outcome.pendingTitle',
        )}
      </Title>
      <Text>
        {t(
          refused
            ? 'guidedFlows.join.outcome.rejectedText'
            : 'guidedFlows.join.outcome.pendingText',
          {
            name: group.name,
          },
        )}
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/join-requests" variant="default">
          {t('nav.joinRequests')}
        </Button>
        <Button component={Link} to="/dashboard" variant="subtle">
          {t('guidedFlows.complete.home')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The join-request flow: the group search, the group chosen, the request with its message
 * (POST /api/groups/:id/join-request), and the waiting state of that request, as the server
 * tells it.
 */
export function JoinRequestStep({
  user,
  step,
  context,
}: {
  user: UserDto;
  step: GuidedFlowStep<'joinRequest'>;
  context: FlowStepContext;
}) {
  const { t } = useTranslation();
  const { draft, update } = useFlowDraft<JoinDraft>('joinRequest', EMPTY);
  const send = useSendJoinRequest();
  const acceptance = useRulesAcceptance(draft.group?.rules);
  const { setGuard, feedback } = context;

  useEffect(() => {
    setGuard(() => {
      if (step === 'search' || step === 'select') {
        if (draft.group) return true;
        feedback('warning', t('guidedFlows.join.pickFirst'));
        return false;
      }
      if (step === 'request') {
        if (draft.sent) return true;
        feedback('warning', t('guidedFlows.join.sendFirst'));
        return false;
      }
      return true;
    });
    return () => setGuard(null);
  }, [draft, step, setGuard, feedback, t]);

  if (step === 'search') return <SearchStep draft={draft} update={update} context={context} />;
  if (step === 'complete' && !draft.group) return <CompleteStep />;
  if (!draft.group) return <Text>{t('guidedFlows.join.pickFirst')}</Text>;
  const group = draft.group;

  if (step === 'complete') return <JoinOutcomeStep user={user} group={group} />;

  if (step === 'select') return <ChosenGroupCard group={group} />;
  if (step === 'waiting') return <WaitingStep user={user} group={group} />;
  return (
    <Stack>
      <ChosenGroupCard group={group} />
      {send.isError && <ErrorAlert error={send.error} />}
      {draft.sent ? (
        <Text c="teal.8" role="status">
          {t('guidedFlows.join.sent')}
        </Text>
      ) : (
        <>
          <Textarea
            label={t('guidedFlows.join.messageLabel')}
            autosize
            minRows={3}
            value={draft.message}
            onChange={(event) => update({ message: event.currentTarget.value })}
          />
          <RulesAcceptanceFields group={group} acceptance={acceptance} />
          <Group justify="flex-end">
            <WriteButton
              loading={send.isPending}
              disabled={!acceptance.ready}
              onClick={() =>
                send.mutate(
                  {
                    groupId: group.id,
                    message: draft.message,
                    acceptedRulesVersion: acceptance.version,
                  },
                  {
                    onSuccess: () => {
                      update({ sent: true });
                      feedback('success', t('guidedFlows.join.sent'));
                      context.next({ force: true });
                    },
                    onError: (error) => {
                      if (!acceptance.onJoinError(error))
                        feedback('error', t('groups.search.failed'));
                    },
                  },
                )
              }
            >
              {t('guidedFlows.join.send')}
            </WriteButton>
          </Group>
        </>
      )}
    </Stack>
  );
}
