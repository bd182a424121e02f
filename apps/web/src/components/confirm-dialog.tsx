import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../lib/use-opened-once';
import { WriteButton } from './offline-writes';
import { FormAlert } from './form-alert';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen: a sentence, or a sentence and the fields the action needs. */
  children: ReactNode;
  confirmLabel: string;
  /** Red by default: most confirmations guard something that cannot be undone. */
  confirmColor?: string;
  loading: boolean;
  /** The server's refusal, shown where the user acted until the dialog closes. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  centered?: boolean;
  /** Above another modal that stays open behind it (Mantine's modals sit at 200). */
  zIndex?: number;
  /** The action works without a network (signing out here): not disabled offline. */
  worksOffline?: boolean;
}

/** An action that cannot be undone waits for this confirmation: Cancel, or the action itself. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor = 'red',
  loading,
  error,
  onConfirm,
  onClose,
  centered = true,
  zIndex,
  worksOffline = false,
}: ConfirmDialogProps) {
  const Confirm = worksOffline ? Button : WriteButton;
  const { t } = useTranslation();
  const mounted = useOpenedOnce(opened);
  if (!mounted) return null;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered={centered} zIndex={zIndex}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {error && <FormAlert>{error}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Confirm color={confirmColor} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Confirm>
        </Group>
      </Stack>
    </Modal>
  );
}
