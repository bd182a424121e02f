import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { joinWithInvitationCodeSchema } from '@tontine/contracts';
import type { ErrorTexts } from '../../../lib/describe-error';
import { useJoinWithInvitationCode } from '../../../api/join-with-invitation-code';
import { ErrorAlert } from '../../../components/error-alert';
import { checkWithSchema } from '../../../lib/form-errors';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { CodeInput } from './code-input';
import { useAdTrigger } from '../../../lib/ad-slots';

interface InvitationCodeModalProps {
  opened: boolean;
  onClose: () => void;
}

/** What a failed temporary-code join shows: the translated answer, else the documents' text. */
export const INVITATION_ERRORS: ErrorTexts = { fallback: 'groups.invitationCode.failed' };

/** Join with the temporary code received after an accepted request (POST /api/groups/join). */
export function InvitationCodeModal({ opened, onClose }: InvitationCodeModalProps) {
  const { t } = useTranslation();
  const join = useJoinWithInvitationCode();
  const adTrigger = useAdTrigger();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function close() {
    onClose();
    setCode('');
    setFieldError(null);
    join.reset();
  }

  function submit() {
    const checked = checkWithSchema(
      joinWithInvitationCodeSchema,
      { invitation_code: code },
      'invitationCodeRequired',
    );
    setFieldError(checked.error);
    if (checked.data) {
      join.mutate(checked.data.invitation_code, { onSuccess: () => adTrigger('member-joined') });
    }
  }

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('groups.invitationCode.title')}
      onSubmit={submit}
    >
      {join.isSuccess && (
        <Alert color="teal" role="status">
          {t('groups.invitationCode.success', { name: join.data.group.name })}
        </Alert>
      )}
      {join.isError && <ErrorAlert error={join.error} texts={INVITATION_ERRORS} />}
      <CodeInput
        label={t('groups.invitationCode.label')}
        description={t('groups.invitationCode.hint')}
        value={code}
        onChange={setCode}
        error={fieldError}
      />
      <FormModalActions
        done={join.isSuccess}
        onClose={close}
        submitLabel={t('groups.invitationCode.submit')}
        loading={join.isPending}
      />
    </FormModal>
  );
}
