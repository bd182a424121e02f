import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconCurrencyBitcoin, IconDeviceMobileOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * `/mpesa`: M-Pesa stays "temporarily unavailable" until its integration is built, so the page says so and leads to the two ways that work: cash validated by the
 * group's admin, and crypto.
 */
export function MpesaPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('memberPages.mpesa.title')}
      </Title>
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
    </Stack>
  );
}
