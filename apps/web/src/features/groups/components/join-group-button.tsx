import { useId, useState, type ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { GroupDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError, type TextKey } from '../../../lib/describe-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRequestJoin } from '../api/request-join';
import { useRulesAcceptance } from '../hooks/use-rules-acceptance';
import { DisabledReason } from './disabled-reason';
import { JOIN_REQUEST_ERRORS, MotivationModal } from './motivation-modal';
import { RulesAcceptanceFields } from './rules-acceptance';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { WriteButton } from '../../../components/offline-writes';
import { useAdTrigger } from '../../../lib/ad-slots';

type JoinableGroup = Pick<GroupDto, 'id' | 'name' | 'is_public'> &
  Partial<
    Pick<
      GroupDto,
      | 'member_count'
      | 'max_members'
      | 'my_relation'
      | 'rules'
      | 'contribution_amount'
      | 'currency'
      | 'current_cycle'
    >
  >;

/**
 * 'Rejoindre' for a public group (the empty request lets the caller in), 'Demander
 * l'adhésion' for a private one (the motivation modal). Someone refused or excluded before is
 * told so and offered the motivation modal: only an accepted request lets them back in. A
 * request already waiting is shown as such; a full group disables the button and says why,
 * as the server would refuse it.
 *
 * A group that carries its rules is joined only once they are read and accepted ('J'ai lu et
 * j'accepte les règles du groupe'), and the join names the version accepted: by default the
 * button opens a dialog with the rules and the box; `acceptance="inline"` puts the box above
 * the button instead, for a screen that already shows the rules (the explore preview), with
 * `extraActions` beside the button.
 */
export function JoinGroupButton({
  group,
  onJoined,
  failureKey = JOIN_REQUEST_ERRORS.fallback,
  size = 'xs',
  acceptance: mode = 'dialog',
  extraActions,
}: {
  group: JoinableGroup;
  onJoined?: () => void;
  /** What a failure without an answer from the server says (the search modal's own text). */
  failureKey?: TextKey;
  size?: 'xs' | 'sm';
  acceptance?: 'dialog' | 'inline';
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const join = useRequestJoin();
  const adTrigger = useAdTrigger();
  const acceptance = useRulesAcceptance(group.rules);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();

  if (group.my_relation === 'pending') {
    return (
      // Plain text that wraps: a badge's single upper-case line is cut on a phone.
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" fw={600} c="orange.8">
          {t('groups.join.pending')}
        </Text>
      </Group>
    );
  }
  const full =
    group.member_count !== undefined &&
    group.max_members !== undefined &&
    group.member_count >= group.max_members;
  const reason = full ? t('groups.permanentCode.full') : null;
  const inline = mode === 'inline' && acceptance.asks && !full;
  // The rules are asked beside the button, or in the dialog it opens.
  const asksFirst = mode === 'dialog' && acceptance.asks;
  const rulesGroup = {
    contribution_amount: group.contribution_amount ?? '0',
    currency: group.currency ?? '',
    current_cycle: group.current_cycle ?? 1,
    rules: group.rules,
  };

  function closeDialog() {
    setConfirming(false);
    acceptance.reset();
  }

  function joinNow() {
    join.mutate(
      { groupId: group.id, acceptedRulesVersion: acceptance.version },
      {
        onSuccess: (answer) => {
          notifySuccess({
            message:
              answer.status === 'joined'
                ? t('groups.join.joined', { name: group.name })
                : t('groups.join.requested'),
          });
          if (answer.status === 'joined') adTrigger('member-joined');
          setConfirming(false);
          onJoined?.();
        },
        onError: (error) => {
          // The rules changed: the new ones show with the box unticked, and say why.
          if (acceptance.onJoinError(error)) return;
          notifyError({ message: describeError(error, t, { fallback: failureKey }) });
          // Refused or excluded before: the way back is a new request.
          if (mustAskAgain(error)) {
            setConfirming(false);
            setAsking(true);
          }
        },
      },
    );
  }

  const motivation = (
    <MotivationModal
      group={group}
      opened={asking}
      onClose={() => {
        setAsking(false);
        // The dialog's box was ticked for this request only; the inline box stays on screen.
        if (mode === 'dialog') acceptance.reset();
      }}
      acceptedRulesVersion={acceptance.version}
    />
  );
  const button = group.is_public ? (
    <WriteButton
      size={size}
      disabled={full || (inline && !acceptance.accepted)}
      aria-describedby={reason ? reasonId : undefined}
      loading={join.isPending && !confirming}
      onClick={() => (asksFirst ? setConfirming(true) : joinNow())}
    >
      {t('groups.join.join')}
    </WriteButton>
  ) : (
    <WriteButton
      size={size}
      variant="light"
      disabled={full || (inline && !acceptance.accepted)}
      aria-describedby={reason ? reasonId : undefined}
      onClick={() => setAsking(true)}
    >
      {t('groups.join.request')}
    </WriteButton>
  );
  const dialog = group.is_public && asksFirst && (
    <FormModal
      opened={confirming}
      onClose={closeDialog}
      title={t('groups.join.confirmTitle', { name: group.name })}
      onSubmit={() => {
        if (acceptance.accepted) joinNow();
      }}
    >
      <RulesAcceptanceFields group={rulesGroup} acceptance={acceptance} />
      <FormModalActions
        onClose={closeDialog}
        submitLabel={t('groups.join.join')}
        loading={join.isPending}
        disabled={!acceptance.accepted}
      />
    </FormModal>
  );

  if (mode === 'inline') {
    return (
      <Stack gap="sm">
        {inline && (
          <RulesAcceptanceFields group={rulesGroup} acceptance={acceptance} withSummary={false} />
        )}
        <Group justify="flex-end" gap="xs">
          {extraActions}
          {button}
        </Group>
        <DisabledReason id={reasonId} reason={reason} />
        {motivation}
      </Stack>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      {button}
      <DisabledReason id={reasonId} reason={reason} />
      {motivation}
      {dialog}
    </Stack>
  );
}

function mustAskAgain(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'JOIN_REQUEST_REFUSED' || error.code === 'EXCLUDED_FROM_GROUP')
  );
}
