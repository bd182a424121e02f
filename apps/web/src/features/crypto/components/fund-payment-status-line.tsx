import { Alert, Stack, Text } from '@mantine/core';
import type { CryptoPaymentDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmationsProgress } from './confirmations-progress';

/**
 * What the member reads of a fine's or a saving's payment now. No admin validates it: the
 * chain's confirmation pays it into the group's fund, and a failure makes it payable again.
 */
export function FundPaymentStatusLine({ payment }: { payment: CryptoPaymentDto }) {
  const { t } = useTranslation();
  const texts = payment.saving_id ? 'crypto.pay.savingStatus' : 'crypto.pay.fineStatus';
  if (payment.chain_status === 'failed') {
    const reason = t(`crypto.pay.failure.${payment.failure_reason ?? 'not_found'}`);
    return (
      <Alert color="red" role="alert">
        {t(`${texts}.failed`, { reason })}
      </Alert>
    );
  }
  if (payment.fine_status === 'paid' || payment.saving_status === 'approved') {
    return (
      <Alert color="teal" role="status">
        {t(`${texts}.paid`)}
      </Alert>
    );
  }
  // Waived by an admin while the transfer was on its way: the money came for no fine.
  if (payment.fine_status === 'waived') {
    return (
      <Alert color="yellow" role="status">
        {t('crypto.pay.fineStatus.waived')}
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      {payment.chain_status === 'pending' && <ConfirmationsProgress payment={payment} />}
      <Text size="sm" c="dimmed">
        {t(`${texts}.waiting`)}
      </Text>
    </Stack>
  );
}
