import { useEffect, useState, type ReactNode } from 'react';
import { AdsRuntimeContext } from '../../lib/ad-slots';
import { whenIdle } from '../../lib/when-idle';

type AdsModule = typeof import('../../features/ads');

// Loaded once for the app's life: every member page after the first has it at once.
let loaded: AdsModule | null = null;
const load = () => import('../../features/ads');

/**
 * The ads around a member page. The feature is loaded after the page, outside the
 * entry bundle; until it is, the page renders without ads and the slots are empty. The page
 * keeps its place in the tree, so loading the ads never remounts it.
 */
export function AdsLayer({ children }: { children: ReactNode }) {
  const [ads, setAds] = useState<AdsModule | null>(loaded);
  useEffect(() => {
    if (ads) return;
    let live = true;
    // Once the page is shown and the browser is idle: asking for the feature's fifty files
    // costs a slow phone tens of milliseconds, which would lengthen the page's first commit.
    const start = () =>
      void load()
        .then((module) => {
          loaded = module;
          if (live) setAds(module);
        })
        .catch(() => undefined);
    const cancel = whenIdle(start);
    return () => {
      live = false;
      cancel();
    };
  }, [ads]);

  return (
    <AdsRuntimeContext.Provider value={ads?.adsRuntime ?? null}>
      {ads && <ads.AdsEffects />}
      {/* Before the page: a visit's slots are claimed in this order (effects run in tree order),
          and the interstitial of a moment comes before the page's banner and native cards when
          the session's cap leaves room for fewer than all of them. */}
      {ads && <ads.InterstitialHost />}
      {ads && <ads.BannerHost />}
      {children}
      {ads && <ads.RewardedOffer />}
    </AdsRuntimeContext.Provider>
  );
}
