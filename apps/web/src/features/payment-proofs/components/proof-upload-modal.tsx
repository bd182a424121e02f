import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconFileUpload, IconSend } from '@tabler/icons-react';
import { PROOF_ACCEPT, PROOF_MAX_BYTES, type MemberPaymentDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { myPaymentsQueryOptions } from '../../../api/get-my-payments';
import { QueryResult } from '../../../components/query-result';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useUploadProof } from '../api/upload-proof';
import { photoFileName } from '../utils/capture-photo';
import { formatFileSize } from '../utils/file-size';
import { describeUploadError } from '../utils/upload-error';
import { CameraCapture, RetakeButton } from './camera-capture';
import { ContributionProofs } from './contribution-proofs';

export type ProofSource = 'camera' | 'file';

interface Chosen {
  blob: Blob;
  name: string;
}

function PhotoPreview({ photo }: { photo: Blob }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(photo);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  if (!url) return null;
  return <Image src={url} alt={t('paymentProofs.photoAlt')} mah={320} fit="contain" radius="sm" />;
}

function UploadForm({
  source,
  pending,
  onDone,
}: {
  source: ProofSource;
  pending: MemberPaymentDto[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const upload = useUploadProof();
  const [contributionId, setContributionId] = useState<string | null>(
    pending.length === 1 ? pending[0]!.id : null,
  );
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [sizeError, setSizeError] = useState(false);
  const [percent, setPercent] = useState(0);

  const options = pending.map((c) => ({
    value: c.id,
    label: t('paymentProofs.contributionOption', {
      group: c.group_name,
      amount: formatMoney(c.amount, c.currency),
      cycle: c.cycle_number,
    }),
  }));

  function pickFile(file: File | null) {
    upload.reset();
    if (!file) return;
    // Checked before anything is sent; the server checks again.
    if (file.size > PROOF_MAX_BYTES) {
      setChosen(null);
      setSizeError(true);
      return;
    }
    setSizeError(false);
    setChosen({ blob: file, name: file.name });
  }

  function send() {
    if (!contributionId || !chosen) return;
    setPercent(0);
    upload.mutate(
      {
        contributionId,
        file: chosen.blob,
        fileName: chosen.name,
        source,
        onProgress: setPercent,
      },
      {
        onSuccess: () => {
          notifySuccess({ message: t('paymentProofs.sent') });
          onDone();
        },
      },
    );
  }

  return (
    <Stack>
      <Select
        label={t('paymentProofs.contribution')}
        description={t('paymentProofs.contributionHint')}
        data={options}
        value={contributionId}
        onChange={setContributionId}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
      />

      {source === 'camera' ? (
        chosen ? (
          <Stack>
            <PhotoPreview photo={chosen.blob} />
            <Group>
              <RetakeButton
                onClick={() => {
                  upload.reset();
                  setChosen(null);
                }}
              />
            </Group>
          </Stack>
        ) : (
          <CameraCapture
            onCapture={(photo) =>
              setChosen({
                blob: photo,
                name: photo instanceof File && photo.name ? photo.name : photoFileName(),
              })
            }
          />
        )
      ) : (
        <Stack gap={6}>
          <Group gap="sm" wrap="wrap">
            <FileButton accept={PROOF_ACCEPT} onChange={pickFile}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconFileUpload size={16} aria-hidden />}
                >
                  {t('paymentProofs.file.choose')}
                </Button>
              )}
            </FileButton>
            {chosen && (
              <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {t('paymentProofs.file.chosen', {
                  name: chosen.name,
                  size: formatFileSize(chosen.blob.size),
                })}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('paymentProofs.file.hint')}
          </Text>
          {sizeError && (
            <Text size="sm" c="red" role="alert">
              {t('paymentProofs.file.tooLarge')}
            </Text>
          )}
        </Stack>
      )}

      {upload.isPending && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">{t('paymentProofs.progress')}</Text>
            <Text size="sm">{t('paymentProofs.progressValue', { percent })}</Text>
          </Group>
          <Progress value={percent} aria-label={t('paymentProofs.progress')} animated />
        </Stack>
      )}
      {upload.isError && (
        <Alert color="red" role="alert">
          {describeUploadError(upload.error, t, source)}
        </Alert>
      )}
      {!online && (
        <Text size="sm" c="orange">
          {t('paymentProofs.offline')}
        </Text>
      )}

      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={send}
          loading={upload.isPending}
          disabled={!online || !contributionId || !chosen}
        >
          {t('paymentProofs.send')}
        </Button>
      </Group>

      {contributionId && (
        <ContributionProofs contributionId={contributionId} removable title="attached" />
      )}
    </Stack>
  );
}

/**
 * The dialog behind the dashboard's "take a photo" and "add a file": the member picks which of
 * their pending contributions the receipt goes to, takes or picks it, and sends it with the
 * request's real progress.
 */
export function ProofUploadModal({
  source,
  opened,
  onClose,
}: {
  source: ProofSource;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Read when the dialog opens, so a payment recorded a moment ago is offered.
  const payments = useQuery({ ...myPaymentsQueryOptions(), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(source === 'camera' ? 'paymentProofs.photoTitle' : 'paymentProofs.fileTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && (
        <QueryResult query={payments}>
          {(data) => <PendingChoice history={data.history} source={source} onDone={onClose} />}
        </QueryResult>
      )}
    </Modal>
  );
}

function PendingChoice({
  history,
  source,
  onDone,
}: {
  history: MemberPaymentDto[];
  source: ProofSource;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const pending = useMemo(() => history.filter((c) => c.status === 'pending'), [history]);
  if (pending.length === 0) {
    return <Text c="dimmed">{t('paymentProofs.noPending')}</Text>;
  }
  return <UploadForm source={source} pending={pending} onDone={onDone} />;
}
