import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

const member = {
  id: 'u1',
  username: 'Amina Otieno',
  role: 'member',
  onboarding_completed: true,
  language: 'fr',
};

async function signIn(variant: 'member' | 'superAdmin' = 'member') {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage variant={variant} />, { route: '/login' });
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'amina@example.org');
  await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), 'Harambee2024');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('LoginPage', () => {
  it('stores the session of a successful sign-in', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ access_token: 'tok', token_type: 'bearer', expires_at: '', user: member }),
    );
    await signIn();
    await vi.waitFor(() => expect(getSession()?.token).toBe('tok'));
  });

  it('refuses an answer without a token', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ user: member }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur: Pas de token d'authentification reçu",
    );
    expect(getSession()).toBeNull();
  });

  it('keeps members out of the super-admin sign-in', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ access_token: 'tok', token_type: 'bearer', expires_at: '', user: member }),
    );
    await signIn('superAdmin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Accès super-admin requis pour cette action',
    );
    expect(getSession()).toBeNull();
  });

  it('asks for an address with an @ before sending a reset link', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ message: 'ok' }, 202));
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'amina');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Veuillez entrer une adresse email valide')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(email, '@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText(/Si un compte existe avec cette adresse/)).toBeInTheDocument();
  });
});
