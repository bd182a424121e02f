import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';

/** Copies a code; when the clipboard refuses, asks to select it by hand. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError({ message: t('groups.copy.failed') });
    }
  }

  const label = copied ? t('groups.copy.copied') : t('groups.copy.copy');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="light"
        color={copied ? 'teal' : 'gray'}
        onClick={() => void copy()}
        aria-label={label}
      >
        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
