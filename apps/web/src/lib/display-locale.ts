import { currentLanguage } from './i18n';

const LOCALES = { fr: 'fr-FR', en: 'en-KE', sw: 'sw-KE' } as const;

/** The interface language's locale for numbers and dates. */
export function displayLocale(): string {
  return languageLocale(currentLanguage());
}

/** A language's locale for numbers and dates. */
export function languageLocale(language: keyof typeof LOCALES): string {
  return LOCALES[language];
}
