import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceMobile } from '@tabler/icons-react';
import { displayMsisdn, type MpesaPayoutDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** What the sentence of a send names: the amount, the number, and why it failed. */
// A type, not an interface: i18next's options take it only with an index signature.
export type MpesaSendFacts = { amount: string; phone: string; reason: string };

/**
 * Where money sent to a member's phone (B2C: a pot, a loan) stands: on its way while Safaricom
 * carries it, or failed with Safaricom's reason; a paid one shows nothing here. The sentences are
 * the caller's, since what failed to arrive (a cycle's pot, a loan) says what happens next.
 */
export function MpesaSendState({
  latest,
  sending,
  failed,
}: {
  latest: MpesaPayoutDto;
  sending: (facts: MpesaSendFacts) => string;
  failed: (facts: MpesaSendFacts) => string;
}) {
  const { t } = useTranslation();
  if (latest.status === 'paid') return null;
  const facts = {
    amount: formatMoney(latest.amount, latest.currency),
    phone: displayMsisdn(latest.phone_number),
    reason: t(`rotation.payout.mpesa.reasons.${latest.failure_reason ?? 'declined'}`),
  };
  if (latest.status === 'pending')
    return (
      <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} role="status">
        <Stack gap={4}>
          <Text size="sm">{sending(facts)}</Text>
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('rotation.payout.mpesa.waiting')}
            </Text>
          </Group>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Text size="sm">{failed(facts)}</Text>
    </Alert>
  );
}
