import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The currencies the documents name for the coming fiat gateway. */
const GATEWAY_CURRENCIES = ['KES', 'USD', 'EUR'] as const;

/** The convert tab: nothing to convert yet, as the documents say ('Fiat Gateway Coming Soon'). */
export function ConvertPanel() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconArrowsExchange size={40} aria-hidden />
        <Title order={2} fz="h4">
          {t('crypto.convert.title')}
        </Title>
        <Text c="dimmed">{t('crypto.convert.text')}</Text>
        <Text size="sm" fw={500}>
          {t('crypto.convert.currencies')}
        </Text>
        <Group gap="xs" justify="center">
          {GATEWAY_CURRENCIES.map((c) => (
            <Badge key={c} variant="outline" size="lg">
              {c}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
