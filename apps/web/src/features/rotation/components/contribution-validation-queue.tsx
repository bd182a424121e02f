import { useId, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { rejectContributionSchema, type ContributionDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { describeError } from '../../../lib/describe-error';
import { translateFieldError } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { useApproveContribution } from '../api/approve-contribution';
import { usePendingContributions } from '../hooks/use-pending-contributions';
import { useRejectContribution } from '../api/reject-contribution';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryResult } from '../../../components/query-result';

type Decision = { kind: 'approve' | 'reject'; contribution: ContributionDto };

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
        <Group gap="xs">
          <Button
            size="xs"
            color="teal"
            onClick={() => onDecide({ kind: 'approve', contribution })}
          >
            {t('rotation.validation.approve')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => onDecide({ kind: 'reject', contribution })}
          >
            {t('rotation.validation.reject')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Approve after a confirmation; the server's refusal (already decided, …) stays in the dialog. */
function ApproveModal({
  groupId,
  contribution,
  onClose,
}: {
  groupId: string;
  contribution: ContributionDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveContribution();
  return (
    <ConfirmDialog
      opened
      title={t('rotation.validation.approveTitle')}
      confirmLabel={t('rotation.validation.approveConfirm')}
      confirmColor="teal"
      loading={approve.isPending}
      error={approve.isError ? describeError(approve.error, t) : null}
      onClose={onClose}
      onConfirm={() =>
        approve.mutate(
          { groupId, contributionId: contribution.id },
          {
            onSuccess: () => {
              notifySuccess({ message: t('rotation.validation.approved') });
              onClose();
            },
          },
        )
      }
    >
      <Text>{t('rotation.validation.approveMessage', summaryOf(contribution))}</Text>
    </ConfirmDialog>
  );
}

/** Reject with a reason, checked with the API's own schema before it is sent. */
function RejectModal({
  groupId,
  contribution,
  onClose,
}: {
  groupId: string;
  contribution: ContributionDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectContribution();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  function submit() {
    const parsed = rejectContributionSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'rejectionReasonRequired');
      return;
    }
    setReasonError(null);
    reject.mutate(
      { groupId, contributionId: contribution.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifySuccess({ message: t('rotation.validation.rejected') });
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      opened
      title={t('rotation.validation.rejectTitle')}
      confirmLabel={t('rotation.validation.rejectConfirm')}
      confirmColor="red"
      loading={reject.isPending}
      error={reject.isError ? describeError(reject.error, t) : null}
      onClose={onClose}
      onConfirm={submit}
    >
      <Text>{t('rotation.validation.rejectMessage', summaryOf(contribution))}</Text>
      <Textarea
        label={t('rotation.validation.reason')}
        description={t('rotation.validation.reasonHint')}
        required
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonError ? translateFieldError(reasonError, t) : undefined}
      />
    </ConfirmDialog>
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
      {decision?.kind === 'approve' && (
        <ApproveModal
          key={decision.contribution.id}
          groupId={groupId}
          contribution={decision.contribution}
          onClose={close}
        />
      )}
      {decision?.kind === 'reject' && (
        <RejectModal
          key={decision.contribution.id}
          groupId={groupId}
          contribution={decision.contribution}
          onClose={close}
        />
      )}
    </Card>
  );
}
