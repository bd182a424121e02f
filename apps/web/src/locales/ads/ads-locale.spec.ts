import { describe, expect, it } from 'vitest';
import { adsEn } from './en';
import { adsFr } from './fr';
import { adsSw } from './sw';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leafValues(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leafValues);
}

/** The ads' texts load with the ads feature, outside locales/{fr,en,sw}.ts: checked here. */
describe('ads texts', () => {
  it('keeps the documents’ French wording', () => {
    expect(adsFr.premiumCard.button).toBe('Débloquer Premium (30s)');
    expect(adsFr.rewarded.wonTitle).toBe('Récompense Gagnée !');
    expect(adsFr.rewarded.claim).toBe('Récupérer ma Récompense');
  });

  it('has every key in the three languages, none empty', () => {
    const keys = leafKeys(adsFr).sort();
    expect(leafKeys(adsEn).sort()).toEqual(keys);
    expect(leafKeys(adsSw).sort()).toEqual(keys);
    for (const texts of [adsFr, adsEn, adsSw]) {
      expect(leafValues(texts).every((v) => typeof v === 'string' && v.trim() !== '')).toBe(true);
    }
  });
});
