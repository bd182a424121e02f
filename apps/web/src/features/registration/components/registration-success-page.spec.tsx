import { screen } from '@testing-library/react';
import type { PublicContentDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RegistrationSuccessPage } from './registration-success-page';

const content = (welcome: string): PublicContentDto => ({
  welcome_message: welcome,
  terms_of_service: '',
  ads_enabled: false,
  ad_frequency: 30_000,
  homepage_ad_url: '',
  dashboard_ad_url: '',
  contact_url: '',
  social_links: [],
});

describe('RegistrationSuccessPage', () => {
  it('greets the new member with the welcome message the operators wrote', async () => {
    fakeApi({ 'GET /content/public': () => jsonResponse(content('Karibu — épargnez ensemble')) });
    renderWithProviders(<RegistrationSuccessPage />, { route: '/register/success' });
    expect(await screen.findByText('Karibu — épargnez ensemble')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  });

  it('shows no message while none is written', async () => {
    const fetch = fakeApi({ 'GET /content/public': () => jsonResponse(content('')) });
    renderWithProviders(<RegistrationSuccessPage />, { route: '/register/success' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Commencer' })).toBeVisible();
  });
});
