import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { adsAnswer, makeAd, makeRewards } from '../testing/ads-fixtures';
import { resetAdsSession } from '../utils/ads-session';
import { PremiumUnlockCard } from './premium-unlock-card';
import { RewardedOffer } from './rewarded-offer';

const premiumAd = makeAd({
  id: 'r-premium',
  type: 'rewarded',
  title: 'Vidéo Premium',
  duration: 30,
  min_view_seconds: 20,
  reward: 'premium-trial',
});

describe('PremiumUnlockCard', () => {
  beforeEach(() => resetAdsSession());

  it("opens the premium video from 'Débloquer Premium (30s)'", async () => {
    fakeApi({
      'GET /ads': () => jsonResponse(adsAnswer('join-requests', { rewarded: premiumAd })),
      'GET /users/me/rewards': () => jsonResponse(makeRewards()),
    });
    renderWithProviders(<PremiumUnlockCard />, { route: '/join-requests' });
    fireEvent.click(await screen.findByRole('button', { name: 'Débloquer Premium (30s)' }));
    expect(await screen.findByRole('dialog', { name: 'Vidéo récompensée' })).toBeInTheDocument();
    expect(screen.getByText('Vidéo Premium')).toBeInTheDocument();
  });

  it('tells a premium member until when, without a video', async () => {
    fakeApi({
      'GET /ads': () => jsonResponse(adsAnswer('join-requests', { none: 'premium' })),
      'GET /users/me/rewards': () =>
        jsonResponse(makeRewards({ is_premium: true, premium_until: '2026-12-01T20:00:00Z' })),
    });
    renderWithProviders(<PremiumUnlockCard />, { route: '/join-requests' });
    expect(await screen.findByText(/Premium actif jusqu’au/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Débloquer Premium (30s)' }),
    ).not.toBeInTheDocument();
  });
});

describe('RewardedOffer', () => {
  beforeEach(() => resetAdsSession());

  it('offers the page’s rewarded video with its reward, and opens it', async () => {
    const pack = makeAd({
      id: 'r-pack',
      type: 'rewarded',
      title: 'Vidéo Pack',
      duration: 15,
      min_view_seconds: 12,
      reward: 'customization-pack',
    });
    fakeApi({ 'GET /ads': () => jsonResponse(adsAnswer('home', { rewarded: pack })) });
    renderWithProviders(<RewardedOffer />, { route: '/dashboard' });
    const offer = await screen.findByRole('complementary', { name: 'Gagnez une récompense' });
    expect(offer).toHaveTextContent('Regardez une courte vidéo et gagnez : 5 thèmes et 10 badges.');
    fireEvent.click(screen.getByRole('button', { name: 'Regarder la vidéo' }));
    expect(await screen.findByRole('dialog', { name: 'Vidéo récompensée' })).toBeInTheDocument();
  });

  it('offers nothing on the join-requests page, which has its premium card', async () => {
    const fetch = fakeApi({
      'GET /ads': () => jsonResponse(adsAnswer('join-requests', { rewarded: premiumAd })),
    });
    renderWithProviders(<RewardedOffer />, { route: '/join-requests' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
