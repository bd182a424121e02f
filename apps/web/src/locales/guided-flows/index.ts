import type { UiLanguage } from '@tontine/contracts';
import { i18n } from '../../lib/i18n';
import { guidedFlowsEn } from './en';
import { guidedFlowsFr, type GuidedFlowsTexts } from './fr';
import { guidedFlowsSw } from './sw';

const TEXTS: Record<UiLanguage, GuidedFlowsTexts> = {
  fr: guidedFlowsFr,
  en: guidedFlowsEn,
  sw: guidedFlowsSw,
};

/**
 * Adds the guided flows' texts (`guidedFlows.*`) to the translations, in the three languages,
 * once. They come with the flows' pages and the home's card, not with the entry, which stays
 * within its 200 kB budget.
 */
export function registerGuidedFlowsTexts(): void {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (i18n.getResource(language, 'translation', 'guidedFlows.nav.next')) continue;
    i18n.addResourceBundle(language, 'translation', { guidedFlows: texts }, true, true);
  }
}
