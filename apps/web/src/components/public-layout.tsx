import type { ReactNode } from 'react';
import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';

interface PublicLayoutProps {
  children: ReactNode;
  /** Narrow for sign-in forms, wide for registration and long texts. */
  size?: 'sm' | 'md';
  /**
   * A page without a form (not found, maintenance): wider, vertically centred in the window,
   * so that a desktop shows no large empty area below a small card.
   */
  centered?: boolean;
}

/** The top bar spans this width whatever the card's size: the widest card's (centred pages). */
const BAR_WIDTH = 960;
const WIDE_CARD = 720;

/**
 * The top bar of the pages seen before sign-in: app name and language choice. Its width does
 * not follow the card's, so that the language switcher sits in the same place on the sign-in
 * and registration pages (and every other public page).
 */
export function PublicTopBar() {
  const { t } = useTranslation();
  return (
    <Box component="header" py="md">
      <Container size={BAR_WIDTH}>
        <Group justify="space-between" align="center" gap="sm">
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
      </Container>
    </Box>
  );
}

/** The frame of the pages seen before sign-in: top bar, then one card. */
export function PublicLayout({ children, size = 'sm', centered = false }: PublicLayoutProps) {
  return (
    <Stack gap={0} mih="100dvh">
      <PublicTopBar />
      <Container
        size={centered ? BAR_WIDTH : size === 'sm' ? 480 : WIDE_CARD}
        w="100%"
        pb="xl"
        style={centered ? { flex: 1, display: 'flex', alignItems: 'center' } : undefined}
      >
        <Paper withBorder shadow="sm" radius="md" p="lg" component="main" w="100%">
          {children}
        </Paper>
      </Container>
    </Stack>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz="h2" mb="md">
      {children}
    </Title>
  );
}
