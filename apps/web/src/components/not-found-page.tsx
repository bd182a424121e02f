import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconHome, IconMapSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle, PublicLayout } from './public-layout';

/** 'Page introuvable': centred, an illustration beside the text on a desktop, under it on a phone. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicLayout centered>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" p={{ base: 0, sm: 'xl' }}>
        <Stack align="center" justify="center" gap="xs">
          <ThemeIcon size={120} radius={60} variant="light" color="teal">
            <IconMapSearch size={64} aria-hidden />
          </ThemeIcon>
          <Text fz={56} fw={800} c="teal.7" lh={1} aria-hidden>
            404
          </Text>
        </Stack>
        <Stack justify="center" gap="sm">
          <PageTitle>{t('notFound.title')}</PageTitle>
          <Text mb="md">{t('notFound.text')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/" leftSection={<IconHome size={16} aria-hidden />}>
              {t('notFound.home')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => void navigate(-1)}
            >
              {t('common.back')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </PublicLayout>
  );
}
