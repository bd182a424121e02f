import { describe, expect, it } from 'vitest';
import { remainingThisCycle } from './payment-status';

describe('remainingThisCycle', () => {
  it('is the contribution less my approved total, never below zero', () => {
    expect(remainingThisCycle('5000.00', '2000.00')).toBe('3000.00');
    expect(remainingThisCycle('5000.00', '5000.50')).toBe('0.00');
  });

  it('reads a negative approved total as negative (a correction), sign and cents together', () => {
    expect(remainingThisCycle('100.00', '-5.50')).toBe('105.50');
    expect(remainingThisCycle('100.00', '-0.50')).toBe('100.50');
  });
});
