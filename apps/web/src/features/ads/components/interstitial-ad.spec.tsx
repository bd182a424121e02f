import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { adsAnswer, makeAd } from '../testing/ads-fixtures';
import { pendingInterstitials, resetAdsSession } from '../utils/ads-session';
import { InterstitialAd } from './interstitial-ad';
import { InterstitialHost } from './interstitial-host';
import { NativeSlot } from './native-slot';

const ad = makeAd({ id: 'i1', type: 'interstitial', title: 'Plein écran Kilimo' });

describe('InterstitialAd', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('can be closed only after the 5 s of group-created, counting down', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <InterstitialAd ad={ad} context="group-created" onOpen={vi.fn()} onClose={onClose} />,
    );
    const button = screen.getByRole('button', { name: 'Fermer dans 5 s' });
    expect(button).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Fermer dans 4 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    const close = screen.getByRole('button', { name: 'Fermer' });
    expect(close).toBeEnabled();
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalled();
  });

  it('waits 3 s after a member joined', async () => {
    renderWithProviders(
      <InterstitialAd ad={ad} context="member-joined" onOpen={vi.fn()} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Fermer dans 3 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeEnabled();
  });
});

describe('InterstitialHost', () => {
  beforeEach(() => resetAdsSession());

  it('keeps a payment-completed moment for the next page allowed to show ads', async () => {
    const fetch = fakeApi({
      'GET /ads': () =>
        jsonResponse(adsAnswer('home', { interstitials: { 'payment-completed': ad } })),
    });
    renderWithProviders(
      <>
        <Routes>
          <Route path="/groups/:id" element={<Link to="/dashboard">Accueil</Link>} />
          <Route path="/dashboard" element={<p>Tableau de bord</p>} />
        </Routes>
        <InterstitialHost />
      </>,
      { route: '/groups/g1' },
    );
    act(() => pendingInterstitials.add('payment-completed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Plein écran Kilimo')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/ads')).toHaveLength(0);

    fireEvent.click(screen.getByRole('link', { name: 'Accueil' }));
    expect(await screen.findByText('Plein écran Kilimo')).toBeInTheDocument();
    expect(pendingInterstitials.get()).toEqual([]);
  });

  it('takes its slot before the page’s native cards when the session may show fewer than all', async () => {
    const native = makeAd({ id: 'n1', type: 'native', title: 'Carte sponsorisée' });
    fakeApi({
      'GET /ads': () =>
        jsonResponse(
          adsAnswer('discover', {
            interstitials: { transition: ad },
            native: [native],
            remaining_in_session: 2,
          }),
        ),
    });
    // As in the member shell: the host before the page, whose list has three card slots.
    renderWithProviders(
      <>
        <InterstitialHost />
        <ul>
          {Array.from({ length: 9 }, (_, i) => (
            <li key={i}>
              <NativeSlot placement="discovery" position={i + 1} />
            </li>
          ))}
        </ul>
      </>,
      { route: '/explore' },
    );
    act(() => pendingInterstitials.add('transition'));
    expect(await screen.findByText('Plein écran Kilimo')).toBeInTheDocument();
    expect(screen.getAllByText('Carte sponsorisée', { exact: false })).toHaveLength(1);
  });

  it('drops the moments when the server answers no ads', async () => {
    fakeApi({ 'GET /ads': () => jsonResponse(adsAnswer('home', { none: 'disabled' })) });
    renderWithProviders(<InterstitialHost />, { route: '/dashboard' });
    act(() => pendingInterstitials.add('group-created'));
    await vi.waitFor(() => expect(pendingInterstitials.get()).toEqual([]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
