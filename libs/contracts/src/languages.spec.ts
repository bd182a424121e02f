import { describe, expect, it } from 'vitest';
import { isUiLanguage, toUiLanguage, visitorUiLanguage } from './languages.js';

describe('the interface language', () => {
  it('knows the three languages the interface is written in, nothing else', () => {
    expect(['fr', 'en', 'sw'].every(isUiLanguage)).toBe(true);
    expect([null, undefined, '', 'de', 'EN', 'en-GB', '<script>'].some(isUiLanguage)).toBe(false);
  });

  it('reads a browser language by its base, French when it is none of the three', () => {
    expect(toUiLanguage('sw-KE')).toBe('sw');
    expect(toUiLanguage('EN-gb')).toBe('en');
    expect(toUiLanguage('de-DE')).toBe('fr');
    expect(toUiLanguage(undefined)).toBe('fr');
  });

  it("takes a visitor's choice over their browser's, and ignores a choice that is no language", () => {
    expect(visitorUiLanguage('sw', 'en-GB')).toBe('sw');
    expect(visitorUiLanguage(null, 'en-GB')).toBe('en');
    expect(visitorUiLanguage('klingon', 'en-GB')).toBe('en');
    expect(visitorUiLanguage(undefined, 'de-DE')).toBe('fr');
  });
});
