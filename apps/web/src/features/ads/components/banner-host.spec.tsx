import { act, fireEvent, screen } from '@testing-library/react';
import { BANNER_DELAY_MS } from '@tontine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { adsAnswer, makeAd } from '../testing/ads-fixtures';
import { adEvents, resetAdsSession } from '../utils/ads-session';
import { BannerHost } from './banner-host';

const banner = makeAd({ id: 'banner-1', title: 'Bannière Kilimo' });

describe('BannerHost', () => {
  beforeEach(() => {
    resetAdsSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the banner BANNER_DELAY_MS after the page loads, not before', async () => {
    const fetch = fakeApi({ 'GET /ads': () => jsonResponse(adsAnswer('home', { banner })) });
    renderWithProviders(<BannerHost />, { route: '/dashboard' });
    await act(() => vi.advanceTimersByTimeAsync(BANNER_DELAY_MS - 200));
    expect(screen.queryByText('Bannière Kilimo')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Bannière Kilimo')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Publicité' })).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/ads')[0]?.search.get('page')).toBe('home');
  });

  it('collapses, expands and closes', async () => {
    fakeApi({ 'GET /ads': () => jsonResponse(adsAnswer('discover', { banner })) });
    renderWithProviders(<BannerHost />, { route: '/explore' });
    await act(() => vi.advanceTimersByTimeAsync(BANNER_DELAY_MS + 100));
    fireEvent.click(await screen.findByRole('button', { name: 'Réduire la publicité' }));
    expect(screen.queryByText('Bannière Kilimo')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la publicité' }));
    expect(screen.getByText('Bannière Kilimo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la publicité' }));
    expect(screen.queryByRole('complementary', { name: 'Publicité' })).not.toBeInTheDocument();
  });

  it('opens the ad on a click and sends the impression and the click in one batch', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetch = fakeApi({
      'GET /ads': () =>
        jsonResponse(adsAnswer('home', { banner: { ...banner, external_url: '' } })),
      'POST /ads/events': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<BannerHost />, { route: '/dashboard' });
    await act(() => vi.advanceTimersByTimeAsync(BANNER_DELAY_MS + 100));
    fireEvent.click(await screen.findByRole('button', { name: 'En savoir plus' }));
    // No link of its own on the home page: the content settings' homepage_ad_url.
    expect(open).toHaveBeenCalledWith(
      'https://tontine.example/home-offer',
      '_blank',
      'noopener,noreferrer',
    );
    await adEvents.flush();
    expect(callsTo(fetch, 'POST', '/ads/events').map((call) => call.body)).toEqual([
      {
        events: [
          { ad_id: 'banner-1', kind: 'impression', page: 'home' },
          { ad_id: 'banner-1', kind: 'click', page: 'home' },
        ],
      },
    ]);
  });

  it('never asks nor shows anything on a payment page', async () => {
    const fetch = fakeApi({ 'GET /ads': () => jsonResponse(adsAnswer('home', { banner })) });
    renderWithProviders(<BannerHost />, { route: '/payments' });
    await act(() => vi.advanceTimersByTimeAsync(BANNER_DELAY_MS * 2));
    expect(screen.queryByText('Bannière Kilimo')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/ads')).toHaveLength(0);
  });

  it('shows nothing while the server answers none (premium)', async () => {
    fakeApi({
      'GET /ads': () => jsonResponse(adsAnswer('home', { none: 'premium', banner: null })),
    });
    renderWithProviders(<BannerHost />, { route: '/dashboard' });
    await act(() => vi.advanceTimersByTimeAsync(BANNER_DELAY_MS * 2));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
