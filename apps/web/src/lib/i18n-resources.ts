import {
  errorCatalog,
  messages,
  type ErrorCode,
  type MessageKey,
  type UiLanguage,
} from '@tontine/contracts';
import type { LocaleShape } from '../locales/fr';
import type { GuidedFlowsTexts } from '../locales/guided-flows/fr';

/**
 * The translation resources: the interface texts of `locales/`, plus the shared catalogues
 * of `@tontine/contracts` under `messages.<key>` (validation) and `errors.<CODE>` (API errors).
 */
export type AppTranslation = LocaleShape & {
  messages: Record<MessageKey, string>;
  errors: Record<ErrorCode, string>;
};

/**
 * Each language's interface texts in its own chunk: a page loads only the language it shows
 * (about 25 kB gzipped each), the others when the member switches.
 */
const uiTexts: Record<UiLanguage, () => Promise<LocaleShape>> = {
  fr: () => import('../locales/fr').then((m) => m.fr),
  en: () => import('../locales/en').then((m) => m.en),
  sw: () => import('../locales/sw').then((m) => m.sw),
};

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

export function translationFor(language: UiLanguage, texts: LocaleShape): AppTranslation {
  return { ...texts, messages: messagesIn(language), errors: errorsIn(language) };
}

export async function loadTranslation(language: UiLanguage): Promise<AppTranslation> {
  return translationFor(language, await uiTexts[language]());
}

/**
 * Texts added to the translations when their pages load, not carried by the entry (the entry's
 * 200 kB budget): typed as if always there. The guided flows' (locales/guided-flows/index.ts).
 */
export interface LazyTranslations {
  guidedFlows: GuidedFlowsTexts;
}
