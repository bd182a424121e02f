import type { AdDto, AdPage, AdsForPageDto } from '@tontine/contracts';

/** An ad of the inventory as the server answers it. */
export function makeAd(overrides: Partial<AdDto> = {}): AdDto {
  return {
    id: 'ad-1',
    type: 'banner',
    title: 'Épargnez plus avec Kilimo',
    subtitle: 'Des semences à crédit',
    brand: 'Kilimo',
    cta: 'En savoir plus',
    image_url: '',
    video_thumbnail_url: '',
    external_url: 'https://kilimo.example/offre',
    min_view_seconds: 0,
    duration: 0,
    reward: null,
    ...overrides,
  };
}

/** GET /api/ads?page=…, with ads allowed, the page's slots as given. */
export function adsAnswer(page: AdPage, overrides: Partial<AdsForPageDto> = {}): AdsForPageDto {
  return {
    page,
    none: null,
    banner: null,
    native: [],
    interstitials: {},
    rewarded: null,
    remaining_in_session: 5,
    ad_frequency_ms: 30_000,
    homepage_ad_url: 'https://tontine.example/home-offer',
    dashboard_ad_url: 'https://tontine.example/dashboard-offer',
    ...overrides,
  };
}

export { makeRewards } from '../../../test/factories';
