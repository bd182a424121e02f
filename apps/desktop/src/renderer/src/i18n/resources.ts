import {
  errorCatalog,
  messages,
  UI_LANGUAGES,
  type ErrorCode,
  type MessageKey,
  type UiLanguage,
} from '@tontine/contracts';
import { en } from './locales/en';
import { fr, type Locale } from './locales/fr';
import { sw } from './locales/sw';
import { tabLocales, type TabLocale } from './locales/tab-locales';

const locales: Record<UiLanguage, Locale> = { fr, en, sw };

export type Translation = Locale &
  TabLocale & {
    /** API error codes, translated from the contracts' catalogue (`errors.<CODE>`). */
    errors: Record<ErrorCode, string>;
    /** Validation message keys shared with the API and the web client (`messages.<key>`). */
    messages: Record<MessageKey, string>;
  };

function pick<K extends string>(
  catalog: Record<K, Record<UiLanguage, string>>,
  language: UiLanguage,
): Record<K, string> {
  return Object.fromEntries(
    (Object.keys(catalog) as K[]).map((key) => [key, catalog[key][language]]),
  ) as Record<K, string>;
}

const errorMessages = Object.fromEntries(
  (Object.keys(errorCatalog) as ErrorCode[]).map((code) => [code, errorCatalog[code].message]),
) as Record<ErrorCode, Record<UiLanguage, string>>;

/** i18next resources: the console's strings plus the contracts' errors and messages. */
export const resources = Object.fromEntries(
  UI_LANGUAGES.map((language) => [
    language,
    {
      translation: {
        ...locales[language],
        ...tabLocales[language],
        errors: pick(errorMessages, language),
        messages: pick(messages, language),
      } satisfies Translation,
    },
  ]),
) as Record<UiLanguage, { translation: Translation }>;
