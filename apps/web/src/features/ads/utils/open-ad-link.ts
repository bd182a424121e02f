import type { AdDto, AdsForPageDto } from '@tontine/contracts';

/**
 * Where a click on an ad leads: the ad's own link, else the content settings' homepage_ad_url
 * on the home page and dashboard_ad_url on the other pages (decision 0037).
 */
export function adTarget(
  ad: AdDto,
  answer: Pick<AdsForPageDto, 'page' | 'homepage_ad_url' | 'dashboard_ad_url'>,
): string {
  if (ad.external_url) return ad.external_url;
  return answer.page === 'home' ? answer.homepage_ad_url : answer.dashboard_ad_url;
}

/** Only http(s) links are opened, in a new tab that cannot reach back to the app. */
export function openAdLink(url: string): void {
  if (!/^https?:\/\//i.test(url)) return;
  window.open(url, '_blank', 'noopener,noreferrer');
}
