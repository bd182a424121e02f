import { DiffEditor } from '@monaco-editor/react';
import { Button, Group, Modal, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './monaco-setup';

/**
 * What a save changes, before it is sent: the saved version on the left, the editor's text on
 * the right (Monaco's diff editor). Nothing is sent until the operator confirms here.
 */
export function SaveDiffModal({
  opened,
  name,
  original,
  modified,
  saving,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  name: string;
  original: string;
  modified: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onClose()}
      title={t('codeTab.diff.title', { name })}
      size="90%"
      centered
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('codeTab.diff.hint')}
        </Text>
        <div data-testid="save-diff">
          <DiffEditor
            height="50vh"
            language="json"
            original={original}
            modified={modified}
            theme={scheme === 'dark' ? 'vs-dark' : 'vs'}
            options={{ readOnly: true, renderSideBySide: true, automaticLayout: true }}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('codeTab.diff.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={saving}>
            {t('codeTab.diff.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
