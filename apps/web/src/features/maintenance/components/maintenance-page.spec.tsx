import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePublicContent } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { MaintenancePage } from './maintenance-page';

const content = makePublicContent;

describe('MaintenancePage', () => {
  it('shows the contact link and the social links the content settings give', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        content({
          contact_url: 'https://tontine.example/contact',
          social_links: [
            { network: 'facebook', url: 'https://facebook.com/tontine' },
            { network: 'whatsapp', url: 'https://wa.me/254700000000' },
          ],
        }),
      ),
    );
    renderWithProviders(
      <MaintenancePage
        status={{ message: '', estimated_time: '', contact_email: 'aide@tontine.example' }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      'https://tontine.example/contact',
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/tontine',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/254700000000',
    );
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Contacter l’équipe : aide@tontine.example' }),
    ).toHaveAttribute('href', 'mailto:aide@tontine.example');
    expect(screen.getByRole('heading', { name: 'Tontine est en maintenance' })).toBeVisible();
  });

  it('shows no links section when none is set', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(content({})));
    renderWithProviders(
      <MaintenancePage status={{ message: '', estimated_time: '', contact_email: null }} />,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText('Nous suivre')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nous contacter' })).not.toBeInTheDocument();
  });
});
