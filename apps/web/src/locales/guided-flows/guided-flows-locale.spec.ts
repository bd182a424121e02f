import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { guidedFlowsEn } from './en';
import { guidedFlowsFr } from './fr';
import { registerGuidedFlowsTexts } from './index';
import { guidedFlowsSw } from './sw';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the guided flows’ texts', () => {
  it('have the same keys, none empty, in fr, en and sw', () => {
    const keys = leafKeys(guidedFlowsFr).sort();
    for (const texts of [guidedFlowsEn, guidedFlowsSw]) {
      expect(leafKeys(texts).sort()).toEqual(keys);
    }
    for (const texts of [guidedFlowsFr, guidedFlowsEn, guidedFlowsSw]) {
      for (const key of keys) {
        const value = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts);
        expect(String(value).trim(), key).not.toBe('');
      }
    }
  });

  it('join the translations when registered, in each language, and keep the documents’ wording', () => {
    registerGuidedFlowsTexts();
    registerGuidedFlowsTexts();
    expect(i18n.t('guidedFlows.finished', { lng: 'fr' })).toBe('Parcours terminé');
    expect(i18n.t('guidedFlows.atStart', { lng: 'fr' })).toBe('Déjà au début');
    expect(i18n.t('guidedFlows.navError', { lng: 'fr', flow: 'x' })).toBe(
      'Erreur de navigation: Flow x Destination non trouvée',
    );
    expect(i18n.t('guidedFlows.nav.next', { lng: 'en' })).toBe('Next');
    expect(i18n.t('guidedFlows.nav.next', { lng: 'sw' })).toBe('Endelea');
    // The rest of the translations is untouched.
    expect(i18n.t('notFound.title', { lng: 'fr' })).toBe('Page introuvable');
  });
});
