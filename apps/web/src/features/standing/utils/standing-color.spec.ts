import { describe, expect, it } from 'vitest';
import { standingColor } from './standing-color';

describe('standingColor', () => {
  it('is green from 80, yellow from 50, red below, and grey before any score', () => {
    expect([100, 80, 79, 50, 49, 0, null].map(standingColor)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
      'gray',
    ]);
  });
});
