import { successMessages, type SuccessMessageKey, type UiLanguage } from '@tontine/contracts';

function isSuccessKey(value: unknown): value is SuccessMessageKey {
  return typeof value === 'string' && Object.hasOwn(successMessages, value);
}

/**
 * A confirmation of the API in the reader's language: the contracts' text for its
 * `message_key` (with `params` put in), else the API's own message as sent (French). Imported
 * by the screens that show one, not by the entry: the catalogue stays out of its budget.
 */
export function successText(
  answer: { message?: string; message_key?: string } | SuccessMessageKey,
  language: UiLanguage,
  params: Record<string, string> = {},
): string {
  const key = typeof answer === 'string' ? answer : answer.message_key;
  if (!isSuccessKey(key)) return typeof answer === 'string' ? answer : (answer.message ?? '');
  return successMessages[key][language].replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => params[name] ?? '',
  );
}
