import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The dashboard's Portefeuille section: it opens the wallet screen, as in the documents. */
export function WalletShortcutCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-label={t('crypto.dashboardCard.title')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconWallet size={28} aria-hidden />
          <div>
            <Title order={2} fz="h4">
              {t('crypto.dashboardCard.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('crypto.dashboardCard.text')}
            </Text>
          </div>
        </Group>
        <Button component={Link} to="/crypto" variant="light">
          {t('crypto.dashboardCard.open')}
        </Button>
      </Group>
    </Card>
  );
}
