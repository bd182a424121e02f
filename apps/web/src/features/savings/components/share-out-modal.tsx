import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ShareOutPreview } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { FormAlert } from '../../../components/form-alert';
import { FormModal, FormModalActions } from '../../../components/form-modal';
import { WriteButton } from '../../../components/offline-writes';
import { QueryResult } from '../../../components/query-result';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useConfirmShareOut } from '../api/confirm-share-out';
import { useShareOut } from '../api/get-share-out';
import { ShareOutFigures } from './share-out-figures';

/** What the admin reads before the share-out is sent: the cash handed out, the fund at zero. */
function ShareOutConfirmation({ preview }: { preview: ShareOutPreview }) {
  const { t } = useTranslation();
  const amount = formatMoney(preview.balance, preview.currency);
  return (
    <Stack gap="sm">
      <Fact label={t('savings.shareOut.balance')} value={amount} size="xl" />
      <Text>{t('savings.shareOut.confirmText', { amount })}</Text>
      <Text size="sm" c="dimmed">
        {t('savings.shareOut.confirmNotice')}
      </Text>
    </Stack>
  );
}

/**
 * The fund's share-out, read fresh at each opening by every member: what each would receive now
 * and why it cannot be confirmed, if so. An admin (`can_confirm`) confirms it in a second step
 * that says what it does, naming the balance they read (`accepted_balance`). A refusal (the fund
 * moved since, a loan went out) shows the new preview with the server's message, to read again.
 */
export function ShareOutModal({
  groupId,
  userId,
  onClose,
}: {
  groupId: string;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useShareOut(groupId);
  const confirm = useConfirmShareOut();
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const data = preview.data;
  const canConfirm = data?.can_confirm ?? false;
  const reviewing = confirming && canConfirm;

  function send(balance: string) {
    setAlert(null);
    confirm.mutate(
      { groupId, accepted_balance: balance },
      {
        onSuccess: (shareOut) => {
          notifySuccess({
            message: t('savings.shareOut.done', {
              amount: formatMoney(shareOut.total, shareOut.currency),
            }),
          });
          onClose();
        },
        onError: (error) => {
          setAlert(describeError(error, t));
          // The fund moved or a loan went out: the preview read again is the one to confirm.
          if (isApiError(error) && error.code?.startsWith('SHARE_OUT_')) setConfirming(false);
        },
      },
    );
  }

  function submit() {
    if (!data || !canConfirm) return;
    if (reviewing) {
      send(data.balance);
      return;
    }
    setAlert(null);
    setConfirming(true);
  }

  return (
    <FormModal opened onClose={onClose} title={t('savings.shareOut.title')} onSubmit={submit}>
      <QueryResult query={preview}>
        {(read) =>
          reviewing ? (
            <ShareOutConfirmation preview={read} />
          ) : (
            <ShareOutFigures preview={read} userId={userId} />
          )
        }
      </QueryResult>
      {alert && <FormAlert>{alert}</FormAlert>}
      {reviewing ? (
        <Group justify="flex-end">
          <Button className="tap-target" variant="default" onClick={() => setConfirming(false)}>
            {t('common.back')}
          </Button>
          <WriteButton
            className="tap-target"
            type="submit"
            color="teal"
            loading={confirm.isPending}
          >
            {t('savings.shareOut.submit')}
          </WriteButton>
        </Group>
      ) : (
        <FormModalActions
          done={!canConfirm}
          onClose={onClose}
          submitLabel={t('savings.shareOut.confirm')}
          color="teal"
          loading={false}
        />
      )}
    </FormModal>
  );
}
