import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';
import { PageTitle, PublicLayout } from '../../../components/public-layout';
import { isApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { successText } from '../../../lib/success-message';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * `/unsubscribe/:token`, the link at the end of reminder e-mails and SMS. Opening it changes
 * nothing (mail scanners and link previews open links): it says what the link does, and the
 * button stops the reminders. The confirmation reads in the page's language, which the
 * switcher of the public pages changes.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  // A forged or unknown link stays so: the button would only be refused again.
  const invalid =
    token === '' ||
    (isApiError(unsubscribe.error) && unsubscribe.error.code === 'UNSUBSCRIBE_LINK_INVALID');
  const done = unsubscribe.data;

  return (
    <PublicLayout>
      <PageTitle>{t('reminders.unsubscribe.title')}</PageTitle>
      <Stack gap="md">
        {done ? (
          <>
            <Alert color="teal" role="status">
              {successText(done, currentLanguage())}
            </Alert>
            <Text size="sm" c="dimmed">
              {t('reminders.unsubscribe.again')}
            </Text>
          </>
        ) : (
          <>
            <Text>{t('reminders.unsubscribe.explain')}</Text>
            <Text size="sm" c="dimmed">
              {t('reminders.unsubscribe.unchanged')}
            </Text>
            {token === '' ? (
              <Alert color="red" role="alert">
                {t('errors.UNSUBSCRIBE_LINK_INVALID')}
              </Alert>
            ) : (
              unsubscribe.isError && <ErrorAlert error={unsubscribe.error} />
            )}
            {!invalid && (
              <WriteButton
                fullWidth
                loading={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate(token)}
              >
                {t('reminders.unsubscribe.confirm')}
              </WriteButton>
            )}
          </>
        )}
        <Anchor component={Link} to="/" size="sm">
          {t('reminders.unsubscribe.open')}
        </Anchor>
      </Stack>
    </PublicLayout>
  );
}
