import { describe, expect, it } from 'vitest';
import { standingScore } from './member-standing.js';

const counts = (c: Partial<Parameters<typeof standingScore>[0]>) => ({
  cycles_owed: 0,
  on_time: 0,
  late: 0,
  fines_unpaid: 0,
  completed_rotations: 0,
  ...c,
});

describe('standingScore', () => {
  it('has no score before any owed cycle', () => {
    expect(standingScore(counts({}))).toBeNull();
  });

  it('is the share paid on time, a late payment counting half', () => {
    expect(standingScore(counts({ cycles_owed: 4, on_time: 4 }))).toBe(100);
    expect(standingScore(counts({ cycles_owed: 4, on_time: 2, late: 2 }))).toBe(75);
    expect(standingScore(counts({ cycles_owed: 3, on_time: 1 }))).toBe(33);
  });

  it('takes 10 points per unpaid fine and gives 2 per completed rotation, kept within 0 and 100', () => {
    expect(standingScore(counts({ cycles_owed: 2, on_time: 1, fines_unpaid: 2 }))).toBe(30);
    expect(standingScore(counts({ cycles_owed: 2, late: 1, fines_unpaid: 3 }))).toBe(0);
    expect(standingScore(counts({ cycles_owed: 10, on_time: 9, completed_rotations: 3 }))).toBe(96);
    expect(standingScore(counts({ cycles_owed: 1, on_time: 1, completed_rotations: 5 }))).toBe(100);
  });
});
