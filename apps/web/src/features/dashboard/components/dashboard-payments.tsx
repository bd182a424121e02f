import { useState } from 'react';
import { Badge, Button, Card, Loader, Modal, NavLink, Stack, Text, Title } from '@mantine/core';
import { IconCurrencyBitcoin, IconDeviceMobile, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCryptoOffer } from '../../../api/get-crypto-networks';
import { useMpesaAvailable } from '../../../api/get-mpesa-availability';
import { useMyPayments } from '../../../api/get-my-payments';
import { formatMoney } from '../../../lib/format';
import { useOpenedOnce } from '../../../lib/use-opened-once';

/**
 * The home's 'Paiements' section: M-Pesa (its page: the dues in KES where the server collects
 * through it, else what to do instead), crypto for a chosen group (or the wallet when no group
 * takes a payment), and the member's payments page.
 */
export function DashboardPayments() {
  const { t } = useTranslation();
  const payments = useMyPayments();
  const [choosing, setChoosing] = useState(false);
  const cryptoChoiceMounted = useOpenedOnce(choosing);
  const cryptoOffer = useCryptoOffer();
  const mpesaAvailable = useMpesaAvailable();
  const payable = (payments.data?.due ?? []).filter(
    (d) => d.state === 'due' || d.state === 'overdue',
  );

  return (
    <Card withBorder radius="md">
      <Title order={2} fz="h4">
        {t('memberPages.dashboard.payments')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('memberPages.dashboard.paymentsText')}
      </Text>
      <Stack gap={4}>
        <NavLink
          component={Link}
          to="/mpesa"
          leftSection={<IconDeviceMobile size={20} aria-hidden />}
          label={t('memberPages.dashboard.mpesa')}
          description={
            mpesaAvailable ? (
              t('memberPages.mpesa.hintAvailable')
            ) : (
              <Badge component="span" color="red.9" variant="outline" mt={4}>
                {t('memberPages.dashboard.mpesaUnavailable')}
              </Badge>
            )
          }
        />
        <NavLink
          component="button"
          type="button"
          leftSection={<IconCurrencyBitcoin size={20} aria-hidden />}
          label={t('memberPages.dashboard.crypto')}
          description={
            cryptoOffer.unavailable
              ? t('errors.CRYPTO_SERVICE_UNAVAILABLE')
              : t('memberPages.dashboard.cryptoHint')
          }
          disabled={cryptoOffer.unavailable}
          aria-disabled={cryptoOffer.unavailable}
          onClick={cryptoOffer.unavailable ? undefined : () => setChoosing(true)}
        />
      </Stack>
      <Button
        mt="sm"
        variant="light"
        component={Link}
        to="/payments"
        leftSection={<IconReceipt size={16} aria-hidden />}
      >
        {t('memberPages.dashboard.allPayments')}
      </Button>
      {cryptoChoiceMounted && (
        <Modal
          opened={choosing}
          onClose={() => setChoosing(false)}
          title={t('memberPages.dashboard.cryptoChoose')}
        >
          {payments.isPending ? (
            <Loader size="sm" aria-label={t('app.loading')} />
          ) : payable.length === 0 ? (
            <Stack>
              <Text c="dimmed">{t('memberPages.dashboard.cryptoNoGroup')}</Text>
              <Button component={Link} to="/crypto">
                {t('crypto.dashboardCard.open')}
              </Button>
            </Stack>
          ) : (
            <Stack gap={4}>
              {payable.map((d) => (
                <NavLink
                  key={d.group_id}
                  component={Link}
                  to={`/crypto-pay/${encodeURIComponent(d.group_id)}`}
                  label={d.group_name}
                  description={formatMoney(d.owed, d.currency)}
                />
              ))}
            </Stack>
          )}
        </Modal>
      )}
    </Card>
  );
}
