import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCurrencyBitcoin } from '@tabler/icons-react';
import { isPositiveMoney, type ContributionStatus, type GroupDetailDto } from '@tontine/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGroupContributions } from '../../../../api/get-group-contributions';
import { useCryptoOffer } from '../../../../api/get-crypto-networks';
import { useGroupRotation } from '../../../../api/get-group-rotation';
import { CycleStateBadge } from '../../../../components/cycle-state-badge';
import { formatDate, formatMoney } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import {
  myRotationStatus,
  paymentBlockReason,
  rejectionReasonText,
  remainingThisCycle,
} from '../../utils/payment-status';
import { DownloadPdfButtons } from './download-pdf-buttons';
import { DownloadStatementButton } from './download-statement-button';
import { MakePaymentButton } from './make-payment-button';
import { DisabledReason } from '../disabled-reason';
import { ErrorAlert } from '../../../../components/error-alert';

const STATUS_COLORS: Record<ContributionStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** The 'Paiements' tab: my state this cycle, my contributions, newest first, and my statement. */
export function PaymentsPanel({ group }: { group: GroupDetailDto }) {
  const { t } = useTranslation();
  const userId = useSession()?.user?.id ?? '';
  const rotation = useGroupRotation(group.id);
  const contributions = useGroupContributions(group.id);
  const cryptoOffer = useCryptoOffer();
  const cryptoReasonId = useId();

  if (rotation.isPending || contributions.isPending) {
    return <Loader size="sm" aria-label={t('app.loading')} />;
  }
  const error = rotation.error ?? contributions.error;
  if (error || !rotation.data || !contributions.data) {
    return <ErrorAlert error={error} />;
  }
  const status = myRotationStatus(rotation.data, userId);
  const owed = remainingThisCycle(group.contribution_amount, status.approved, status.pending);
  const awaiting = isPositiveMoney(status.pending);
  const mine = contributions.data.filter((c) => c.user_id === userId);
  // Paying in crypto can fail for the same reasons as Make Payment, which says why.
  const blocked = paymentBlockReason(group, Boolean(userId), t, owed, awaiting) !== null;
  // With no network configured the crypto page could offer nothing: say so here instead.
  const cryptoReason =
    !blocked && cryptoOffer.unavailable ? t('errors.CRYPTO_SERVICE_UNAVAILABLE') : null;

  return (
    <Stack>
      <Card withBorder radius="md">
        <Group justify="space-between">
          <div>
            <Text size="xs" c="dimmed">
              {t('groups.payments.cycleStatus', { cycle: rotation.data.current_cycle })}
            </Text>
            {status.state && <CycleStateBadge state={status.state} prominent />}
          </div>
          <Group gap="xs" align="flex-start">
            <MakePaymentButton group={group} owed={owed} awaitingValidation={awaiting} />
            <Stack gap={4} align="flex-start">
              {blocked || cryptoReason ? (
                <Button
                  variant="light"
                  leftSection={<IconCurrencyBitcoin size={16} aria-hidden />}
                  disabled
                  aria-describedby={cryptoReason ? cryptoReasonId : undefined}
                >
                  {t('groups.payments.payWithCrypto')}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={`/crypto-pay/${group.id}`}
                  variant="light"
                  leftSection={<IconCurrencyBitcoin size={16} aria-hidden />}
                >
                  {t('groups.payments.payWithCrypto')}
                </Button>
              )}
              <DisabledReason id={cryptoReasonId} reason={cryptoReason} />
            </Stack>
          </Group>
        </Group>
      </Card>
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="h5">
            {t('groups.payments.history')}
          </Title>
          <Group gap="xs">
            <DownloadStatementButton group={group} />
            <DownloadPdfButtons group={group} />
          </Group>
        </Group>
        {mine.length === 0 ? (
          <Text c="dimmed">{t('groups.payments.empty')}</Text>
        ) : (
          <Stack gap="xs">
            {mine.map((c) => (
              <Group key={c.id} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{formatMoney(c.amount, c.currency)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('groups.payments.cycleLabel', { cycle: c.cycle_number })} ·{' '}
                    {t(`groups.payments.method.${c.method}`)} · {formatDate(c.created_at)}
                  </Text>
                  {c.method === 'crypto' && c.status === 'pending' && c.chain_status && (
                    <Text size="sm" c={c.chain_status === 'confirmed' ? 'teal' : 'dimmed'}>
                      {t(`groups.payments.chain.${c.chain_status}`)}
                    </Text>
                  )}
                  {c.rejection_reason && (
                    <Text size="sm" c="red">
                      {t('groups.payments.rejectedReason', {
                        reason: rejectionReasonText(c.rejection_reason, t),
                      })}
                    </Text>
                  )}
                </div>
                <Badge color={STATUS_COLORS[c.status]}>
                  {t(`groups.payments.contributionStatus.${c.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
