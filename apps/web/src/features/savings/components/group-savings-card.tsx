import { lazy, Suspense, useId, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsSplit2, IconCash, IconSettings } from '@tabler/icons-react';
import type { GroupDetailDto, GroupSavings } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import { QueryResult } from '../../../components/query-result';
import { useSession } from '../../../lib/session';
import { useGroupSavings } from '../api/get-group-savings';
import { MySavingsPanel } from './my-savings-panel';
import { RecordSavingModal } from './record-saving-modal';
import { SavingDecisionDialog } from './saving-decision-dialog';
import type { SavingDecision } from './saving-row';
import { SavingsFundSummary } from './savings-fund-summary';
import { SavingsList } from './savings-list';
import { SavingsRulesModal } from './savings-rules-modal';
import { SavingsRulesSummary } from './savings-rules-summary';

// The share-out (its preview, its lines and its confirmation) is fetched when first opened: it
// is read once a year, not with the group page.
const ShareOutModal = lazy(() =>
  import('./share-out-modal').then((m) => ({ default: m.ShareOutModal })),
);

/** What the card reads of the group: who the reader is to it, and its members to record for. */
export type SavingsGroup = Pick<GroupDetailDto, 'id' | 'my_relation' | 'members'>;

/**
 * The open fund: its rules, its figures and its share-out, the reader's own savings, and the
 * savings listed.
 */
function OpenFund({
  group,
  data,
  userId,
}: {
  group: SavingsGroup;
  data: GroupSavings;
  userId: string;
}) {
  const { t } = useTranslation();
  const [recording, setRecording] = useState(false);
  const [decision, setDecision] = useState<SavingDecision | null>(null);
  const [sharingOut, setSharingOut] = useState(false);
  return (
    <Stack gap="md">
      <SavingsRulesSummary rules={data.rules} />
      <SavingsFundSummary fund={data.fund} />
      <Button
        size="xs"
        variant="light"
        className="tap-target"
        style={{ alignSelf: 'flex-start' }}
        leftSection={<IconArrowsSplit2 size={14} aria-hidden />}
        onClick={() => setSharingOut(true)}
      >
        {t('savings.shareOut.open')}
      </Button>
      <MySavingsPanel groupId={group.id} data={data} userId={userId} />
      <SavingsList
        savings={data.savings}
        canManage={data.can_manage}
        onDecide={setDecision}
        action={
          data.can_manage && (
            <WriteButton
              size="xs"
              variant="light"
              color="teal"
              className="tap-target"
              leftSection={<IconCash size={14} aria-hidden />}
              onClick={() => setRecording(true)}
            >
              {t('savings.record.action')}
            </WriteButton>
          )
        }
      />
      {recording && (
        <RecordSavingModal
          groupId={group.id}
          rules={data.rules}
          members={group.members ?? []}
          userId={userId}
          onClose={() => setRecording(false)}
        />
      )}
      {sharingOut && (
        <Suspense fallback={null}>
          <ShareOutModal groupId={group.id} userId={userId} onClose={() => setSharingOut(false)} />
        </Suspense>
      )}
      {decision && (
        <SavingDecisionDialog
          key={`${decision.kind}-${decision.saving.id}`}
          groupId={group.id}
          decision={decision}
          onClose={() => setDecision(null)}
        />
      )}
    </Stack>
  );
}

/**
 * The group page's 'Caisse d'épargne', for its members. A group that keeps no fund shows its
 * members nothing, and its admins a short card to set one up; an open fund shows its rules and
 * figures, its share-out (what each member would receive, confirmed by an admin), the reader's
 * savings and what they may borrow, the declaration of a saving paid in cash, and the savings
 * listed (every member's, to decide, for those who handle the money). Its admins change the
 * rules from here.
 */
export function GroupSavingsCard({ group }: { group: SavingsGroup }) {
  const { t } = useTranslation();
  const titleId = useId();
  const userId = useSession()?.user?.id ?? '';
  const query = useGroupSavings(group.id);
  const [editing, setEditing] = useState(false);
  const isAdmin = group.my_relation === 'admin';
  const off = query.data !== undefined && !query.data.rules.enabled;
  if (query.isPending || (off && !isAdmin)) return null;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="h5" id={titleId}>
          {t('savings.title')}
        </Title>
        {isAdmin && !off && query.isSuccess && (
          <WriteButton
            size="xs"
            variant="light"
            className="tap-target"
            leftSection={<IconSettings size={14} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('savings.rules.edit')}
          </WriteButton>
        )}
      </Group>
      {off ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('savings.off.text')}
          </Text>
          <WriteButton
            className="tap-target"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setEditing(true)}
          >
            {t('savings.off.setUp')}
          </WriteButton>
        </Stack>
      ) : (
        <QueryResult query={query}>
          {(data) => <OpenFund group={group} data={data} userId={userId} />}
        </QueryResult>
      )}
      {isAdmin && editing && query.data && (
        <SavingsRulesModal
          groupId={group.id}
          rules={query.data.rules}
          setUp={off}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
