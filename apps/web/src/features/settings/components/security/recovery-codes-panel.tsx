import { useState } from 'react';
import { Alert, Button, Checkbox, Code, CopyButton, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../../lib/save-file';

export const RECOVERY_CODES_FILENAME = 'tontine-recovery-codes.txt';

interface RecoveryCodesPanelProps {
  codes: string[];
  /** Named in the downloaded file, so that it says which account the codes open. */
  email: string;
  onDone: () => void;
}

/**
 * The ten recovery codes, shown once (the server keeps only their hashes). Closing waits for
 * the person to say they kept them: without them, a lost phone locks the account.
 */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const [kept, setKept] = useState(false);
  const text = codes.join('\n');

  function download() {
    const lines = [
      t('security.codes.fileTitle', { email }),
      '',
      ...codes,
      '',
      t('security.codes.fileHint'),
    ];
    saveFile(
      new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }),
      RECOVERY_CODES_FILENAME,
    );
  }

  return (
    <Stack>
      <Alert color="yellow" title={t('security.codes.title')}>
        {t('security.codes.explain')}
      </Alert>
      <SimpleGrid
        component="ul"
        aria-label={t('security.codes.listLabel')}
        cols={2}
        spacing="xs"
        verticalSpacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm" display="block" ta="center" py={6}>
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              onClick={copy}
            >
              {copied ? t('security.codes.copied') : t('security.codes.copyAll')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
        >
          {t('security.codes.download')}
        </Button>
      </SimpleGrid>
      <Checkbox
        label={t('security.codes.kept')}
        checked={kept}
        onChange={(event) => setKept(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed">
        {t('security.codes.onlyOnce')}
      </Text>
      <Button onClick={onDone} disabled={!kept}>
        {t('security.codes.done')}
      </Button>
    </Stack>
  );
}
