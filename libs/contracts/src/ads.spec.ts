import { describe, expect, it } from 'vitest';
import { REWARDED_VIDEO_TIMINGS, rewardedMinViewSeconds } from './ads.js';

describe('rewardedMinViewSeconds', () => {
  it('gives each documented length its minimum view time, whatever the ad says', () => {
    expect(REWARDED_VIDEO_TIMINGS.map((t) => [t.duration, t.min_view_seconds])).toEqual([
      [30, 20],
      [25, 18],
      [20, 15],
      [15, 12],
    ]);
    for (const t of REWARDED_VIDEO_TIMINGS)
      expect(rewardedMinViewSeconds({ duration: t.duration, min_view_seconds: 30 })).toBe(
        t.min_view_seconds,
      );
  });

  it("keeps another length's own minimum, never longer than the video", () => {
    expect(rewardedMinViewSeconds({ duration: 4, min_view_seconds: 2 })).toBe(2);
    expect(rewardedMinViewSeconds({ duration: 10, min_view_seconds: 60 })).toBe(10);
  });
});
