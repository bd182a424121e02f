import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { adsEn } from '../../locales/ads/en';
import { adsFr } from '../../locales/ads/fr';
import { adsSw } from '../../locales/ads/sw';

let added = false;

/**
 * Adds the ads' texts in fr, en and sw to the translations, once. They load with the ads
 * feature, not in the entry bundle (the entry's 200 kB budget).
 */
export function ensureAdsTexts(): void {
  if (added) return;
  added = true;
  for (const [language, texts] of [
    ['fr', adsFr],
    ['en', adsEn],
    ['sw', adsSw],
  ] as const) {
    i18n.addResourceBundle(language, 'translation', { ads: texts }, true, true);
  }
}

/** `useTranslation` for the ads' components: their texts are there before the first render. */
export function useAdsTranslation() {
  ensureAdsTexts();
  return useTranslation();
}
