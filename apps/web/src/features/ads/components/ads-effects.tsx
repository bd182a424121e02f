import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyAccentTheme } from '../../../lib/ad-theme';
import { useRewards } from '../api/get-rewards';
import { adEvents, enterSection, pendingInterstitials } from '../utils/ads-session';
import { askablePage, sectionOfPath } from '../utils/page-of-path';

/**
 * What the ads do in the background of the member pages: send the recorded events in batches,
 * apply the member's chosen theme, and ask for a "transition" interstitial when the member
 * moves from one main section to another (decision 0037).
 */
export function AdsEffects() {
  const { pathname } = useLocation();
  const activeTheme = useRewards().data?.active_theme;

  useEffect(() => adEvents.start(), []);

  useEffect(() => {
    if (activeTheme !== undefined) applyAccentTheme(activeTheme);
  }, [activeTheme]);

  useEffect(() => {
    // Module state, not a ref: the shell (and this component) remounts between some routes.
    if (enterSection(sectionOfPath(pathname)) && askablePage(pathname)) {
      pendingInterstitials.add('transition');
    }
  }, [pathname]);

  return null;
}
