import {
  Alert,
  Button,
  Card,
  Loader,
  NavLink,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCash, IconCurrencyBitcoin, IconDeviceMobileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MPESA_CURRENCY } from '@tontine/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mpesaAvailabilityQueryOptions } from '../../../api/get-mpesa-availability';
import { useMyPayments } from '../../../api/get-my-payments';
import { QueryResult } from '../../../components/query-result';
import { formatMoney } from '../../../lib/format';
import { MpesaPayPanel } from './mpesa-pay-panel';

/**
 * `/mpesa`: where the server collects through M-Pesa, the member's dues in Kenyan shillings and
 * the payment of the one chosen (`?group=`); elsewhere M-Pesa is "temporarily unavailable", and
 * the page leads to the two ways that work: cash validated by the group's admin, and crypto.
 */
export function MpesaPage() {
  const { t } = useTranslation();
  const availability = useQuery(mpesaAvailabilityQueryOptions());
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('memberPages.mpesa.title')}
      </Title>
      {availability.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : availability.data?.available ? (
        <MpesaDues />
      ) : (
        <MpesaUnavailable />
      )}
    </Stack>
  );
}

function MpesaDues() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payments = useMyPayments();
  return (
    <>
      <Text>{t('memberPages.mpesa.availableIntro')}</Text>
      <QueryResult query={payments}>
        {({ due }) => {
          const kes = due.filter((d) => d.currency === MPESA_CURRENCY);
          // Kept once chosen, paid or not: the payment's outcome stays on screen.
          const chosen = kes.find((d) => d.group_id === params.get('group'));
          const payable = kes.filter((d) => d.state === 'due' || d.state === 'overdue');
          if (chosen)
            return (
              <Card withBorder radius="md">
                <Stack>
                  <MpesaPayPanel key={chosen.group_id} due={chosen} />
                  {payable.some((d) => d.group_id !== chosen.group_id) && (
                    <Button variant="subtle" component={Link} to="/mpesa">
                      {t('memberPages.mpesa.otherGroup')}
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          return (
            <Card withBorder radius="md" component="section" aria-labelledby="mpesa-dues">
              <Title order={2} fz="h4" id="mpesa-dues" mb="xs">
                {t('memberPages.mpesa.chooseTitle')}
              </Title>
              {payable.length === 0 ? (
                <Stack gap="xs" align="flex-start">
                  <Text c="dimmed">{t('memberPages.mpesa.nothingDue')}</Text>
                  <Button variant="light" component={Link} to="/payments">
                    {t('memberPages.mpesa.cashAction')}
                  </Button>
                </Stack>
              ) : (
                <Stack gap={4}>
                  {payable.map((d) => (
                    <NavLink
                      key={d.group_id}
                      component={Link}
                      to={`/mpesa?group=${encodeURIComponent(d.group_id)}`}
                      label={d.group_name}
                      description={formatMoney(d.owed, d.currency)}
                    />
                  ))}
                </Stack>
              )}
              {due.some((d) => d.currency !== MPESA_CURRENCY) && (
                <Text size="sm" c="dimmed" mt="sm">
                  {t('memberPages.mpesa.otherCurrencies')}
                </Text>
              )}
            </Card>
          );
        }}
      </QueryResult>
    </>
  );
}

function MpesaUnavailable() {
  const { t } = useTranslation();
  return (
    <>
      <Alert color="orange" icon={<IconDeviceMobileOff aria-hidden />} role="status">
        {t('memberPages.mpesa.unavailable')}
      </Alert>
      <Text>{t('memberPages.mpesa.explain')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md" component="section" aria-labelledby="mpesa-cash">
          <Stack gap="xs" h="100%">
            <Title order={2} fz="h4" id="mpesa-cash">
              {t('memberPages.mpesa.cashTitle')}
            </Title>
            <Text size="sm">{t('memberPages.mpesa.cashText')}</Text>
            <Button
              mt="auto"
              component={Link}
              to="/payments"
              leftSection={<IconCash size={16} aria-hidden />}
            >
              {t('memberPages.mpesa.cashAction')}
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" component="section" aria-labelledby="mpesa-crypto">
          <Stack gap="xs" h="100%">
            <Title order={2} fz="h4" id="mpesa-crypto">
              {t('memberPages.mpesa.cryptoTitle')}
            </Title>
            <Text size="sm">{t('memberPages.mpesa.cryptoText')}</Text>
            <Button
              mt="auto"
              variant="light"
              component={Link}
              to="/crypto"
              leftSection={<IconCurrencyBitcoin size={16} aria-hidden />}
            >
              {t('memberPages.mpesa.cryptoAction')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </>
  );
}
