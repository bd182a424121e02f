import { i18n } from '../../lib/i18n';
import { adsEn } from '../../locales/ads/en';
import { adsFr } from '../../locales/ads/fr';
import { adsSw } from '../../locales/ads/sw';

/**
 * The ads' texts in fr, en and sw join the translations when the ads feature loads, not in the
 * entry bundle (issue 13's 200 kB budget): every component of the feature imports this module.
 */
for (const [language, texts] of [
  ['fr', adsFr],
  ['en', adsEn],
  ['sw', adsSw],
] as const) {
  if (
    !i18n.hasResourceBundle(language, 'translation') ||
    !i18n.exists('ads.adLabel', { lng: language })
  ) {
    i18n.addResourceBundle(language, 'translation', { ads: texts }, true, true);
  }
}
