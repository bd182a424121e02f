import { messages, type MessageKey } from '@tontine/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * The first problem zod found, in the operator's language: the contracts' schemas carry a
 * message key (`invalidValue`…) that the translations hold under `messages.`.
 */
export function schemaIssueText(t: TFunction, error: z.ZodError): string {
  const message = error.issues[0]?.message ?? 'invalidValue';
  return Object.hasOwn(messages, message)
    ? t(`messages.${message as MessageKey}`)
    : t('messages.invalidValue');
}
