import { useState } from 'react';
import { Alert, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../lib/form-errors';
import { useRequestJoin } from '../api/request-join';
import { useSendJoinRequest } from '../api/send-join-request';
import { JOIN_REQUEST_ERRORS } from './motivation-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';

interface RequestByIdModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * A join request with a group ID, from the home. The message is optional here: with one it is
 * a join request; without, the empty request (a public group lets the caller in at once).
 */
export function RequestByIdModal({ opened, onClose }: RequestByIdModalProps) {
  const { t } = useTranslation();
  const withMessage = useSendJoinRequest();
  const empty = useRequestJoin();
  const [groupId, setGroupId] = useState('');
  const [message, setMessage] = useState('');
  const [idError, setIdError] = useState(false);
  const current = message.trim() ? withMessage : empty;
  const failed = withMessage.error ?? empty.error;
  const joinedName = empty.data?.status === 'joined' ? empty.data.group.name : null;
  const done = withMessage.isSuccess || empty.isSuccess;

  function close() {
    onClose();
    setGroupId('');
    setMessage('');
    setIdError(false);
    withMessage.reset();
    empty.reset();
  }

  function submit() {
    const id = groupId.trim();
    if (!id) {
      setIdError(true);
      return;
    }
    setIdError(false);
    withMessage.reset();
    empty.reset();
    if (message.trim()) withMessage.mutate({ groupId: id, message });
    else empty.mutate({ groupId: id });
  }

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('groups.requestById.title')}
      onSubmit={submit}
    >
      {done && (
        <Alert color="teal" role="status">
          {joinedName
            ? t('groups.join.joined', { name: joinedName })
            : t('groups.requestById.success')}
        </Alert>
      )}
      {failed && <ErrorAlert error={failed} texts={JOIN_REQUEST_ERRORS} />}
      <TextInput
        label={t('groups.requestById.groupId')}
        description={t('groups.requestById.groupIdHint')}
        value={groupId}
        data-autofocus
        onChange={(event) => setGroupId(event.currentTarget.value)}
        error={idError ? translateFieldError('groupIdRequired', t) : undefined}
        disabled={done}
      />
      <Textarea
        label={t('groups.requestById.message')}
        autosize
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        disabled={done}
      />
      <FormModalActions
        done={done}
        onClose={close}
        submitLabel={t('groups.requestById.submit')}
        loading={current.isPending}
      />
    </FormModal>
  );
}
