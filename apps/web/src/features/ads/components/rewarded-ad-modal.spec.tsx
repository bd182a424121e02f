import { act, fireEvent, screen } from '@testing-library/react';
import type { RewardType, RewardedViewDto } from '@tontine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, refusal } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeAd, makeRewards } from '../testing/ads-fixtures';
import { adEvents, resetAdsSession } from '../utils/ads-session';
import { RewardedAdModal } from './rewarded-ad-modal';

const ad = makeAd({
  id: 'r1',
  type: 'rewarded',
  title: 'Vidéo Kilimo',
  duration: 30,
  min_view_seconds: 20,
  reward: 'premium-trial',
}) as ReturnType<typeof makeAd> & { reward: RewardType };

const view: RewardedViewDto = {
  view_token: 'tok-1',
  ad_id: 'r1',
  reward: 'premium-trial',
  min_view_seconds: 20,
  started_at: '2026-11-24T20:00:00Z',
  claimable_at: '2026-11-24T20:00:20Z',
};

describe('RewardedAdModal', () => {
  beforeEach(() => {
    resetAdsSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('plays, holds close and skip until the minimum view, then claims through the view token', async () => {
    const onClose = vi.fn();
    const fetch = fakeApi({
      'POST /ads/r1/views': () => jsonResponse(view, 201),
      'POST /ads/views/tok-1/claim': () =>
        jsonResponse({
          reward: 'premium-trial',
          rewards: makeRewards({ is_premium: true, premium_until: '2026-12-01T20:00:00Z' }),
        }),
    });
    renderWithProviders(<RewardedAdModal ad={ad} page="join-requests" onClose={onClose} />);

    // Before watching: the thumbnail's controls, the reward preview and Watch.
    expect(screen.getByText('Votre récompense : 7 jours Premium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activer le son' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Activer le son' }));
    expect(screen.getByRole('button', { name: 'Couper le son' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Regarder' }));

    expect(await screen.findByText('30 s restantes')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Progression de la vidéo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Regardez au moins 20 secondes pour obtenir votre récompense.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passer au résultat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(screen.getByText('11 s restantes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passer au résultat' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Passer au résultat' }));

    expect(screen.getByText('Récompense Gagnée !')).toBeInTheDocument();
    expect(screen.getByText('Aucune publicité')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Récupérer ma Récompense' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, 'POST', '/ads/views/tok-1/claim')).toHaveLength(1);
    expect(adEvents.size).toBe(2); // the impression and the completed view
  });

  it('reaches the result by itself at the end of the video', async () => {
    fakeApi({ 'POST /ads/r1/views': () => jsonResponse(view, 201) });
    renderWithProviders(<RewardedAdModal ad={ad} page="join-requests" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Regarder' }));
    await screen.findByText('30 s restantes');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('25 s restantes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(await screen.findByText('Récompense Gagnée !')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an early claim', async () => {
    fakeApi({
      'POST /ads/r1/views': () => jsonResponse(view, 201),
      'POST /ads/views/tok-1/claim': () => refusal('AD_VIEW_TOO_EARLY'),
    });
    const onClose = vi.fn();
    renderWithProviders(<RewardedAdModal ad={ad} page="join-requests" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Regarder' }));
    await screen.findByText('30 s restantes');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    fireEvent.click(screen.getByRole('button', { name: 'Passer au résultat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Récupérer ma Récompense' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
