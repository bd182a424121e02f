import { Group, SimpleGrid, Text } from '@mantine/core';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { SignOutButton } from '../../../components/sign-out-button';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { RoleCard } from './role-card';
import { WriteButton } from '../../../components/offline-writes';

/** A long label ('Créer un groupe (administrateur)') wraps on a phone instead of being cut. */
const WRAPPING_LABEL = {
  inner: { whiteSpace: 'normal' },
  label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible', lineHeight: 1.3 },
} as const;

/**
 * The role choice after registration: join as member, or create a group as admin on
 * its own page (`/onboarding/create-group`).
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();

  const chooseMember = () =>
    complete.mutate(undefined, { onSettled: () => navigate('/dashboard', { replace: true }) });

  return (
    <PublicLayout size="md">
      <PageTitle>{t('onboarding.title')}</PageTitle>
      <Text size="sm" c="dimmed" mb="lg">
        {t('onboarding.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RoleCard
          icon={<IconUserPlus aria-hidden />}
          title={t('onboarding.memberTitle')}
          description={t('onboarding.memberDescription')}
          action={
            <WriteButton
              onClick={chooseMember}
              loading={complete.isPending}
              fullWidth
              h="auto"
              mih={36}
              py={6}
              styles={WRAPPING_LABEL}
            >
              {t('onboarding.memberAction')}
            </WriteButton>
          }
        />
        <RoleCard
          icon={<IconUsersGroup aria-hidden />}
          title={t('onboarding.adminTitle')}
          description={t('onboarding.adminDescription')}
          action={
            <WriteButton
              onClick={() => navigate('/onboarding/create-group')}
              fullWidth
              variant="light"
              h="auto"
              mih={36}
              py={6}
              styles={WRAPPING_LABEL}
            >
              {t('onboarding.adminTitle')}
            </WriteButton>
          }
        />
      </SimpleGrid>
      {/* Someone who signed up on a shared phone, or is not ready to choose, can leave. */}
      <Group justify="space-between" align="center" mt="lg" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 14rem' }}>
          {t('shell.onboardingSignOutHint')}
        </Text>
        <SignOutButton />
      </Group>
    </PublicLayout>
  );
}
