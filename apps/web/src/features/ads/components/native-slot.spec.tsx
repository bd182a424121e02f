import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { adsAnswer, makeAd } from '../testing/ads-fixtures';
import { resetAdsSession } from '../utils/ads-session';
import { isNativePosition, nativeAdAt } from '../utils/native-placement';
import { NativeSlot } from './native-slot';

const natives = [
  makeAd({ id: 'n1', type: 'native', title: 'Carte A' }),
  makeAd({ id: 'n2', type: 'native', title: 'Carte B' }),
];

function List({ count }: { count: number }) {
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          {`Groupe ${i + 1}`}
          <NativeSlot placement="discovery" position={i + 1} />
        </li>
      ))}
    </ul>
  );
}

describe('native placement', () => {
  it('places a card after every positive multiple of 3', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9, -3, 1.5].map(isNativePosition)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(nativeAdAt(natives, 3)?.id).toBe('n1');
    expect(nativeAdAt(natives, 6)?.id).toBe('n2');
    expect(nativeAdAt(natives, 9)?.id).toBe('n1');
    expect(nativeAdAt([], 3)).toBeNull();
  });
});

describe('NativeSlot', () => {
  beforeEach(() => resetAdsSession());

  it('shows a sponsored card after the 3rd and the 6th item of seven', async () => {
    fakeApi({ 'GET /ads': () => jsonResponse(adsAnswer('discover', { native: natives })) });
    renderWithProviders(<List count={7} />, { route: '/explore' });
    expect(await screen.findByText('Carte A')).toBeInTheDocument();
    expect(screen.getByText('Carte B')).toBeInTheDocument();
    const cards = screen.getAllByRole('complementary', { name: 'Publicité' });
    expect(cards).toHaveLength(2);
    expect(cards[0]?.closest('li')).toHaveTextContent('Groupe 3');
    expect(cards[1]?.closest('li')).toHaveTextContent('Groupe 6');
  });

  it('shows no more cards than the session may still show', async () => {
    fakeApi({
      'GET /ads': () =>
        jsonResponse(adsAnswer('discover', { native: natives, remaining_in_session: 1 })),
    });
    renderWithProviders(<List count={9} />, { route: '/explore' });
    expect(await screen.findByText('Carte A')).toBeInTheDocument();
    expect(screen.getAllByRole('complementary', { name: 'Publicité' })).toHaveLength(1);
  });

  it('shows nothing on a page without native ads (join requests)', async () => {
    const fetch = fakeApi({
      'GET /ads': () => jsonResponse(adsAnswer('join-requests', { native: natives })),
    });
    renderWithProviders(<List count={6} />, { route: '/join-requests' });
    await screen.findByText('Groupe 6');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
