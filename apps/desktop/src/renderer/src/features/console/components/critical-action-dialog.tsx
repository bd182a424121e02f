import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CriticalAction {
  /** What is about to happen, in a few words (the dialog's title). */
  title: string;
  /** Its consequence, in a sentence. */
  message: React.ReactNode;
  /** The confirm button's text; "Confirmer" when not given. */
  confirmLabel?: string;
  /** Runs once confirmed; the dialog stays open (busy) until it settles. */
  run: () => Promise<void>;
}

/**
 * The critical-action confirmation (001 §4): nothing critical runs before the operator says
 * so here. Cancel and Escape do nothing; Confirm runs the action, then the dialog closes.
 */
export function CriticalActionDialog({
  action,
  onClose,
}: {
  action: CriticalAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    try {
      await action.run();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal
      opened={action !== null}
      onClose={() => !busy && onClose()}
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-6)" aria-hidden />
          <Text fw={600}>{action?.title}</Text>
        </Group>
      }
      centered
    >
      <Stack gap="md">
        <Text size="sm">{action?.message}</Text>
        <Text size="xs" c="dimmed">
          {t('criticalAction.warning')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('criticalAction.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {action?.confirmLabel ?? t('criticalAction.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
