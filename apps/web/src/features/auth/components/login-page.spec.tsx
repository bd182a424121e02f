import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorCatalog } from '@tontine/contracts';
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

  describe('with two-factor sign-in', () => {
    const codeRequired = () =>
      jsonResponse(
        { detail: errorCatalog.TWO_FACTOR_REQUIRED.message.fr, code: 'TWO_FACTOR_REQUIRED' },
        401,
      );
    const codeInvalid = () =>
      jsonResponse(
        { detail: errorCatalog.TWO_FACTOR_INVALID.message.fr, code: 'TWO_FACTOR_INVALID' },
        401,
      );
    const signedIn = () =>
      jsonResponse({ access_token: 'tok', token_type: 'bearer', expires_at: '', user: member });
    const bodyOf = (call: unknown[] | undefined) =>
      JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, string>;

    it('asks for the code after a right password and signs in with it', async () => {
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(codeRequired())
        .mockResolvedValueOnce(signedIn());
      const user = await signIn();

      const code = await screen.findByRole('textbox', { name: /^Code de vérification/ });
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(screen.getByText(/ou l’un de vos codes de secours \(XXXXX-XXXXX\)/)).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(
        "Saisissez le code de votre application d'authentification",
      );
      expect(screen.getByRole('status')).toHaveTextContent('Connexion de amina@example.org');
      expect(screen.queryByLabelText(/^Mot de passe/, { selector: 'input' })).toBeNull();
      expect(getSession()).toBeNull();

      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Vérifier' }));
      await vi.waitFor(() => expect(getSession()?.token).toBe('tok'));
      expect(bodyOf(fetchSpy.mock.calls[0])).toEqual({
        email: 'amina@example.org',
        password: 'Harambee2024',
      });
      expect(bodyOf(fetchSpy.mock.calls[1])).toEqual({
        email: 'amina@example.org',
        password: 'Harambee2024',
        otp: '123456',
      });
    });

    it('accepts a recovery code, on a keyboard with letters', async () => {
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(codeRequired())
        .mockResolvedValueOnce(signedIn());
      const user = await signIn();
      await user.click(await screen.findByRole('button', { name: 'Saisir un code de secours' }));
      const code = screen.getByRole('textbox', { name: /^Code de vérification/ });
      expect(code).toHaveAttribute('inputmode', 'text');
      await user.type(code, 'ABCDE-FGH23');
      await user.click(screen.getByRole('button', { name: 'Vérifier' }));
      await vi.waitFor(() => expect(getSession()?.token).toBe('tok'));
      expect(bodyOf(fetchSpy.mock.calls[1]).otp).toBe('ABCDE-FGH23');
    });

    it('shows a wrong code under the code field and asks for one before sending', async () => {
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(codeRequired())
        .mockResolvedValueOnce(codeInvalid());
      const user = await signIn();
      const code = await screen.findByRole('textbox', { name: /^Code de vérification/ });

      await user.click(screen.getByRole('button', { name: 'Vérifier' }));
      expect(
        await screen.findByText('Saisissez le code à 6 chiffres ou un code de secours'),
      ).toBeVisible();
      expect(fetchSpy).toHaveBeenCalledTimes(1);

      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Vérifier' }));
      expect(
        await screen.findByText('Code de vérification incorrect ou déjà utilisé'),
      ).toBeVisible();
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveAccessibleDescription(/Code de vérification incorrect ou déjà utilisé/);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(getSession()).toBeNull();
    });

    it('goes back to the password step with the e-mail kept', async () => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(codeRequired());
      const user = await signIn();
      await user.click(await screen.findByRole('button', { name: 'Retour au mot de passe' }));
      expect(screen.queryByRole('textbox', { name: /^Code de vérification/ })).toBeNull();
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('amina@example.org');
      expect(screen.getByLabelText(/^Mot de passe/, { selector: 'input' })).toHaveValue(
        'Harambee2024',
      );
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    });
  });
});
