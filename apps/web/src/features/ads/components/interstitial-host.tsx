import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AdDto, InterstitialContext } from '@tontine/contracts';
import { usePageAds } from '../hooks/use-page-ads';
import {
  claimSlot,
  pendingInterstitials,
  trackAd,
  trackImpressionOnce,
} from '../utils/ads-session';
import { adTarget, openAdLink } from '../utils/open-ad-link';
import { InterstitialAd } from './interstitial-ad';

/**
 * Shows the interstitial of a moment asked for (a group created, a payment completed, …) on
 * the first page allowed to show ads: at once when the moment happens on such a page, else on
 * the next one (never on a restricted page). One interstitial a visit; the moments
 * the server has no interstitial for are dropped.
 */
export function InterstitialHost() {
  const { answer, visit, answered } = usePageAds();
  const pending = useSyncExternalStore(
    pendingInterstitials.subscribe,
    pendingInterstitials.get,
    pendingInterstitials.get,
  );
  const [shown, setShown] = useState<{
    visit: string;
    context: InterstitialContext;
    ad: AdDto;
  } | null>(null);

  const context = answer ? pending.find((candidate) => answer.interstitials[candidate]) : undefined;
  // Claimed while rendering, as the page's banner and native cards claim theirs: this host
  // renders before the page (app/shell/ads-layer.tsx), so a moment's interstitial has its slot
  // first when the session's cap leaves room for fewer than all of them. Claiming is idempotent.
  const claimed =
    answer !== null &&
    context !== undefined &&
    claimSlot(visit, 'interstitial', answer.remaining_in_session);

  useEffect(() => {
    if (pending.length === 0) return;
    // Ads off, premium or the session's cap: the moments asked for pass without an ad.
    if (answered && !answer) pendingInterstitials.clear();
    if (!answer) return;
    pendingInterstitials.clear();
    const ad = context ? answer.interstitials[context] : undefined;
    if (!context || !ad || !claimed) return;
    trackImpressionOnce(visit, 'interstitial', ad.id, answer.page);
    setShown({ visit, context, ad });
  }, [answer, answered, pending, visit, context, claimed]);

  if (!answer || !shown || shown.visit !== visit) return null;
  return (
    <InterstitialAd
      ad={shown.ad}
      context={shown.context}
      onOpen={() => {
        trackAd(shown.ad.id, 'click', answer.page);
        openAdLink(adTarget(shown.ad, answer));
      }}
      onClose={() => setShown(null)}
    />
  );
}
