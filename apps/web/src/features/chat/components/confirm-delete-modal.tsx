import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteModalProps {
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Êtes-vous sûr de vouloir supprimer ce message ?' (001 §5). */
export function ConfirmDeleteModal({
  opened,
  loading,
  onCancel,
  onConfirm,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    // Above the moderation panel, which stays open behind it (Mantine's modals sit at 200).
    <Modal opened={opened} onClose={onCancel} title={t('chat.delete.title')} zIndex={300}>
      <Text>{t('chat.delete.confirm')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {t('chat.delete.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
