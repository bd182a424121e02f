import { useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconShare, IconTrash } from '@tabler/icons-react';
import type { GroupDetailDto } from '@tontine/contracts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { describeError, type ErrorTexts } from '../../../lib/describe-error';
import { JoinChatButton } from '../../chat/components/join-chat-button';
import { ContributionValidationQueue } from '../../rotation/components/contribution-validation-queue';
import { RecordPayoutCard } from '../../rotation/components/record-payout-card';
import { RotationTab } from '../../rotation/components/rotation-tab';
import { useDeleteGroup } from '../api/delete-group';
import { useGroup } from '../../../api/get-group';
import { formatDate, formatMoney } from '../../../lib/format';
import { initials } from '../utils/format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GroupActivityPanel } from './group-activity-list';
import { GroupMembersList } from './group-members-list';
import { MyStatusCard } from './payments/my-status-card';
import { PaymentsPanel } from './payments/payments-panel';
import { GroupRequestsPanel } from './group-requests-panel';
import { ChatModeratorsPanel } from '../../chat/components/chat-moderators-panel';
import { GroupSidebar, shareInvitation } from './group-sidebar';

/** sw = Kiswahili, en = English, otherwise Français (000 §2). */
export function groupLanguageLabel(language: string): string {
  if (language === 'sw') return 'Kiswahili';
  if (language === 'en') return 'English';
  return 'Français';
}

/** 'Erreur lors de la suppression: {detail or Erreur inconnue}', or the connection message. */
const DELETE_ERRORS: ErrorTexts = {
  fallback: 'groups.detail.unknownError',
  frame: 'groups.detail.deleteFailed',
};

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function SummaryCard({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Group wrap="nowrap" align="flex-start">
        <Avatar size="lg" color="teal" radius="xl">
          {initials(group.name)}
        </Avatar>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group gap="xs">
            <Badge variant="light">{group.region || t('groups.detail.defaultRegion')}</Badge>
            <Badge variant="light" color="gray">
              {groupLanguageLabel(group.language)}
            </Badge>
            <Badge color={group.is_active ? 'teal' : 'red'}>
              {group.is_active ? t('groups.detail.active') : t('groups.detail.inactive')}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact
              label={t('groups.detail.members')}
              value={t('groups.card.membersValue', {
                count: group.member_count,
                max: group.max_members,
              })}
            />
            <Fact
              label={t('groups.detail.contribution')}
              value={formatMoney(group.contribution_amount, group.currency)}
            />
            <Fact label={t('groups.detail.cycle')} value={group.current_cycle || 1} />
            <Fact
              label={t('groups.detail.frequency')}
              value={t(`groups.frequency.${group.payout_frequency}`)}
            />
          </SimpleGrid>
        </Stack>
      </Group>
    </Card>
  );
}

function Overview({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder radius="md">
        <Title order={3} fz="h5" mb="sm">
          {t('groups.detail.about')}
        </Title>
        <Stack gap="xs">
          <Fact
            label={t('groups.detail.theme')}
            value={group.theme || t('groups.detail.defaultTheme')}
          />
          <Fact label={t('groups.detail.startDate')} value={formatDate(group.start_date)} />
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Title order={3} fz="h5" mb="sm">
          {t('groups.detail.rules')}
        </Title>
        <Stack gap="xs">
          <Fact
            label={t('groups.detail.ruleFrequency')}
            value={t(`groups.frequency.${group.payout_frequency}`)}
          />
          <Fact
            label={t('groups.detail.ruleAmount')}
            value={formatMoney(group.contribution_amount, group.currency)}
          />
          <Fact
            label={t('groups.detail.ruleOrder')}
            value={t(`groups.payoutOrder.${group.payout_order_method}`)}
          />
          <Fact
            label={t('groups.detail.ruleBeneficiary')}
            value={group.beneficiary_contributes ? t('groups.detail.yes') : t('groups.detail.no')}
          />
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

/**
 * `/groups/:id`: the group detail of 000 §2. The activity feed is for the group's members and
 * super admins, as the API allows.
 */
export function GroupDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  // The dashboard's payment shortcut opens the payments tab.
  const [searchParams] = useSearchParams();
  const user = useSession()?.user;
  const query = useGroup(id);
  const remove = useDeleteGroup();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (query.isPending) return <Loader aria-label={t('app.loading')} />;
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => navigate('/my-groups')}
        >
          {t('groups.detail.back')}
        </Button>
        <Alert color="red" role="alert">
          {describeError(query.error, t, { statuses: { 404: 'groups.detail.notFound' } })}
        </Alert>
      </Stack>
    );
  }

  const group = query.data;
  const isAdmin = group.my_relation === 'admin';
  const isMember = group.my_relation === 'admin' || group.my_relation === 'member';
  const seesActivity =
    group.my_relation === 'admin' || group.my_relation === 'member' || user?.role === 'super_admin';

  async function share() {
    const url = `${window.location.origin}/groups/${group.id}`;
    const text = group.permanent_invitation_code
      ? t('groups.detail.shareText', { name: group.name, code: group.permanent_invitation_code })
      : url;
    const how = await shareInvitation(group.name, text);
    if (how === 'copied') notifySuccess({ message: t('groups.detail.shared') });
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Button
            variant="subtle"
            px={0}
            w="fit-content"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => navigate('/my-groups')}
          >
            {t('groups.detail.back')}
          </Button>
          <Title order={1} fz="h2">
            {group.name}
          </Title>
          <Text c="dimmed">{group.description}</Text>
        </Stack>
        <Group gap="xs">
          <JoinChatButton group={group} />
          <Button
            variant="default"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void share()}
          >
            {t('groups.detail.share')}
          </Button>
          {isAdmin && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('groups.detail.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <SummaryCard group={group} />
            {isMember && <MyStatusCard group={group} />}
            <Tabs
              defaultValue={
                isMember && searchParams.get('tab') === 'payments' ? 'payments' : 'overview'
              }
            >
              <Tabs.List>
                <Tabs.Tab value="overview">{t('groups.detail.tabOverview')}</Tabs.Tab>
                <Tabs.Tab value="members">
                  {t('groups.detail.tabMembers')} ({group.member_count})
                </Tabs.Tab>
                {seesActivity && (
                  <Tabs.Tab value="activity">{t('groups.detail.tabActivity')}</Tabs.Tab>
                )}
                {isMember && <Tabs.Tab value="payments">{t('groups.payments.tab')}</Tabs.Tab>}
                {isMember && <Tabs.Tab value="rotation">{t('rotation.tab')}</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="overview" pt="md">
                <Overview group={group} />
              </Tabs.Panel>
              <Tabs.Panel value="members" pt="md">
                <GroupMembersList group={group} userId={user?.id ?? ''} isAdmin={isAdmin} />
              </Tabs.Panel>
              {seesActivity && (
                <Tabs.Panel value="activity" pt="md">
                  <GroupActivityPanel groupId={group.id} />
                </Tabs.Panel>
              )}
              {isMember && (
                <Tabs.Panel value="payments" pt="md">
                  <PaymentsPanel group={group} />
                </Tabs.Panel>
              )}
              {isMember && (
                <Tabs.Panel value="rotation" pt="md">
                  <RotationTab group={group} userId={user?.id ?? ''} isAdmin={isAdmin} />
                </Tabs.Panel>
              )}
            </Tabs>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <GroupSidebar group={group} />
            {isAdmin && <RecordPayoutCard group={group} />}
            {isAdmin && <ContributionValidationQueue groupId={group.id} />}
            {isAdmin && <GroupRequestsPanel groupId={group.id} />}
            {isAdmin && <ChatModeratorsPanel group={group} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('groups.detail.delete')}
        confirmLabel={t('groups.detail.delete')}
        loading={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(group.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              notifySuccess({ message: t('groups.detail.deleted') });
              navigate('/my-groups');
            },
            onError: (error) => notifyError({ message: describeError(error, t, DELETE_ERRORS) }),
          })
        }
      >
        {t('groups.detail.deleteConfirm', { name: group.name })}
      </ConfirmDialog>
    </Stack>
  );
}
