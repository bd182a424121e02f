// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorCatalog, type DesktopApiResponse } from '@tontine/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppScreens } from '../../../app/app-screens';
import { i18n } from '../../../i18n';
import { fakeBridge, renderConsole } from '../../../testing/render';

const operator = {
  id: 'u1',
  username: 'root-operator',
  email: 'root@tontine.local',
  first_name: 'Achieng',
  last_name: 'Odhiambo',
  role: 'super_admin',
  two_factor_enabled: true,
  two_factor_setup_required: false,
};

const refusal = (code: keyof typeof errorCatalog): DesktopApiResponse => ({
  status: errorCatalog[code].status,
  body: { detail: errorCatalog[code].message.fr, code },
});

async function signIn() {
  const user = userEvent.setup();
  renderConsole(<AppScreens />);
  await user.type(await screen.findByLabelText(/^Email/), ' Root@Tontine.local ');
  await user.type(screen.getByLabelText(/^Mot de passe/), 'SuperAdmin1');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('the console sign-in', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('says in French what the password’s show button does, and whether it is pressed', async () => {
    fakeBridge({ request: vi.fn(async () => refusal('UNAUTHENTICATED')) });
    renderConsole(<AppScreens />);
    const show = await screen.findByRole('button', { name: 'Afficher les caractères saisis' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /Toggle/ })).not.toBeInTheDocument();
  });

  it('asks for the two-factor code, then opens the console with it', async () => {
    const bridge = fakeBridge({
      signIn: vi.fn(async (_email: string, _password: string, otp?: string) =>
        otp === undefined
          ? refusal('TWO_FACTOR_REQUIRED')
          : otp === '000000'
            ? refusal('TWO_FACTOR_INVALID')
            : { status: 200, body: { user: operator } },
      ),
    });
    const user = await signIn();

    const code = await screen.findByRole('textbox', { name: /^Code de vérification/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(/ou l’un de vos codes de secours \(XXXXX-XXXXX\)/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Connexion : root@tontine.local');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bridge.signIn).toHaveBeenLastCalledWith('root@tontine.local', 'SuperAdmin1', undefined);

    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(
      await screen.findByText('Saisissez le code à 6 chiffres ou un code de secours'),
    ).toBeVisible();
    expect(bridge.signIn).toHaveBeenCalledTimes(1);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code de vérification incorrect ou déjà utilisé')).toBeVisible();

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Bienvenue, Achieng Odhiambo')).toBeVisible();
    expect(bridge.signIn).toHaveBeenLastCalledWith('root@tontine.local', 'SuperAdmin1', '482913');
  });

  it('goes back to the password step', async () => {
    fakeBridge({ signIn: vi.fn(async () => refusal('TWO_FACTOR_REQUIRED')) });
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Retour au mot de passe' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('Root@Tontine.local');
    expect(screen.queryByRole('textbox', { name: /^Code de vérification/ })).toBeNull();
  });

  it('sends an enrolment-only session to the web client’s Sécurité settings', async () => {
    fakeBridge({ signIn: vi.fn(async () => refusal('TWO_FACTOR_SETUP_REQUIRED')) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La double authentification est obligatoire pour les opérateurs de la console. Activez-la d’abord dans le client web, Paramètres › Sécurité, puis reconnectez-vous ici.',
    );
  });

  it('signs out a restored session that must still set up two-factor sign-in', async () => {
    const bridge = fakeBridge({
      request: vi.fn(async () => ({
        status: 200,
        body: { ...operator, two_factor_enabled: false, two_factor_setup_required: true },
      })),
    });
    await i18n.changeLanguage('sw');
    renderConsole(<AppScreens />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uwashe kwanza kwenye programu ya wavuti, Mipangilio › Usalama',
    );
    await waitFor(() => expect(bridge.signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Karibu, Achieng/)).toBeNull();
  });
});
