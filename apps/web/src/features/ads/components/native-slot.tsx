import { useEffect, useState } from 'react';
import {
  NATIVE_PAGES,
  type AdDto,
  type AdsForPageDto,
  type NativePlacement,
} from '@tontine/contracts';
import { usePageAds } from '../hooks/use-page-ads';
import { claimSlot, trackAd, trackImpressionOnce } from '../utils/ads-session';
import { isNativePosition, nativeAdAt } from '../utils/native-placement';
import { adTarget, openAdLink } from '../utils/open-ad-link';
import { NativeAdCard } from './native-ad-card';

/**
 * The slot after a list's item at `position` (1-based): a native card at every positive
 * multiple of NATIVE_EVERY on the native pages, when the server has native ads for the page.
 */
export function NativeSlot({
  placement,
  position,
}: {
  placement: NativePlacement;
  position: number;
}) {
  const { answer, visit } = usePageAds();
  if (!answer || !NATIVE_PAGES.includes(answer.page) || !isNativePosition(position)) return null;
  const ad = nativeAdAt(answer.native, position);
  return ad ? (
    <PlacedNative
      key={`${visit}:${position}`}
      ad={ad}
      answer={answer}
      visit={visit}
      placement={placement}
      position={position}
    />
  ) : null;
}

function PlacedNative({
  ad,
  answer,
  visit,
  placement,
  position,
}: {
  ad: AdDto;
  answer: AdsForPageDto;
  visit: string;
  placement: NativePlacement;
  position: number;
}) {
  const [allowed] = useState(() =>
    claimSlot(visit, `native:${placement}:${position}`, answer.remaining_in_session),
  );
  useEffect(() => {
    if (allowed) trackImpressionOnce(visit, `native:${placement}:${position}`, ad.id, answer.page);
  }, [allowed, ad.id, answer.page, visit, placement, position]);
  if (!allowed) return null;
  return (
    <NativeAdCard
      ad={ad}
      placement={placement}
      onOpen={() => {
        trackAd(ad.id, 'click', answer.page);
        openAdLink(adTarget(ad, answer));
      }}
    />
  );
}
