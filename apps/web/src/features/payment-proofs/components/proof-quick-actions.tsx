import { useState } from 'react';
import { Button, Tooltip } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCamera, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProofUploadModal, type ProofSource } from './proof-upload-modal';

/**
 * The overview's quick actions "take a photo" and "add a file": a receipt for one of
 * the member's pending contributions. Off while offline, since nothing could be sent.
 */
export function ProofQuickActions() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const [source, setSource] = useState<ProofSource | null>(null);
  const action = (kind: ProofSource) => (
    <Tooltip label={t('paymentProofs.offline')} disabled={online}>
      <Button
        variant="light"
        leftSection={
          kind === 'camera' ? (
            <IconCamera size={16} aria-hidden />
          ) : (
            <IconPaperclip size={16} aria-hidden />
          )
        }
        disabled={!online}
        onClick={() => setSource(kind)}
      >
        {t(kind === 'camera' ? 'paymentProofs.takePhoto' : 'paymentProofs.addFile')}
      </Button>
    </Tooltip>
  );
  return (
    <>
      {action('camera')}
      {action('file')}
      <ProofUploadModal
        source={source ?? 'file'}
        opened={source !== null}
        onClose={() => setSource(null)}
      />
    </>
  );
}
