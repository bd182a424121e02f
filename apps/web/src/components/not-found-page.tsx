import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle, PublicLayout } from './public-layout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Text mb="md">{t('notFound.text')}</Text>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </PublicLayout>
  );
}
