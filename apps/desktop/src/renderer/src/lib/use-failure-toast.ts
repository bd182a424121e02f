import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleToast } from './console-tab-props';
import { consoleErrorText } from './console-error-text';

/**
 * One error toast for each failure of a query: its title, and `message` or else what the
 * server said. A query read again that fails again brings a new error, and a new toast.
 */
export function useFailureToast(
  error: unknown,
  title: string,
  toast: (toast: ConsoleToast) => void,
  message?: string,
) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error)
      toast({ kind: 'error', title, message: message ?? consoleErrorText(t, error, title) });
    // The toast is for the error: a new title or language alone shows nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
