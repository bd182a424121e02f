import { createContext, useContext, type ComponentType } from 'react';
import type { InterstitialContext, NativePlacement } from '@tontine/contracts';

/**
 * Where the other features leave room for the ads feature without importing it: the
 * shell loads the ads feature lazily (it stays out of the entry bundle) and provides its
 * runtime here; until then, and outside the member shell, every slot renders nothing and every
 * trigger is dropped.
 */
export interface AdsRuntime {
  /** A native card after the item at 1-based `position` of a list (only at multiples of NATIVE_EVERY). */
  NativeSlot: ComponentType<{ placement: NativePlacement; position: number }>;
  /** The join-requests page's 'Débloquer Premium (30s)' card. */
  PremiumUnlockCard: ComponentType;
  /** The settings' rewards panel (premium, coins, reputation, badges, themes). */
  RewardsPanel: ComponentType;
  /** The badge the member chose, shown on their profile. */
  ProfileBadge: ComponentType;
  /** Asks for an interstitial at one of the interstitial moments (shown on the next page allowed to). */
  trigger: (context: InterstitialContext) => void;
}

export const AdsRuntimeContext = createContext<AdsRuntime | null>(null);

export function NativeAdSlot(props: { placement: NativePlacement; position: number }) {
  const runtime = useContext(AdsRuntimeContext);
  return runtime ? <runtime.NativeSlot {...props} /> : null;
}

export function PremiumUnlockSlot() {
  const runtime = useContext(AdsRuntimeContext);
  return runtime ? <runtime.PremiumUnlockCard /> : null;
}

export function RewardsPanelSlot() {
  const runtime = useContext(AdsRuntimeContext);
  return runtime ? <runtime.RewardsPanel /> : null;
}

export function ProfileBadgeSlot() {
  const runtime = useContext(AdsRuntimeContext);
  return runtime ? <runtime.ProfileBadge /> : null;
}

/** `trigger('group-created')` after the group is made; a no-op outside the member shell. */
export function useAdTrigger(): (context: InterstitialContext) => void {
  const runtime = useContext(AdsRuntimeContext);
  return runtime?.trigger ?? noop;
}

function noop(): void {}
