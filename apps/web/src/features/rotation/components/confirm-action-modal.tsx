import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmActionModalProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  confirmColor?: string;
  loading: boolean;
  /** The server's refusal, shown where the admin acted. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A money decision waits for this confirmation; a refusal stays on screen until closed. */
export function ConfirmActionModal(props: ConfirmActionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack>
        {props.children}
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={props.confirmColor} loading={props.loading} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
