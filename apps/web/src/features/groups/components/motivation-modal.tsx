import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { joinRequestSchema } from '@tontine/contracts';
import type { ErrorTexts } from '../../../lib/describe-error';
import { translateFieldError } from '../../../lib/form-errors';
import { useSendJoinRequest } from '../api/send-join-request';
import { ErrorAlert } from '../../../components/error-alert';

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
    const parsed = joinRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'motivationRequired');
      return;
    }
    setError(null);
    send.mutate({ groupId: group.id, message: parsed.data.message });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('groups.motivation.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {group && <Text fw={600}>{group.name}</Text>}
          {send.isSuccess && (
            <Alert color="teal" role="status">
              {t('groups.motivation.success')}
            </Alert>
          )}
          {send.isError && <ErrorAlert error={send.error} texts={JOIN_REQUEST_ERRORS} />}
          {error === 'groupNotSelected' && (
            <Alert color="red" role="alert">
              {t('messages.groupNotSelected')}
            </Alert>
          )}
          <Textarea
            label={t('groups.motivation.label')}
            description={t('groups.motivation.prompt')}
            required
            autosize
            minRows={3}
            value={message}
            data-autofocus
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={
              error && error !== 'groupNotSelected' ? translateFieldError(error, t) : undefined
            }
            disabled={send.isSuccess}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {send.isSuccess ? t('common.close') : t('common.cancel')}
            </Button>
            {!send.isSuccess && (
              <Button
                type="submit"
                loading={send.isPending}
                disabled={send.isPending || message.trim() === ''}
              >
                {t('groups.motivation.send')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
