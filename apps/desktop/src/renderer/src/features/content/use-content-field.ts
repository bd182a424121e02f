import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { contentSettingsSchema, type ContentSettings } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateContent } from './api/update-content';
import { consoleErrorText } from '../../lib/console-error-text';
import { schemaIssueText } from '../../lib/schema-issue-text';
import type { ConsoleToast } from '../../lib/console-tab-props';
import { TEXT_SAVE_DELAY_MS, type ContentField } from './content-fields';

export type FieldStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'invalid';

type Value = ContentSettings[keyof ContentSettings];

/**
 * One content field: its value as typed, checked by the contracts' schema, and sent with
 * POST /content/update when it changes (a text once typing pauses). Sends of one field go
 * one after the other, so the server never applies an older value after a newer one.
 */
export function useContentField(
  field: ContentField,
  saved: Value | undefined,
  toast: (toast: ConsoleToast) => void,
) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Value | undefined>(saved);
  const [status, setStatus] = useState<FieldStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);
  // The value the server holds or was last sent: typing back to it sends nothing.
  const stored = useRef<Value | undefined>(saved);

  // A reload (refresh, or the first answer) shows what the server holds.
  useEffect(() => {
    stored.current = saved;
    setValue(saved);
    setStatus('idle');
    setError(null);
  }, [saved]);

  const { mutateAsync: update } = useUpdateContent();
  const send = useCallback(
    (next: Value) => {
      if (next === stored.current) return;
      stored.current = next;
      const ticket = ++latest.current;
      queue.current = queue.current.then(async () => {
        if (ticket === latest.current) setStatus('saving');
        try {
          await update({ key: field.key, value: next });
          if (ticket === latest.current) setStatus('saved');
        } catch (failure) {
          const text = consoleErrorText(t, failure, t('contentTab.saveFailed'));
          if (ticket === latest.current) {
            setStatus('failed');
            setError(text);
          }
          toast({ kind: 'error', title: t('contentTab.saveFailed'), message: text });
        }
      });
    },
    [field.key, t, toast, update],
  );

  const debounced = useDebouncedCallback(send, {
    delay: TEXT_SAVE_DELAY_MS,
    // Leaving the tab while typing still saves what was typed.
    flushOnUnmount: true,
  });

  const change = (next: Value) => {
    setValue(next);
    const checked = contentSettingsSchema.shape[field.key].safeParse(next);
    if (!checked.success) {
      debounced.cancel();
      setStatus('invalid');
      setError(schemaIssueText(t, checked.error));
      return;
    }
    setError(null);
    if (next === stored.current) {
      // Back to what is stored: a save would change nothing, so none is made.
      debounced.cancel();
      setStatus((current) => (current === 'pending' || current === 'invalid' ? 'idle' : current));
      return;
    }
    if (field.kind === 'switch') {
      debounced.cancel();
      send(next);
    } else {
      setStatus('pending');
      debounced(next);
    }
  };

  return { value, status, error, change };
}
