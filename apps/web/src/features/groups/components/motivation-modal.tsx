import { useState } from 'react';
import { Alert, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { joinRequestSchema } from '@tontine/contracts';
import type { ErrorTexts } from '../../../lib/describe-error';
import { checkWithSchema, translateFieldError } from '../../../lib/form-errors';
import { useSendJoinRequest } from '../api/send-join-request';
import { ErrorAlert } from '../../../components/error-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { FormAlert } from '../../../components/form-alert';

/** A join request's failure: the server's answer, a connection error, or the default text. */
export const JOIN_REQUEST_ERRORS: ErrorTexts = { fallback: 'groups.motivation.failed' };

interface MotivationModalProps {
  /** The group asked for; null when none was chosen. */
  group: { id: string; name: string } | null;
  opened: boolean;
  onClose: () => void;
}

/** The join request, whose motivation message is required. */
export function MotivationModal({ group, opened, onClose }: MotivationModalProps) {
  const { t } = useTranslation();
  const send = useSendJoinRequest();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    onClose();
    setMessage('');
    setError(null);
    send.reset();
  }

  function submit() {
    if (!group) {
      setError('groupNotSelected');
      return;
    }
    const checked = checkWithSchema(joinRequestSchema, { message }, 'motivationRequired');
    setError(checked.error);
    if (checked.data) send.mutate({ groupId: group.id, message: checked.data.message });
  }

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
      {send.isError && <ErrorAlert error={send.error} texts={JOIN_REQUEST_ERRORS} />}
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
      <FormModalActions
        done={send.isSuccess}
        onClose={close}
        submitLabel={t('groups.motivation.send')}
        loading={send.isPending}
        disabled={send.isPending || message.trim() === ''}
      />
    </FormModal>
  );
}
