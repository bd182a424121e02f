import 'i18next';
import type { AppTranslation, LazyTranslations } from './lib/i18n-resources';

/** Typed translation keys: a misspelt key fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppTranslation & LazyTranslations };
  }
}
