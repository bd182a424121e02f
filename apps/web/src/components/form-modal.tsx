import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../lib/use-opened-once';
import { WriteButton } from './offline-writes';

/**
 * A short form in a centred modal. The form checks its fields itself with the contracts'
 * schema (no browser validation), and Enter submits it without reloading the page.
 */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const mounted = useOpenedOnce(opened);
  if (!mounted) return null;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>{children}</Stack>
      </form>
    </Modal>
  );
}

/**
 * A modal form's Cancel and submit, 44 px tall on a phone (app/tap-targets.css). Once the form
 * has done its work (`done`) only a Close button is left, and the success above it stays to be
 * read.
 */
export function FormModalActions({
  done = false,
  onClose,
  submitLabel,
  color,
  loading,
  disabled,
}: {
  done?: boolean;
  onClose: () => void;
  submitLabel: string;
  /** The submit button's colour, when what it does asks for care (red, orange). */
  color?: string;
  loading: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button className="tap-target" variant="default" onClick={onClose}>
        {done ? t('common.close') : t('common.cancel')}
      </Button>
      {!done && (
        <WriteButton
          className="tap-target"
          type="submit"
          color={color}
          loading={loading}
          disabled={disabled}
        >
          {submitLabel}
        </WriteButton>
      )}
    </Group>
  );
}
