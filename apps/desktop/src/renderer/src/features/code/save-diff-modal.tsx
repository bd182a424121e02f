import { useEffect, useRef } from 'react';
import { DiffEditor, type DiffOnMount } from '@monaco-editor/react';
import { Button, Group, Modal, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import './monaco-setup';

type MountedDiffEditor = Parameters<DiffOnMount>[0];

/**
 * Monaco's diff editor for two texts. It must let go of its two models before they are
 * disposed, or Monaco throws ("TextModel got disposed before DiffEditorWidget model got
 * reset"): this wrapper's cleanup runs before the editor's own, detaches the models, then
 * disposes them itself (the editor is told to keep them).
 */
function DocumentDiff({ original, modified }: { original: string; modified: string }) {
  const scheme = useComputedColorScheme('light');
  const editor = useRef<MountedDiffEditor | null>(null);
  useEffect(
    () => () => {
      const models = editor.current?.getModel();
      editor.current?.setModel(null);
      models?.original.dispose();
      models?.modified.dispose();
      editor.current = null;
    },
    [],
  );
  return (
    <DiffEditor
      height="50vh"
      language="json"
      original={original}
      modified={modified}
      theme={scheme === 'dark' ? 'vs-dark' : 'vs'}
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      onMount={(mounted) => {
        editor.current = mounted;
      }}
      options={{
        readOnly: true,
        // Where the two versions do not fit side by side (a phone), Monaco itself shows the
        // changes inline; switching the option from here while a diff is computed makes it
        // throw "no diff result available".
        useInlineViewWhenSpaceIsLimited: true,
        automaticLayout: true,
        minimap: { enabled: false },
      }}
    />
  );
}

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
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onClose()}
      title={t('codeTab.diff.title', { name })}
      size="90%"
      fullScreen={narrow}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('codeTab.diff.hint')}
        </Text>
        <div data-testid="save-diff">
          <DocumentDiff original={original} modified={modified} />
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
