import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MAINTENANCE_ESTIMATE,
  DEFAULT_MAINTENANCE_MESSAGE,
  type MaintenanceStatus,
} from '@tontine/contracts';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { MaintenanceSubscribeForm } from './maintenance-subscribe-form';

interface MaintenancePageProps {
  status: Pick<MaintenanceStatus, 'message' | 'estimated_time' | 'contact_email'> | undefined;
}

/** What everyone but super admins sees while maintenance is on. */
export function MaintenancePage({ status }: MaintenancePageProps) {
  const { t } = useTranslation();
  // The server's defaults are the documents' French texts: show them in the reader's language.
  const message = status?.message?.trim();
  const estimate = status?.estimated_time?.trim();
  const shownMessage =
    !message || message === DEFAULT_MAINTENANCE_MESSAGE ? t('maintenance.defaultMessage') : message;
  const shownEstimate =
    !estimate || estimate === DEFAULT_MAINTENANCE_ESTIMATE
      ? t('maintenance.defaultEstimate')
      : estimate;

  return (
    <Container size={560} py="xl" component="main">
      <Group justify="flex-end" mb="md">
        <LanguageSwitcher />
      </Group>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Stack align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="orange" variant="light">
            <IconTool size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('maintenance.title', { app: t('app.name') })}
          </Title>
          <Text size="lg">{shownMessage}</Text>
          <Group gap="xs">
            <Text fw={600}>{t('maintenance.estimatedDuration')}</Text>
            <Text>{shownEstimate}</Text>
          </Group>
          <Group gap="xs">
            <Text fw={600}>{t('maintenance.status')}</Text>
            <Badge color="orange" variant="light">
              {t('maintenance.statusValue')}
            </Badge>
          </Group>
        </Stack>
        <Stack mt="xl">
          <Title order={2} fz="h4">
            {t('maintenance.notifyTitle')}
          </Title>
          <MaintenanceSubscribeForm />
          <Group justify="space-between" mt="md">
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => window.location.reload()}
            >
              {t('maintenance.checkStatus')}
            </Button>
            {status?.contact_email && (
              <Anchor href={`mailto:${status.contact_email}`}>
                {t('maintenance.contact', { email: status.contact_email })}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
