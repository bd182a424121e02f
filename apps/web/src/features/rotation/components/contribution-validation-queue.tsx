import { useId, useState } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  rejectContributionSchema,
  type ChainStatus,
  type ContributionDto,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { formatDate, formatMoney } from '../../../lib/format';
import { useApproveContribution } from '../api/approve-contribution';
import { usePendingContributions } from '../hooks/use-pending-contributions';
import { useRejectContribution } from '../api/reject-contribution';
import { ReasonDialog } from '../../../components/reason-dialog';
import { QueryResult } from '../../../components/query-result';
import { WriteButton } from '../../../components/offline-writes';
import { ContributionProofs } from '../../payment-proofs';

type Decision = { kind: 'approve' | 'reject'; contribution: ContributionDto };

const CHAIN_COLORS: Record<ChainStatus, string> = {
  pending: 'yellow',
  confirmed: 'teal',
  failed: 'red',
};

/** The name, amount and cycle every text about a contribution quotes. */
function summaryOf(contribution: ContributionDto) {
  return {
    name: contribution.user_name,
    amount: formatMoney(contribution.amount, contribution.currency),
    cycle: contribution.cycle_number,
  };
}

function PendingContributionRow({
  contribution,
  onDecide,
}: {
  contribution: ContributionDto;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const facts = summaryOf(contribution);
  const awaitingId = useId();
  // A crypto contribution is approved only once the chain confirmed it (the server refuses
  // anyway with CRYPTO_NOT_CONFIRMED); rejecting stays open.
  const chain = contribution.method === 'crypto' ? (contribution.chain_status ?? 'pending') : null;
  const awaitingChain = chain !== null && chain !== 'confirmed';
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={t('rotation.validation.rowLabel', facts)}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{contribution.user_name}</Text>
          <Text fw={600}>{facts.amount}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('rotation.validation.details', {
            method: t(`rotation.validation.method.${contribution.method}`),
            cycle: contribution.cycle_number,
            date: formatDate(contribution.created_at),
          })}
        </Text>
        {contribution.admin_notes && <Text size="sm">{contribution.admin_notes}</Text>}
        <ContributionProofs contributionId={contribution.id} />
        {chain && (
          <Badge variant="light" color={CHAIN_COLORS[chain]} style={{ alignSelf: 'flex-start' }}>
            {t(`rotation.validation.chain.${chain}`)}
          </Badge>
        )}
        {contribution.tx_hash && (
          <Text size="xs" c="dimmed" ff="monospace" title={contribution.tx_hash}>
            {t('rotation.validation.transaction', {
              hash: `${contribution.tx_hash.slice(0, 10)}…${contribution.tx_hash.slice(-8)}`,
            })}
          </Text>
        )}
        {awaitingChain && (
          <Text size="sm" c="dimmed" id={awaitingId}>
            {t('rotation.validation.awaitingChain')}
          </Text>
        )}
        <Group gap="xs">
          <WriteButton
            size="xs"
            color="teal"
            disabled={awaitingChain}
            aria-describedby={awaitingChain ? awaitingId : undefined}
            onClick={() => onDecide({ kind: 'approve', contribution })}
          >
            {t('rotation.validation.approve')}
          </WriteButton>
          <WriteButton
            size="xs"
            color="red"
            variant="light"
            onClick={() => onDecide({ kind: 'reject', contribution })}
          >
            {t('rotation.validation.reject')}
          </WriteButton>
        </Group>
      </Stack>
    </Card>
  );
}

const DECISION_TEXTS = {
  approve: {
    title: 'rotation.validation.approveTitle',
    message: 'rotation.validation.approveMessage',
    confirm: 'rotation.validation.approveConfirm',
    color: 'teal',
    done: 'rotation.validation.approved',
  },
  reject: {
    title: 'rotation.validation.rejectTitle',
    message: 'rotation.validation.rejectMessage',
    confirm: 'rotation.validation.rejectConfirm',
    color: 'red',
    done: 'rotation.validation.rejected',
  },
} as const;

/**
 * Approve after a confirmation, or reject with a reason. The server's refusal (already
 * decided, …) stays in the dialog.
 */
function DecisionDialog({
  groupId,
  decision: { kind, contribution },
  onClose,
}: {
  groupId: string;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveContribution();
  const reject = useRejectContribution();
  const texts = DECISION_TEXTS[kind];
  const target = { groupId, contributionId: contribution.id };
  const decided = {
    onSuccess: () => {
      notifySuccess({ message: t(texts.done) });
      onClose();
    },
  };
  const shown = {
    title: t(texts.title),
    message: t(texts.message, summaryOf(contribution)),
    confirmLabel: t(texts.confirm),
    confirmColor: texts.color,
    onClose,
  };

  return kind === 'approve' ? (
    <ReasonDialog {...shown} mutation={approve} onConfirm={() => approve.mutate(target, decided)} />
  ) : (
    <ReasonDialog
      {...shown}
      mutation={reject}
      reason={{
        label: t('rotation.validation.reason'),
        hint: t('rotation.validation.reasonHint'),
        schema: rejectContributionSchema,
      }}
      onConfirm={(reason) => reject.mutate({ ...target, reason }, decided)}
    />
  );
}

/** The admin's queue of contributions waiting for validation, oldest first. */
export function ContributionValidationQueue({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const pending = usePendingContributions(groupId);
  const [decision, setDecision] = useState<Decision | null>(null);
  const titleId = useId();
  const close = () => setDecision(null);

  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h5" id={titleId}>
          {t('rotation.validation.title')}
        </Title>
        {pending.data && pending.data.length > 0 && (
          <Badge color="yellow">{pending.data.length}</Badge>
        )}
      </Group>
      <QueryResult query={pending}>
        {(contributions) =>
          contributions.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('rotation.validation.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {contributions.map((contribution) => (
                <PendingContributionRow
                  key={contribution.id}
                  contribution={contribution}
                  onDecide={setDecision}
                />
              ))}
            </Stack>
          )
        }
      </QueryResult>
      {decision && (
        <DecisionDialog
          key={`${decision.kind}-${decision.contribution.id}`}
          groupId={groupId}
          decision={decision}
          onClose={close}
        />
      )}
    </Card>
  );
}
