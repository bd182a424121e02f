import { useLocation } from 'react-router';
import type { AdPage, AdsForPageDto } from '@tontine/contracts';
import { useAdsForPage } from '../api/get-ads-for-page';
import { adPageOfPath, askablePage } from '../utils/page-of-path';

export interface PageAds {
  /** The page being shown (null: a page without ads). */
  page: AdPage | null;
  /** What this visit may show, or null (restricted page, ads off, premium, cap reached, loading). */
  answer: AdsForPageDto | null;
  /** This visit of the page: a new one on every navigation. */
  visit: string;
  /** The server answered for this page (with ads or with why none). */
  answered: boolean;
}

/** The ads of the page shown now. A restricted page asks nothing. */
export function usePageAds(): PageAds {
  const { pathname, key } = useLocation();
  const page = askablePage(pathname);
  const query = useAdsForPage(page, key);
  const answer = page !== null && query.data?.none === null ? query.data : null;
  return {
    page: adPageOfPath(pathname),
    answer,
    visit: key,
    answered: page !== null && !!query.data,
  };
}
