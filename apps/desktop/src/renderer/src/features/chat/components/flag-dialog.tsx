import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { DEFAULT_FLAG_REASON, type ChatMessageDto } from '@tontine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { ConsoleToast } from '../../../lib/console-tab-props';
import { useFlagMessage } from '../api/flag-message';

/** Reports `message` with the reason typed, or the default reason when none is. */
export function FlagDialog({
  message,
  onClose,
  toast,
}: {
  message: ChatMessageDto | null;
  onClose: () => void;
  toast: (toast: ConsoleToast) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const flag = useFlagMessage();

  const submit = async () => {
    if (!message) return;
    try {
      await flag.mutateAsync({ id: message.id, reason: reason || DEFAULT_FLAG_REASON });
      toast({ kind: 'success', title: t('chatTab.flagged') });
    } catch (error) {
      const title = t('chatTab.flagFailed');
      toast({ kind: 'error', title, message: consoleErrorText(t, error, title) });
    } finally {
      onClose();
      setReason('');
    }
  };

  return (
    <Modal opened={message !== null} onClose={onClose} title={t('chatTab.flagTitle')} centered>
      <Stack gap="sm">
        <TextInput
          label={t('chatTab.flagReason')}
          placeholder={DEFAULT_FLAG_REASON}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('criticalAction.cancel')}
          </Button>
          <Button loading={flag.isPending} onClick={() => void submit()}>
            {t('chatTab.flag')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
