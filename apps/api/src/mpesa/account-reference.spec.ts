import { describe, expect, it } from 'vitest';
import { newAccountReference, parseAccountReference } from './account-reference.js';

describe('paybill account numbers', () => {
  it('are nine digits whose last checks the others', () => {
    for (let i = 0; i < 50; i += 1) {
      const reference = newAccountReference();
      expect(reference).toMatch(/^\d{9}$/);
      expect(parseAccountReference(reference)).toBe(reference);
    }
  });

  it('read what a payer types with spaces or dashes', () => {
    // 79927398: doubling every other digit from the right sums to 58, so its check digit is 2.
    expect(parseAccountReference('7992 7398 2')).toBe('799273982');
    expect(parseAccountReference('7992-7398-2')).toBe('799273982');
  });

  it('refuse any single wrong digit and a swap of two neighbours', () => {
    const reference = newAccountReference();
    for (let i = 0; i < 9; i += 1) {
      const wrong = `${reference.slice(0, i)}${(Number(reference[i]) + 1) % 10}${reference.slice(i + 1)}`;
      expect(parseAccountReference(wrong)).toBeNull();
    }
    expect(parseAccountReference('799273928')).toBeNull();
    expect(parseAccountReference('12345')).toBeNull();
  });
});
