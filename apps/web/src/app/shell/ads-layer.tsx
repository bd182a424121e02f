import { useEffect, useState, type ReactNode } from 'react';
import { AdsRuntimeContext } from '../../lib/ad-slots';

type AdsModule = typeof import('../../features/ads');

// Loaded once for the app's life: every member page after the first has it at once.
let loaded: AdsModule | null = null;
const load = () => import('../../features/ads');

/**
 * The ads around a member page (issue 14). The feature is loaded after the page, outside the
 * entry bundle; until it is, the page renders without ads and the slots are empty. The page
 * keeps its place in the tree, so loading the ads never remounts it.
 */
export function AdsLayer({ children }: { children: ReactNode }) {
  const [ads, setAds] = useState<AdsModule | null>(loaded);
  useEffect(() => {
    if (ads) return;
    let live = true;
    void load()
      .then((module) => {
        loaded = module;
        if (live) setAds(module);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ads]);

  return (
    <AdsRuntimeContext.Provider value={ads?.adsRuntime ?? null}>
      {ads && <ads.AdsEffects />}
      {ads && <ads.BannerHost />}
      {children}
      {ads && <ads.RewardedOffer />}
      {ads && <ads.InterstitialHost />}
    </AdsRuntimeContext.Provider>
  );
}
