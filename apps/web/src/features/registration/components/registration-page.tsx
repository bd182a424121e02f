import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { RegistrationForm } from './registration-form';

/** 'Créer un compte': the registration form on the public layout. */
export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout size="md">
      <PageTitle>{t('registration.title')}</PageTitle>
      <Text size="sm" c="dimmed" mb="md">
        {t('registration.subtitle')}
      </Text>
      <RegistrationForm />
    </PublicLayout>
  );
}
