import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError, type ErrorTexts } from '../lib/describe-error';

/**
 * A failed call as the user reads it, wherever it shows: the screen's own texts for what it
 * names, else the API's message in the interface language (`describeError`).
 */
export function ErrorAlert({ error, texts }: { error: unknown; texts?: ErrorTexts }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      {describeError(error, t, texts)}
    </Alert>
  );
}
