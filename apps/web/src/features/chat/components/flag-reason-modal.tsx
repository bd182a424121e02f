import { useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { DEFAULT_FLAG_REASON } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormModalActions } from '../../../components/form-modal';

interface FlagReasonModalProps {
  opened: boolean;
  loading: boolean;
  /** Cancelling aborts the report: nothing is sent. */
  onCancel: () => void;
  /** The reason, or 'Contenu inapproprié' when it was left empty. */
  onConfirm: (reason: string) => void;
}

/** The optional reason of a report. */
export function FlagReasonModal({ opened, loading, onCancel, onConfirm }: FlagReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');

  function close() {
    setReason('');
    onCancel();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('chat.flag.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          setReason('');
          onConfirm(text || DEFAULT_FLAG_REASON);
        }}
      >
        <Stack>
          <TextInput
            label={t('chat.flag.reason')}
            placeholder={DEFAULT_FLAG_REASON}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <FormModalActions
            onClose={close}
            submitLabel={t('chat.flag.submit')}
            color="orange"
            loading={loading}
          />
        </Stack>
      </form>
    </Modal>
  );
}
