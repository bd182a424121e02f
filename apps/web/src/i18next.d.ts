import 'i18next';
import type { AppTranslation } from './lib/i18n-resources';
import type { AdsLocale } from './locales/ads/fr';

/** Typed translation keys: a misspelt key fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The ads' texts are added when the ads feature loads (features/ads/ads-texts.ts).
    resources: { translation: AppTranslation & { ads: AdsLocale } };
  }
}
