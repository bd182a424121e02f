import { describe, expect, it } from 'vitest';
import { significantDigits } from './exact-json.js';

describe('significant digits of a JSON number as written', () => {
  it('counts the digits a double must keep', () => {
    expect(significantDigits('0')).toBe(0);
    expect(significantDigits('100.10')).toBe(4);
    expect(significantDigits('-0.0012300')).toBe(3);
    expect(significantDigits('1.5e10')).toBe(2);
    expect(significantDigits('123456789012345')).toBe(15);
    expect(significantDigits('1234567890123.456789')).toBe(19);
    expect(significantDigits('100.0000000000000001')).toBe(19);
  });
});
