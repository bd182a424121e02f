import { describe, expect, it } from 'vitest';
import { isMobileDevice, normalizeAdminPhone } from './phone';

describe('normalizeAdminPhone (Call Admin)', () => {
  it('keeps the digits and the plus sign of an international number', () => {
    expect(normalizeAdminPhone('+254 712-345 (678)')).toBe('+254712345678');
    expect(normalizeAdminPhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('drops a leading 0 and prepends +254 without a plus', () => {
    expect(normalizeAdminPhone('0712 345 678')).toBe('+254712345678');
    expect(normalizeAdminPhone('712345678')).toBe('+254712345678');
  });

  it('answers nothing when there is no number', () => {
    expect(normalizeAdminPhone(null)).toBeNull();
    expect(normalizeAdminPhone('')).toBeNull();
    expect(normalizeAdminPhone(' - ')).toBeNull();
  });

  it('tells phones from desktops', () => {
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBe(false);
  });
});
