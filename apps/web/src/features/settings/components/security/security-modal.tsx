import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface SecurityModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** False while something shown once (recovery codes) is on screen: only its own button closes. */
  closable?: boolean;
  children: ReactNode;
}

/** A step of the Sécurité tab over the settings: the whole screen on a phone, where room is short. */
export function SecurityModal({
  opened,
  onClose,
  title,
  closable = true,
  children,
}: SecurityModalProps) {
  const phone = useMediaQuery('(max-width: 48em)', false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      fullScreen={phone}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
    >
      {children}
    </Modal>
  );
}
