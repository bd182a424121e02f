import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { CryptoPaymentDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** A pending payment on chain: the confirmations so far out of those the network requires. */
export function ConfirmationsProgress({ payment }: { payment: CryptoPaymentDto }) {
  const { t } = useTranslation();
  const required = Math.max(payment.required_confirmations, 1);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text>{t('crypto.pay.status.pending')}</Text>
      </Group>
      <Text size="sm" fw={600} role="status">
        {t('crypto.pay.status.confirmations', {
          count: Math.min(payment.confirmations, required),
          required,
        })}
      </Text>
      <Progress value={(Math.min(payment.confirmations, required) / required) * 100} aria-hidden />
    </Stack>
  );
}
