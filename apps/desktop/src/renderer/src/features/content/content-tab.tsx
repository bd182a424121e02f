import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsoleTabProps } from '../../lib/console-tab-props';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useContent } from './api/get-content';
import { CONTENT_SECTIONS } from './content-fields';
import { ContentFieldInput } from './content-field-input';
import { AdsSection } from '../ads';

/**
 * The content tab: the platform's texts, ad settings, e-mail templates and notification
 * switches, each saved on its own as it changes (POST /api/superadmin/content/update).
 */
export function ContentTab({ search, toast }: ConsoleTabProps) {
  const { t } = useTranslation();
  const query = useContent();
  const content = query.data ?? null;
  const failed = query.isError;
  useFailureToast(query.error, t('contentTab.loadFailed'), toast);

  if (failed && !content) return <Alert color="red">{t('contentTab.loadFailed')}</Alert>;
  if (!content) return <Loader aria-label={t('contentTab.loading')} />;

  const needle = search.trim().toLocaleLowerCase();
  const sections = CONTENT_SECTIONS.map((section) => ({
    ...section,
    fields: section.fields.filter(
      (field) =>
        !needle ||
        t(`contentTab.fields.${field.key}`).toLocaleLowerCase().includes(needle) ||
        field.key.includes(needle),
    ),
  })).filter((section) => section.fields.length > 0);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('contentTab.intro')}
      </Text>
      {sections.length === 0 && <Text>{t('contentTab.noMatch')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {sections.map((section) => (
          <Card key={section.id} withBorder padding="md" component="section">
            <Title order={3} size="h5" mb="sm">
              {t(`contentTab.sections.${section.id}`)}
            </Title>
            <Stack gap="sm">
              {section.fields.map((field) => (
                <ContentFieldInput
                  key={field.key}
                  field={field}
                  saved={content.values[field.key]}
                  toast={toast}
                />
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <AdsSection search={search} toast={toast} />
    </Stack>
  );
}
