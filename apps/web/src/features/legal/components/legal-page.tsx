import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle, PublicLayout } from '../../../components/public-layout';

interface LegalPageProps {
  title: string;
  paragraphs: string[];
}

function LegalPage({ title, paragraphs }: LegalPageProps) {
  const { t } = useTranslation();
  return (
    <PublicLayout size="md">
      <PageTitle>{title}</PageTitle>
      <Stack>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <Anchor component={Link} to="/register">
          {t('common.back')}
        </Anchor>
      </Stack>
    </PublicLayout>
  );
}

/** `/terms`, linked from registration. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.termsTitle')}
      paragraphs={[
        t('legal.terms1'),
        t('legal.terms2'),
        t('legal.terms3'),
        t('legal.terms4'),
        t('legal.terms5'),
      ]}
    />
  );
}

/** `/privacy`, linked from registration. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.privacyTitle')}
      paragraphs={[
        t('legal.privacy1'),
        t('legal.privacy2'),
        t('legal.privacy3'),
        t('legal.privacy4'),
        t('legal.privacy5'),
      ]}
    />
  );
}
