import type { RewardType } from '@tontine/contracts';

/** The reward screen's feature list keys (three per reward, in locales/ads). */
export const REWARD_FEATURE_KEYS = ['one', 'two', 'three'] as const;

/** The colour each reward is shown in: a reward has a colour and an icon. */
export const REWARD_COLORS: Record<RewardType, string> = {
  'premium-trial': 'yellow',
  'customization-pack': 'grape',
  'achievement-badge': 'blue',
  'virtual-coins': 'orange',
};
