import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { joinWithInvitationCodeSchema } from '@tontine/contracts';
import type { ErrorTexts } from '../../../lib/describe-error';
import { translateFieldError } from '../../../lib/form-errors';
import { useJoinWithInvitationCode } from '../../../api/join-with-invitation-code';
import { ErrorAlert } from '../../../components/error-alert';

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
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function close() {
    onClose();
    setCode('');
    setFieldError(null);
    join.reset();
  }

  function submit() {
    const parsed = joinWithInvitationCodeSchema.safeParse({ invitation_code: code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'invitationCodeRequired');
      return;
    }
    setFieldError(null);
    join.mutate(parsed.data.invitation_code);
  }

  return (
    <Modal opened={opened} onClose={close} title={t('groups.invitationCode.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {join.isSuccess && (
            <Alert color="teal" role="status">
              {t('groups.invitationCode.success', { name: join.data.group.name })}
            </Alert>
          )}
          {join.isError && <ErrorAlert error={join.error} texts={INVITATION_ERRORS} />}
          <TextInput
            label={t('groups.invitationCode.label')}
            description={t('groups.invitationCode.hint')}
            value={code}
            autoComplete="off"
            data-autofocus
            ff="monospace"
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
            error={fieldError ? translateFieldError(fieldError, t) : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {join.isSuccess ? t('common.close') : t('common.cancel')}
            </Button>
            {!join.isSuccess && (
              <Button type="submit" loading={join.isPending}>
                {t('groups.invitationCode.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
