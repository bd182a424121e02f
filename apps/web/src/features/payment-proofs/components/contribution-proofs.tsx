import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';
import type { PaymentProofDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { useDeleteProof } from '../api/delete-proof';
import { getProofFile, useProofFile } from '../api/get-proof-file';
import { useProofs } from '../api/get-proofs';
import { formatFileSize } from '../utils/file-size';
import { WriteActionIcon } from '../../../components/offline-writes';

/** An image proof, previewed from its bytes (fetched with the token); a click opens it whole. */
function ImagePreview({ proof }: { proof: PaymentProofDto }) {
  const { t } = useTranslation();
  const file = useProofFile(proof, true);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const made = URL.createObjectURL(file.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file.data]);
  if (file.isError) {
    return (
      <Text size="xs" c="red">
        {t('paymentProofs.list.loadError')}
      </Text>
    );
  }
  if (!url) return <Skeleton height={120} width={160} radius="sm" />;
  return (
    <Anchor href={url} target="_blank" rel="noopener" style={{ display: 'inline-block' }}>
      <Image
        src={url}
        alt={t('paymentProofs.list.image', { name: proof.file_name })}
        h={120}
        w="auto"
        maw="100%"
        fit="contain"
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)' }}
      />
    </Anchor>
  );
}

function DownloadButton({ proof }: { proof: PaymentProofDto }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveFile(await getProofFile(proof), proof.file_name);
    } catch (error) {
      notifyError({ message: describeError(error, t) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="xs"
      variant="light"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={t('paymentProofs.list.downloadName', { name: proof.file_name })}
      onClick={() => void download()}
    >
      {t('paymentProofs.list.download')}
    </Button>
  );
}

interface ContributionProofsProps {
  contributionId: string;
  /** The payer's own list: each proof can be taken back (while the contribution is pending). */
  removable?: boolean;
  /** The list's heading. */
  title?: 'title' | 'attached';
}

/**
 * The proofs of one contribution: images previewed, any other file as a download. Shown to the
 * admins beside the contribution they validate, and to the payer in the upload dialog. Nothing
 * at all while there is none, so a contribution without proof looks as it always did.
 */
export function ContributionProofs({
  contributionId,
  removable = false,
  title = 'title',
}: ContributionProofsProps) {
  const { t } = useTranslation();
  const proofs = useProofs(contributionId);
  const remove = useDeleteProof();
  if (!proofs.data || proofs.data.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={t(`paymentProofs.list.${title}`)}>
      <Text size="sm" fw={600}>
        {t(`paymentProofs.list.${title}`)}
      </Text>
      {proofs.data.map((proof) => (
        <Stack key={proof.id} gap={4} pb={4}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            {!proof.mime_type.startsWith('image/') && (
              <IconFileText size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            )}
            <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {proof.file_name}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(proof.size)}
            </Text>
            <Badge size="xs" variant="light" color={proof.source === 'camera' ? 'grape' : 'gray'}>
              {t(`paymentProofs.list.${proof.source}`)}
            </Badge>
            {!proof.mime_type.startsWith('image/') && <DownloadButton proof={proof} />}
            {removable && (
              <WriteActionIcon
                variant="subtle"
                color="red"
                aria-label={t('paymentProofs.list.removeName', { name: proof.file_name })}
                loading={remove.isPending && remove.variables?.proofId === proof.id}
                onClick={() =>
                  remove.mutate(
                    { contributionId, proofId: proof.id },
                    {
                      onSuccess: () => notifySuccess({ message: t('paymentProofs.list.removed') }),
                      onError: (error) => notifyError({ message: describeError(error, t) }),
                    },
                  )
                }
              >
                <IconTrash size={16} aria-hidden />
              </WriteActionIcon>
            )}
          </Group>
          {proof.mime_type.startsWith('image/') && <ImagePreview proof={proof} />}
        </Stack>
      ))}
    </Stack>
  );
}
