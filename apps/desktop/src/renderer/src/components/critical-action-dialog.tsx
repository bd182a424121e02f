import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A reason the operator must give before the action runs (a rejection's motive). */
export interface CriticalActionReason {
  label: string;
  /** Shown under the field when Confirm is pressed with an empty (or blank) reason. */
  requiredMessage: string;
  maxLength: number;
}

export interface CriticalAction {
  /** What is about to happen, in a few words (the dialog's title). */
  title: string;
  /** Its consequence, in a sentence. */
  message: React.ReactNode;
  /** The confirm button's text; "Confirmer" when not given. */
  confirmLabel?: string;
  /** When given, the dialog asks for it and runs the action only with a non-blank reason. */
  reason?: CriticalActionReason;
  /** Runs once confirmed, with the trimmed reason when one is asked; the dialog stays open (busy) until it settles. */
  run: (reason: string) => Promise<void>;
}

/**
 * The critical-action confirmation: nothing critical runs before the operator says so here.
 * Cancel and Escape do nothing; Confirm runs the action, then the dialog closes.
 * A required reason left blank keeps the dialog open with its message: closing would lose
 * what the operator was doing and run nothing.
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setReasonError(null);
  }, [action]);
  const confirm = async () => {
    if (!action) return;
    if (action.reason && !reason.trim()) {
      setReasonError(action.reason.requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await action.run(reason.trim());
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
        {action?.reason && (
          <Textarea
            label={action.reason.label}
            required
            autosize
            minRows={2}
            maxLength={action.reason.maxLength}
            value={reason}
            error={reasonError}
            data-autofocus
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (event.currentTarget.value.trim()) setReasonError(null);
            }}
          />
        )}
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
