import { useEffect, useState } from 'react';
import { BANNER_DELAY_MS, BANNER_PAGES } from '@tontine/contracts';
import { usePageAds } from '../hooks/use-page-ads';
import { claimSlot, trackAd, trackImpressionOnce } from '../utils/ads-session';
import { adTarget, openAdLink } from '../utils/open-ad-link';
import { AdBanner } from './ad-banner';

/**
 * The page's banner: shown BANNER_DELAY_MS after the page loads when the server has
 * one for it, on the banner pages only; its impression and clicks are recorded. It floats over
 * the page (AdBanner), so its late arrival moves nothing.
 */
export function BannerHost() {
  const { answer, visit } = usePageAds();
  return answer?.banner && BANNER_PAGES.includes(answer.page) ? (
    <DelayedBanner key={visit} visit={visit} answer={answer} />
  ) : null;
}

function DelayedBanner({
  answer,
  visit,
}: {
  answer: NonNullable<ReturnType<typeof usePageAds>['answer']>;
  visit: string;
}) {
  const ad = answer.banner;
  const [state, setState] = useState<'waiting' | 'shown' | 'closed'>('waiting');

  useEffect(() => {
    const timer = setTimeout(() => {
      if (ad && claimSlot(visit, 'banner', answer.remaining_in_session)) {
        trackImpressionOnce(visit, 'banner', ad.id, answer.page);
        setState('shown');
      }
    }, BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ad, answer, visit]);

  if (!ad || state !== 'shown') return null;
  return (
    <AdBanner
      ad={ad}
      onOpen={() => {
        trackAd(ad.id, 'click', answer.page);
        openAdLink(adTarget(ad, answer));
      }}
      onClose={() => setState('closed')}
    />
  );
}
