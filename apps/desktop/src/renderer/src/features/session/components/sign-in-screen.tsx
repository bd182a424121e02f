import { Badge, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { APP_VERSION } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import type { SessionNotice } from '../../../lib/session/session-notice';
import { SignInForm } from './sign-in-form';

export function SignInScreen({ notice }: { notice: SessionNotice | null }) {
  const { t } = useTranslation();
  return (
    <Stack mih="100vh" gap={0}>
      <Group justify="space-between" p="md">
        <Group gap="xs">
          <Text fw={700}>{t('app.name')}</Text>
          <Badge variant="light">{t('app.version', { version: APP_VERSION })}</Badge>
        </Group>
        <LanguageSwitcher />
      </Group>
      <Center flex={1} p="md">
        <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w={420}>
          <Stack gap="lg">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size="lg" variant="light" aria-hidden>
                <IconShieldLock size={20} />
              </ThemeIcon>
              <div>
                <Title order={1} size="h3">
                  {t('signIn.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('signIn.description')}
                </Text>
              </div>
            </Group>
            <SignInForm initialNotice={notice} />
          </Stack>
        </Paper>
      </Center>
    </Stack>
  );
}
