import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getSession, startSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { makeAccount } from '../../test/factories';
import { APP_CODE, serveSecurityApi } from '../../test/fake-security-api';
import { useSessionEffects } from '../use-session-effects';
import { AppGate } from './app-gate';

/** What the app mounts beside the gate: among others, the sign-out on an ended session. */
function SessionEffects() {
  useSessionEffects();
  return null;
}

function renderGate(route: string) {
  return renderWithProviders(
    <>
      <SessionEffects />
      <Routes>
        <Route element={<AppGate />}>
          <Route path="/dashboard" element={<p>Espace super-admin</p>} />
          <Route path="/settings" element={<p>Paramètres</p>} />
        </Route>
      </Routes>
    </>,
    { route },
  );
}

describe('AppGate with a required two-factor enrolment', () => {
  it('shows only the enrolment, and opens the app once the recovery codes are kept', async () => {
    const account = makeAccount({ role: 'super_admin', two_factor_setup_required: true });
    const api = serveSecurityApi({ account });
    startSession('enrolment-token', account);
    const user = userEvent.setup();
    renderGate('/settings');

    expect(
      await screen.findByRole('heading', { name: 'Double authentification obligatoire' }),
    ).toBeVisible();
    expect(screen.getByText('Compte : amina@example.org')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    expect(screen.queryByText('Espace super-admin')).toBeNull();
    expect(screen.queryByText('Paramètres')).toBeNull();

    await user.type(
      await screen.findByRole('textbox', { name: /^Code de vérification/ }),
      APP_CODE,
    );
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // Enabled on the server, but the codes are on screen: the app waits for them to be kept.
    expect(screen.queryByText('Espace super-admin')).toBeNull();

    await user.click(
      screen.getByRole('checkbox', { name: 'J’ai enregistré mes codes de secours en lieu sûr' }),
    );
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByText('Espace super-admin')).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Double authentification obligatoire' }),
    ).toBeNull();
    expect(api.callsTo('POST /auth/2fa/setup')).toHaveLength(1);
  });

  it('keeps the session and the enrolment after a mistyped code, then takes the right one', async () => {
    const account = makeAccount({ role: 'super_admin', two_factor_setup_required: true });
    const api = serveSecurityApi({ account });
    startSession('enrolment-token', account);
    const user = userEvent.setup();
    renderGate('/dashboard');

    const code = await screen.findByRole('textbox', { name: /^Code de vérification/ });
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText('Code de vérification incorrect ou déjà utilisé')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // Still signed in, on the same enrolment: nothing was asked of the server again.
    expect(getSession()?.token).toBe('enrolment-token');
    expect(
      screen.getByRole('heading', { name: 'Double authentification obligatoire' }),
    ).toBeVisible();
    expect(screen.queryByText('Session expirée, veuillez vous reconnecter')).toBeNull();

    await user.clear(code);
    await user.type(code, APP_CODE);
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(
      within(await screen.findByRole('list', { name: 'Codes de secours' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(10);
    expect(api.callsTo('POST /auth/2fa/setup')).toHaveLength(1);
    expect(api.callsTo('POST /auth/logout')).toHaveLength(0);
  });

  it('lets other accounts through', async () => {
    const account = makeAccount({ role: 'super_admin' });
    serveSecurityApi({ account });
    startSession('token', account);
    renderGate('/dashboard');
    expect(await screen.findByText('Espace super-admin')).toBeVisible();
  });
});
