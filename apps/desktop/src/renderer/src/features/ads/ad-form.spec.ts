import { describe, expect, it } from 'vitest';
import { EMPTY_AD, readForm } from './ad-form';

describe('readForm', () => {
  it("saves a rewarded video of a documented length with that length's minimum view time", () => {
    const read = readForm(
      {
        ...EMPTY_AD,
        id: 'video',
        type: 'rewarded',
        title: 'Vidéo',
        reward: 'virtual-coins',
        duration: 30,
        min_view_seconds: 30,
      },
      [],
    );
    expect(read.errors).toBeNull();
    expect(read.ad).toMatchObject({ duration: 30, min_view_seconds: 20 });
  });

  it("keeps another ad's own minimum view time", () => {
    const read = readForm(
      { ...EMPTY_AD, id: 'full', type: 'interstitial', title: 'Plein écran', min_view_seconds: 5 },
      [],
    );
    expect(read.ad).toMatchObject({ min_view_seconds: 5 });
  });
});
