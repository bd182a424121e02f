import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makePublicContent } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RegistrationSuccessPage } from './registration-success-page';

const content = (welcome: string) => makePublicContent({ welcome_message: welcome });

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
