import type { ReactNode } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconSettings } from '@tabler/icons-react';
import type { UserDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../../components/sign-out-button';

interface SuperAdminHomeProps {
  user: UserDto;
  /** The maintenance controls, given by the app. */
  administration: ReactNode;
}

/**
 * Where a super admin lands in the browser: no member navigation, no maintenance page; the
 * operator console is the desktop application.
 */
export function SuperAdminHome({ user, administration }: SuperAdminHomeProps) {
  const { t } = useTranslation();
  return (
    <Container size={720} py="xl" component="main">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={1} fz="h2">
              {t('superAdmin.title')}
            </Title>
            <Text c="dimmed">{user.email}</Text>
          </div>
          <Group gap="xs">
            <Button
              component={Link}
              to="/settings"
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('superAdmin.settings')}
            </Button>
            <SignOutButton />
          </Group>
        </Group>
        <Alert color="blue" icon={<IconDeviceDesktop aria-hidden />}>
          <Text>{t('superAdmin.intro')}</Text>
          <Text mt="xs">{t('superAdmin.browserScope')}</Text>
        </Alert>
        {administration}
      </Stack>
    </Container>
  );
}
