import { Code, Stack, Text } from '@mantine/core';
import type { FineDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { pendingProvider } from '../utils/fine-payment';

/**
 * How a paid fine was paid, with what its provider knows it by (M-Pesa's receipt, the chain's
 * transaction), for the member to match it against their phone or their wallet.
 */
function PaidWith({ fine }: { fine: FineDto }) {
  const { t } = useTranslation();
  const method = fine.payment_method;
  if (!method) return null;
  const reference =
    method === 'mpesa' ? fine.receipt_number : method === 'crypto' ? fine.tx_hash : null;
  if (!reference || method === 'cash') {
    return (
      <Text size="sm" c="dimmed">
        {t(`fines.method.${method}`)}
      </Text>
    );
  }
  return (
    // The reference on a line of its own: a transaction's 66 characters wrap only on a phone.
    <Stack gap={2} align="flex-start">
      <Text size="sm" c="dimmed">
        {t(`fines.method.${method}`)} · {t(`fines.reference.${method}`)}
      </Text>
      <Code style={{ wordBreak: 'break-all' }}>{reference}</Code>
    </Stack>
  );
}

/** The dates, reasons and payment a fine's status carries, as one short line each. */
export function FineDetails({ fine, isMine }: { fine: FineDto; isMine: boolean }) {
  const { t } = useTranslation();
  const provider = pendingProvider(fine);
  const recordedOn = { date: formatDate(fine.payment_recorded_at) };
  return (
    <>
      {fine.status === 'pending' && isMine && (
        <Text size="sm" c="yellow.9">
          {provider ? t(`fines.providerPending.mine.${provider}`) : t('fines.pendingMine')}
        </Text>
      )}
      {fine.status === 'pending' && !isMine && fine.payment_recorded_at && (
        <Text size="sm" c="dimmed">
          {provider
            ? t(`fines.providerPending.other.${provider}`, recordedOn)
            : t('fines.declaredOn', recordedOn)}
        </Text>
      )}
      {fine.status === 'paid' && (fine.decided_at ?? fine.payment_recorded_at) && (
        <Text size="sm" c="dimmed">
          {t('fines.paidOn', { date: formatDate(fine.decided_at ?? fine.payment_recorded_at) })}
        </Text>
      )}
      {fine.status === 'paid' && <PaidWith fine={fine} />}
      {/* Kept after a refusal until the fine is paid: it only explains an unpaid fine. */}
      {fine.status === 'unpaid' && fine.rejection_reason && (
        <Text size="sm" c="red.8">
          {t('fines.rejected', { reason: fine.rejection_reason })}
        </Text>
      )}
      {fine.status === 'waived' && fine.waive_reason && (
        <Text size="sm" c="dimmed">
          {t('fines.waivedBecause', { reason: fine.waive_reason })}
        </Text>
      )}
    </>
  );
}
