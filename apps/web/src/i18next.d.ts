import 'i18next';
import type { AppTranslation, LazyTranslations } from './lib/i18n-resources';
import type { AdsLocale } from './locales/ads/fr';

/** Typed translation keys: a misspelt key fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The guided flows' and the ads' texts are added when their features load
    // (locales/guided-flows/index.ts, features/ads/ads-texts.ts).
    resources: { translation: AppTranslation & LazyTranslations & { ads: AdsLocale } };
  }
}
