import { useState } from 'react';
import { Alert, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { joinRequestSchema, type GroupDto } from '@tontine/contracts';
import type { ErrorTexts } from '../../../lib/describe-error';
import { checkWithSchema, translateFieldError } from '../../../lib/form-errors';
import { useSendJoinRequest } from '../api/send-join-request';
import { isRulesChanged, useRulesAcceptance } from '../hooks/use-rules-acceptance';
import { ErrorAlert } from '../../../components/error-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { FormAlert } from '../../../components/form-alert';
import { RulesAcceptanceFields } from './rules-acceptance';

/** A join request's failure: the server's answer, a connection error, or the default text. */
export const JOIN_REQUEST_ERRORS: ErrorTexts = { fallback: 'groups.motivation.failed' };

/** The group asked for, with its rules when the screen that opens the modal has them. */
export type AskedGroup = Pick<GroupDto, 'id' | 'name'> &
  Partial<Pick<GroupDto, 'rules' | 'contribution_amount' | 'currency' | 'current_cycle'>>;

interface MotivationModalProps {
  /** The group asked for; null when none was chosen. */
  group: AskedGroup | null;
  opened: boolean;
  onClose: () => void;
  /**
   * The version of the rules the member already accepted on the screen that opened the modal:
   * they are not asked again, unless the server answers that the rules changed since.
   */
  acceptedRulesVersion?: number;
}

/**
 * The join request, whose motivation message is required. A group that carries its rules
 * shows them with 'J'ai lu et j'accepte les règles du groupe', required, and the request
 * names the version accepted.
 */
export function MotivationModal({
  group,
  opened,
  onClose,
  acceptedRulesVersion,
}: MotivationModalProps) {
  const { t } = useTranslation();
  const send = useSendJoinRequest();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const acceptance = useRulesAcceptance(group?.rules);
  // Accepted before the modal: asked here only once the server says the rules changed.
  const asksHere =
    acceptance.asks && (acceptedRulesVersion === undefined || acceptance.notice !== null);
  const version = asksHere ? acceptance.version : acceptedRulesVersion;

  function close() {
    onClose();
    setMessage('');
    setError(null);
    acceptance.reset();
    send.reset();
  }

  function submit() {
    if (!group) {
      setError('groupNotSelected');
      return;
    }
    const checked = checkWithSchema(joinRequestSchema, { message }, 'motivationRequired');
    setError(checked.error);
    if (!checked.data || (asksHere && !acceptance.accepted)) return;
    send.mutate(
      { groupId: group.id, message: checked.data.message, acceptedRulesVersion: version },
      { onError: acceptance.onJoinError },
    );
  }

  const rulesGroup = group && {
    contribution_amount: group.contribution_amount ?? '0',
    currency: group.currency ?? '',
    current_cycle: group.current_cycle ?? 1,
    rules: group.rules,
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('groups.motivation.title')}
      onSubmit={submit}
    >
      {group && <Text fw={600}>{group.name}</Text>}
      {send.isSuccess && (
        <Alert color="teal" role="status">
          {t('groups.motivation.success')}
        </Alert>
      )}
      {send.isError && !isRulesChanged(send.error) && (
        <ErrorAlert error={send.error} texts={JOIN_REQUEST_ERRORS} />
      )}
      {error === 'groupNotSelected' && <FormAlert>{t('messages.groupNotSelected')}</FormAlert>}
      <Textarea
        label={t('groups.motivation.label')}
        description={t('groups.motivation.prompt')}
        required
        autosize
        minRows={3}
        value={message}
        data-autofocus
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={error && error !== 'groupNotSelected' ? translateFieldError(error, t) : undefined}
        disabled={send.isSuccess}
      />
      {asksHere && rulesGroup && (
        <RulesAcceptanceFields
          group={rulesGroup}
          acceptance={acceptance}
          disabled={send.isSuccess}
        />
      )}
      <FormModalActions
        done={send.isSuccess}
        onClose={close}
        submitLabel={t('groups.motivation.send')}
        loading={send.isPending}
        disabled={send.isPending || message.trim() === '' || (asksHere && !acceptance.accepted)}
      />
    </FormModal>
  );
}
