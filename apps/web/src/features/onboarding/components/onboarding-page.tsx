import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { RoleCard } from './role-card';

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
            <Button onClick={chooseMember} loading={complete.isPending} fullWidth>
              {t('onboarding.memberAction')}
            </Button>
          }
        />
        <RoleCard
          icon={<IconUsersGroup aria-hidden />}
          title={t('onboarding.adminTitle')}
          description={t('onboarding.adminDescription')}
          action={
            <Button onClick={() => navigate('/onboarding/create-group')} fullWidth variant="light">
              {t('onboarding.adminTitle')}
            </Button>
          }
        />
      </SimpleGrid>
    </PublicLayout>
  );
}
