import {
  Badge,
  Button,
  Divider,
  Group,
  SimpleGrid,
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
import { PublicLayout } from '../../../components/public-layout';
import { MaintenanceLinks } from './maintenance-links';
import { MaintenanceSubscribeForm } from './maintenance-subscribe-form';

interface MaintenancePageProps {
  status: Pick<MaintenanceStatus, 'message' | 'estimated_time' | 'contact_email'> | undefined;
}

/**
 * What everyone but super admins sees while maintenance is on: the state on one side,
 * the sign-up, contact and social links on the other on a desktop; one column on a phone.
 */
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
    <PublicLayout centered>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" p={{ base: 0, sm: 'md' }}>
        <Stack align="center" ta="center" justify="center">
          <ThemeIcon size={72} radius="xl" color="orange" variant="light">
            <IconTool size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('maintenance.title', { app: t('app.name') })}
          </Title>
          <Text size="lg">{shownMessage}</Text>
          <Group gap="xs" justify="center">
            <Text fw={600}>{t('maintenance.estimatedDuration')}</Text>
            <Text>{shownEstimate}</Text>
          </Group>
          <Group gap="xs" justify="center">
            <Text fw={600}>{t('maintenance.status')}</Text>
            <Badge color="orange" variant="light">
              {t('maintenance.statusValue')}
            </Badge>
          </Group>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('maintenance.checkStatus')}
          </Button>
        </Stack>
        <Stack justify="center">
          <Title order={2} fz="h4">
            {t('maintenance.notifyTitle')}
          </Title>
          <MaintenanceSubscribeForm />
          <Divider my="xs" />
          <MaintenanceLinks contactEmail={status?.contact_email} />
        </Stack>
      </SimpleGrid>
    </PublicLayout>
  );
}
