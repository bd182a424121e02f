import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAccentTheme, currentAccentTheme } from '../../../lib/ad-theme';
import { fakeApi, sentBodies } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeRewards } from '../testing/ads-fixtures';
import { ProfileBadge } from './profile-badge';
import { RewardsPanel } from './rewards-panel';

const owned = makeRewards({
  coins: 100,
  reputation: 500,
  badges: ['star', 'ad-supporter'],
  themes: ['ocean', 'sunset'],
});

describe('RewardsPanel', () => {
  afterEach(() => applyAccentTheme(null));

  it('shows coins as virtual, never money, and the badges and themes owned', async () => {
    fakeApi({ 'GET /users/me/rewards': () => jsonResponse(owned) });
    renderWithProviders(<RewardsPanel />);
    expect(await screen.findByText('Pièces virtuelles')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Pièces virtuelles, pas de l’argent : elles ne se convertissent jamais en argent.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Non actif')).toBeInTheDocument();
    expect(screen.getAllByText('Soutien').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Océan').length).toBeGreaterThan(0);
  });

  it('saves the chosen theme and badge, and the theme recolours the app', async () => {
    const saved = { ...owned, active_theme: 'ocean', active_badge: 'star' };
    const fetch = fakeApi({
      'GET /users/me/rewards': () => jsonResponse(owned),
      'PUT /users/me/rewards/customization': () => jsonResponse(saved),
    });
    renderWithProviders(
      <>
        <RewardsPanel />
        <ProfileBadge />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Thème utilisé' }));
    await user.click(await screen.findByRole('option', { name: 'Océan' }));
    await user.click(screen.getByRole('combobox', { name: 'Badge affiché sur le profil' }));
    await user.click(await screen.findByRole('option', { name: 'Étoile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la personnalisation' }));
    expect(await screen.findByText('Badge : Étoile')).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', '/users/me/rewards/customization')).toEqual([
      { active_theme: 'ocean', active_badge: 'star' },
    ]);
    expect(currentAccentTheme()).toBe('ocean');
  });
});
