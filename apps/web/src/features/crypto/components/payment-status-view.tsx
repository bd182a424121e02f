import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CryptoPaymentDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdTrigger } from '../../../lib/ad-slots';
import { describeError } from '../../../lib/describe-error';
import { notifyError } from '../../../lib/notify';
import { formatMoney } from '../../../lib/format';
import { useCryptoPaymentStatus } from '../api/check-crypto-payment';
import { ChainStatusBadge } from './chain-status-badge';
import { ConfirmationsProgress } from './confirmations-progress';
import { FundPaymentStatusLine } from './fund-payment-status-line';

/** What the member reads of a contribution's payment now: the chain's word, then the admin's. */
function StatusLine({ payment }: { payment: CryptoPaymentDto }) {
  const { t } = useTranslation();
  if (payment.chain_status === 'failed') {
    const reason = t(`crypto.pay.failure.${payment.failure_reason ?? 'not_found'}`);
    return (
      <Alert color="red" role="alert">
        {t('crypto.pay.status.failed', { reason })}
      </Alert>
    );
  }
  if (payment.chain_status === 'pending') return <ConfirmationsProgress payment={payment} />;
  const key =
    payment.contribution_status === 'approved'
      ? 'approved'
      : payment.contribution_status === 'rejected'
        ? 'rejected'
        : 'confirmed';
  return (
    <Alert color={key === 'rejected' ? 'red' : 'teal'} role="status">
      {t(`crypto.pay.status.${key}`)}
    </Alert>
  );
}

/**
 * After submission: the payment as the server checks it on chain, every few seconds while it
 * is pending (confirmations n/m), then confirmed (the admin validates a contribution next; a
 * fine is paid then) or failed with the reason, which also comes as the documents' toast.
 */
export function PaymentStatusView({
  payment: submitted,
  onAgain,
}: {
  payment: CryptoPaymentDto;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const status = useCryptoPaymentStatus(submitted);
  const payment = status.data;
  const toldFailure = useRef(false);
  const adTrigger = useAdTrigger();
  const toldConfirmed = useRef(false);

  useEffect(() => {
    if (payment.chain_status !== 'failed' || toldFailure.current) return;
    toldFailure.current = true;
    const reason = t(`crypto.pay.failure.${payment.failure_reason ?? 'not_found'}`);
    notifyError({ message: t('crypto.pay.cannotPay', { reason }) });
  }, [payment.chain_status, payment.failure_reason, t]);

  // The payment-completed ad moment, as for cash: once the chain confirms it (the ad waits
  // for the next page allowed to show one; this payment page never does).
  useEffect(() => {
    if (payment.chain_status !== 'confirmed' || toldConfirmed.current) return;
    toldConfirmed.current = true;
    adTrigger('payment-completed');
  }, [payment.chain_status, adTrigger]);

  return (
    <Card withBorder radius="md" component="section" aria-label={t('crypto.pay.status.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h5">
            {t('crypto.pay.status.title')}
          </Title>
          <ChainStatusBadge status={payment.chain_status} />
        </Group>
        <Text fw={600}>
          {t('crypto.pay.status.amount', {
            amount: payment.token_amount,
            token: payment.token_symbol,
            fiat: formatMoney(payment.amount, payment.currency),
          })}
        </Text>
        {payment.fine_id || payment.saving_id ? (
          <FundPaymentStatusLine payment={payment} />
        ) : (
          <StatusLine payment={payment} />
        )}
        {status.isError && (
          // The last state stays shown; the next check comes on its own.
          <Text size="sm" c="orange.8">
            {describeError(status.error, t)}
          </Text>
        )}
        <div>
          <Text size="xs" c="dimmed">
            {t('crypto.pay.status.transaction')}
          </Text>
          <Code style={{ wordBreak: 'break-all' }}>{payment.tx_hash}</Code>
        </div>
        <Anchor href={payment.explorer_url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            {t('crypto.pay.status.explorer')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        <Group gap="xs">
          <Button
            component={Link}
            // A fine or a saving is on the group page's cards; a contribution in its payments tab.
            to={
              payment.fine_id || payment.saving_id
                ? `/groups/${payment.group_id}`
                : `/groups/${payment.group_id}?tab=payments`
            }
            variant="light"
          >
            {t('crypto.pay.status.backToGroup')}
          </Button>
          {payment.chain_status === 'failed' && (
            <Button variant="default" onClick={onAgain}>
              {t('crypto.pay.status.again')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
