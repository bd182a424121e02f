import { currentLanguage } from './i18n';

const LOCALES = { fr: 'fr-FR', en: 'en-KE', sw: 'sw-KE' } as const;

/** The interface language's locale for numbers and dates. */
export function displayLocale(): string {
  return LOCALES[currentLanguage()];
}
