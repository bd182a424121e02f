import { Grid, Loader, Stack, Tabs } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGroup } from '../../api/get-group';
import { ChatModeratorsPanel, JoinChatButton } from '../../features/chat';
import { GroupFinesCard, MyFinesFact } from '../../features/fines';
import { MpesaPaybillCard } from '../../features/mpesa';
import {
  GroupActivityPanel,
  GroupHeader,
  GroupLoadError,
  GroupOverview,
  GroupRequestsPanel,
  GroupRulesCard,
  GroupSidebar,
  GroupSummaryCard,
  MyStatusCard,
  NonMemberActions,
  PaymentsPanel,
} from '../../features/groups';
import {
  ContributionValidationQueue,
  RecordPayoutCard,
  RotationTab,
} from '../../features/rotation';
import { GroupLoansCard } from '../../features/loans';
import { GroupSavingsCard } from '../../features/savings';
import { useSession } from '../../lib/session';
import { GroupMembersTab } from './group-members-tab';
import { GroupQuickActions } from './group-quick-actions';

/**
 * `/groups/:id`: the group page, composed from the groups, fines, savings, loans, rotation and
 * chat features. Everyone who sees it reads the group's rules, which its admins change; its
 * members see their status, their late fines and the group's fund, the savings fund when the
 * group keeps one (its admins, also the offer to set one up) and its loans when the fund lends,
 * the payments and rotation tabs; its members and super admins see the activity feed, as the API
 * allows; its admin gets every member's fines to decide, the payout, the validation queue, the
 * join requests and the chat's moderators.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // The dashboard's payment shortcut opens the payments tab.
  const [searchParams] = useSearchParams();
  const user = useSession()?.user;
  const query = useGroup(id);

  if (query.isPending) return <Loader aria-label={t('app.loading')} />;
  if (query.isError) return <GroupLoadError error={query.error} />;

  const group = query.data;
  const userId = user?.id ?? '';
  const isAdmin = group.my_relation === 'admin';
  // Treasurers validate payments as the admins do; the rest of the admin's tools stay theirs.
  const handlesMoney = isAdmin || group.is_treasurer;
  const isMember = group.my_relation === 'admin' || group.my_relation === 'member';
  const seesActivity = isMember || user?.role === 'super_admin';

  return (
    <Stack>
      <GroupHeader
        group={group}
        actions={isMember ? <JoinChatButton group={group} /> : <NonMemberActions group={group} />}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <GroupSummaryCard group={group} />
            <GroupRulesCard group={group} />
            {isMember && <MyStatusCard group={group} extra={<MyFinesFact groupId={group.id} />} />}
            {isMember && (
              <GroupFinesCard
                groupId={group.id}
                finesInRules={
                  Number(group.rules.late_fine) > 0 || Number(group.rules.paid_member_late_fine) > 0
                }
              />
            )}
            {isMember && <GroupSavingsCard group={group} />}
            {isMember && <GroupLoansCard group={group} />}
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
                <GroupOverview group={group} />
              </Tabs.Panel>
              <Tabs.Panel value="members" pt="md">
                <GroupMembersTab group={group} userId={userId} isAdmin={isAdmin} />
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
                  <RotationTab group={group} userId={userId} isAdmin={isAdmin} />
                </Tabs.Panel>
              )}
            </Tabs>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <GroupQuickActions group={group} />
            {isMember && <MpesaPaybillCard group={group} />}
            <GroupSidebar group={group} />
            {isAdmin && <RecordPayoutCard group={group} />}
            {handlesMoney && <ContributionValidationQueue groupId={group.id} />}
            {isAdmin && <GroupRequestsPanel groupId={group.id} />}
            {isAdmin && <ChatModeratorsPanel group={group} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
