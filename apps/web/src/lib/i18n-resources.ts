import {
  errorCatalog,
  messages,
  type ErrorCode,
  type MessageKey,
  type UiLanguage,
} from '@tontine/contracts';
import { en } from '../locales/en';
import { fr, type LocaleShape } from '../locales/fr';
import { sw } from '../locales/sw';
import type { GuidedFlowsTexts } from '../locales/guided-flows/fr';

/**
 * The translation resources: the interface texts of `locales/`, plus the shared catalogues
 * of `@tontine/contracts` under `messages.<key>` (validation) and `errors.<CODE>` (API errors).
 */
export type AppTranslation = LocaleShape & {
  messages: Record<MessageKey, string>;
  errors: Record<ErrorCode, string>;
};

const uiTexts: Record<UiLanguage, LocaleShape> = { fr, en, sw };

function messagesIn(language: UiLanguage): Record<MessageKey, string> {
  const entries = (Object.keys(messages) as MessageKey[]).map(
    (key) => [key, messages[key][language]] as const,
  );
  return Object.fromEntries(entries) as Record<MessageKey, string>;
}

function errorsIn(language: UiLanguage): Record<ErrorCode, string> {
  const entries = (Object.keys(errorCatalog) as ErrorCode[]).map(
    (code) => [code, errorCatalog[code].message[language]] as const,
  );
  return Object.fromEntries(entries) as Record<ErrorCode, string>;
}

export function translationFor(language: UiLanguage): AppTranslation {
  return { ...uiTexts[language], messages: messagesIn(language), errors: errorsIn(language) };
}

export const resources = {
  fr: { translation: translationFor('fr') },
  en: { translation: translationFor('en') },
  sw: { translation: translationFor('sw') },
};

/**
 * Texts added to the translations when their pages load, not carried by the entry (issue 13's
 * size budget): typed as if always there. The guided flows' (locales/guided-flows/index.ts).
 */
export interface LazyTranslations {
  guidedFlows: GuidedFlowsTexts;
}
