import type { AdsRuntime } from '../../lib/ad-slots';
import { PremiumUnlockCard } from './components/premium-unlock-card';
import { ProfileBadge } from './components/profile-badge';
import { RewardsPanel } from './components/rewards-panel';
import { NativeSlot } from './components/native-slot';
import { pendingInterstitials } from './utils/ads-session';

/**
 * The ads and rewards, loaded lazily by the member shell: the slots other features
 * leave (lib/ad-slots) and the banner, interstitials and background work around the page.
 */
export const adsRuntime: AdsRuntime = {
  NativeSlot,
  PremiumUnlockCard,
  RewardsPanel,
  ProfileBadge,
  trigger: (context) => pendingInterstitials.add(context),
};

export { AdsEffects } from './components/ads-effects';
export { BannerHost } from './components/banner-host';
export { InterstitialHost } from './components/interstitial-host';
export { RewardedOffer } from './components/rewarded-offer';
