import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicContent } from '../../../api/get-public-content';
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
        {paragraphs.map((paragraph, index) => (
          <Text key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
        <Anchor component={Link} to="/register">
          {t('common.back')}
        </Anchor>
      </Stack>
    </PublicLayout>
  );
}

/**
 * `/terms`, linked from registration: the terms the operators wrote in the console's content
 * settings (paragraphs separated by blank lines), as written; the built-in text, in the
 * reader's language, while none is set or while they cannot be read.
 */
export function TermsPage() {
  const { t } = useTranslation();
  const content = usePublicContent();
  const written = (content.data?.terms_of_service ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (content.isPending)
    return (
      <PublicLayout size="md">
        <Loader aria-label={t('app.loading')} />
      </PublicLayout>
    );
  return (
    <LegalPage
      title={t('legal.termsTitle')}
      paragraphs={
        written.length > 0
          ? written
          : [
              t('legal.terms1'),
              t('legal.terms2'),
              t('legal.terms3'),
              t('legal.terms4'),
              t('legal.terms5'),
            ]
      }
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
