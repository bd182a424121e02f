import type { ReactNode } from 'react';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';

interface PublicLayoutProps {
  children: ReactNode;
  /** Narrow for sign-in forms, wide for registration and long texts. */
  size?: 'sm' | 'md';
}

/** The frame of the pages seen before sign-in: app name, language choice, one card. */
export function PublicLayout({ children, size = 'sm' }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <Container size={size === 'sm' ? 480 : 720} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={800} fz="xl" c="teal.9">
              {t('app.name')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('app.tagline')}
            </Text>
          </div>
          <LanguageSwitcher />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="lg" component="main">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz="h2" mb="md">
      {children}
    </Title>
  );
}
