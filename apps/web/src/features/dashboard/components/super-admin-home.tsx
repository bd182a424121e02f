import type { ReactNode } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconSettings } from '@tabler/icons-react';
import type { UserDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../../components/sign-out-button';
import { CONSOLE_URL } from '../../../lib/console';

interface SuperAdminHomeProps {
  user: UserDto;
  /** The maintenance controls, given by the app: super admins only. */
  administration?: ReactNode;
}

/**
 * The web client's page for an operator: no member navigation, and the way to the operator
 * console (/console, or the desktop app). A super admin also gets the maintenance switch and
 * no maintenance page; support staff, whose work is the console's audit trail, get the way
 * there and nothing that would call the member routes the server refuses them.
 */
export function SuperAdminHome({ user, administration }: SuperAdminHomeProps) {
  const { t } = useTranslation();
  const support = user.role === 'support';
  return (
    <Container size={720} py="xl" component="main">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={1} fz="h2">
              {t(support ? 'superAdmin.supportTitle' : 'superAdmin.title')}
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
          <Text>{t(support ? 'superAdmin.supportIntro' : 'superAdmin.intro')}</Text>
          {!support && <Text mt="xs">{t('superAdmin.browserScope')}</Text>}
          <Button
            component="a"
            href={CONSOLE_URL}
            mt="sm"
            leftSection={<IconDeviceDesktop size={16} aria-hidden />}
          >
            {t('superAdmin.openConsole')}
          </Button>
        </Alert>
        {administration}
      </Stack>
    </Container>
  );
}
