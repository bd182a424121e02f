import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMe } from '../../../api/get-me';
import { getSession, startSession, updateSessionUser } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import {
  APP_CODE,
  RECOVERY_CODES,
  SECRET,
  serveSecurityApi,
} from '../../../test/fake-security-api';
import { makeAccount, makeSettings } from '../../../test/factories';
import { SettingsModal } from './settings-modal';

/** What the app gate does: the signed-in user follows GET /auth/me. */
function AccountFromServer() {
  const me = useMe(true);
  useEffect(() => {
    if (me.data) updateSessionUser(me.data);
  }, [me.data]);
  return null;
}

async function openSecurityTab(account = makeAccount()) {
  startSession('tok', account);
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <AccountFromServer />
      <SettingsModal opened onClose={onClose} email={account.email} />
    </>,
  );
  const settings = await screen.findByRole('dialog', { name: 'Paramètres' });
  await user.click(await within(settings).findByRole('tab', { name: 'Sécurité' }));
  return { user, settings, onClose };
}

const twoFactorSwitch = () =>
  screen.getByRole('switch', { name: /Authentification à deux facteurs/ });

describe('the Sécurité tab', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  describe('two-factor sign-in', () => {
    it('turns it on: QR code, key to copy, a first code, then the recovery codes kept', async () => {
      const api = serveSecurityApi();
      const { user, settings, onClose } = await openSecurityTab();
      expect(twoFactorSwitch()).not.toBeChecked();

      await user.click(twoFactorSwitch());
      const enrol = await screen.findByRole('dialog', {
        name: 'Activer la double authentification',
      });
      expect(
        await within(enrol).findByRole('img', {
          name: 'Code QR à scanner avec l’application d’authentification',
        }),
      ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
      const key = within(enrol).getByRole('textbox', { name: /^Clé de configuration/ });
      expect(key).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
      await user.click(within(enrol).getByRole('button', { name: 'Copier la clé' }));
      expect(await navigator.clipboard.readText()).toBe(SECRET);
      expect(within(enrol).getByRole('link', { name: /Ouvrir l’application/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^otpauth:\/\/totp\//),
      );
      expect(api.callsTo('POST /auth/2fa/setup')).toHaveLength(1);

      const code = within(enrol).getByRole('textbox', { name: /^Code de vérification/ });
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await user.type(code, '999999');
      await user.click(within(enrol).getByRole('button', { name: 'Activer' }));
      expect(
        await within(enrol).findByText('Code de vérification incorrect ou déjà utilisé'),
      ).toBeVisible();

      await user.clear(code);
      await user.type(code, APP_CODE);
      await user.click(within(enrol).getByRole('button', { name: 'Activer' }));
      const list = await within(enrol).findByRole('list', { name: 'Codes de secours' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(RECOVERY_CODES);
      expect(api.callsTo('POST /auth/2fa/enable').at(-1)?.body).toEqual({ code: APP_CODE });
      expect(within(enrol).queryByRole('button', { name: /Fermer|Close/ })).toBeNull();

      await user.click(within(enrol).getByRole('button', { name: 'Copier tout' }));
      expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));

      const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
      const downloads: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        downloads.push(this.download);
      });
      await user.click(within(enrol).getByRole('button', { name: 'Télécharger (.txt)' }));
      expect(downloads).toEqual(['tontine-recovery-codes.txt']);
      const file = await (createObjectURL.mock.calls[0]?.[0] as Blob).text();
      expect(file).toContain('Tontine — codes de secours de amina@example.org');
      for (const recovery of RECOVERY_CODES) expect(file).toContain(recovery);

      // Codes shown once: the settings under them stay open whatever is pressed.
      await user.keyboard('{Escape}');
      expect(onClose).not.toHaveBeenCalled();
      expect(settings).toBeInTheDocument();

      const done = within(enrol).getByRole('button', { name: 'Terminer' });
      expect(done).toBeDisabled();
      await user.click(
        within(enrol).getByRole('checkbox', {
          name: 'J’ai enregistré mes codes de secours en lieu sûr',
        }),
      );
      await user.click(done);
      await waitFor(() => expect(twoFactorSwitch()).toBeChecked());
      expect(
        screen.queryByRole('dialog', { name: 'Activer la double authentification' }),
      ).toBeNull();
      expect(getSession()?.user?.two_factor_enabled).toBe(true);
      expect(screen.getByRole('button', { name: 'Nouveaux codes de secours' })).toBeVisible();
    });

    it('turns it off with the password, a wrong one shown under its field', async () => {
      const api = serveSecurityApi({ account: makeAccount({ two_factor_enabled: true }) });
      const { user } = await openSecurityTab(makeAccount({ two_factor_enabled: true }));
      expect(twoFactorSwitch()).toBeChecked();

      await user.click(twoFactorSwitch());
      const dialog = await screen.findByRole('dialog', {
        name: 'Désactiver la double authentification',
      });
      expect(twoFactorSwitch()).toBeChecked();
      expect(within(dialog).getByRole('textbox', { name: /^Code de vérification/ })).toBeVisible();
      await user.click(within(dialog).getByText('Avec le mot de passe'));
      const password = within(dialog).getByLabelText(/^Mot de passe actuel/, { selector: 'input' });
      await user.type(password, 'Wrong-password1');
      await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
      expect(await within(dialog).findByText('Le mot de passe actuel est incorrect')).toBeVisible();

      await user.clear(password);
      await user.type(password, 'Harambee2024');
      await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
      await waitFor(() => expect(twoFactorSwitch()).not.toBeChecked());
      expect(api.callsTo('POST /auth/2fa/disable').at(-1)?.body).toEqual({
        password: 'Harambee2024',
      });
    });

    it('turns it off with a code', async () => {
      const api = serveSecurityApi({ account: makeAccount({ two_factor_enabled: true }) });
      const { user } = await openSecurityTab(makeAccount({ two_factor_enabled: true }));
      await user.click(twoFactorSwitch());
      const dialog = await screen.findByRole('dialog', {
        name: 'Désactiver la double authentification',
      });
      await user.type(
        within(dialog).getByRole('textbox', { name: /^Code de vérification/ }),
        APP_CODE,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
      await waitFor(() => expect(twoFactorSwitch()).not.toBeChecked());
      expect(api.callsTo('POST /auth/2fa/disable').at(-1)?.body).toEqual({ code: APP_CODE });
    });

    it('gives new recovery codes for a code', async () => {
      const api = serveSecurityApi({ account: makeAccount({ two_factor_enabled: true }) });
      const { user } = await openSecurityTab(makeAccount({ two_factor_enabled: true }));
      await user.click(screen.getByRole('button', { name: 'Nouveaux codes de secours' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nouveaux codes de secours' });
      const code = within(dialog).getByRole('textbox', { name: /^Code de vérification/ });
      await user.type(code, '000000');
      await user.click(within(dialog).getByRole('button', { name: 'Générer de nouveaux codes' }));
      expect(
        await within(dialog).findByText('Code de vérification incorrect ou déjà utilisé'),
      ).toBeVisible();
      await user.clear(code);
      await user.type(code, APP_CODE);
      await user.click(within(dialog).getByRole('button', { name: 'Générer de nouveaux codes' }));
      const list = await within(dialog).findByRole('list', { name: 'Codes de secours' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(10);
      expect(api.callsTo('POST /auth/2fa/recovery-codes')).toHaveLength(2);
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Terminer' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Nouveaux codes de secours' })).toBeNull(),
      );
    });
  });

  describe('change password', () => {
    it('checks the rules as typed, shows the server’s refusal on its field, then says the other sessions ended', async () => {
      const api = serveSecurityApi();
      const { user } = await openSecurityTab();
      await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
      const current = screen.getByLabelText(/^Mot de passe actuel/, { selector: 'input' });
      const next = screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' });
      const confirm = screen.getByLabelText(/^Confirmer le nouveau mot de passe/, {
        selector: 'input',
      });

      await user.type(next, 'short');
      expect(screen.getByText('Mot de passe invalide')).toBeVisible();
      expect(screen.getByText('Au moins 8 caractères')).toBeVisible();
      await user.clear(next);
      await user.type(next, 'Nairobi2026');
      expect(screen.getByText('Mot de passe valide')).toBeVisible();
      await user.type(confirm, 'Nairobi2025');
      await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
      expect(api.callsTo('PUT /users/me/password')).toHaveLength(0);

      await user.clear(confirm);
      await user.type(confirm, 'Nairobi2026');
      await user.type(current, 'Wrong-password1');
      await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      expect(await screen.findByText('Le mot de passe actuel est incorrect')).toBeVisible();

      await user.clear(current);
      await user.type(current, 'Harambee2024');
      await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Mot de passe modifié. Vos sessions sur les autres appareils ont été fermées.',
      );
      expect(api.callsTo('PUT /users/me/password').at(-1)?.body).toEqual({
        current_password: 'Harambee2024',
        new_password: 'Nairobi2026',
      });
      expect(screen.queryByLabelText(/^Mot de passe actuel/, { selector: 'input' })).toBeNull();
      expect(api.callsTo('PUT /users/me/settings')).toHaveLength(0);
    });
  });

  describe('sign out everywhere', () => {
    it('asks first, ends every session on the server, then leaves for the login page', async () => {
      const api = serveSecurityApi();
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      const { user } = await openSecurityTab();
      await user.click(screen.getByRole('button', { name: 'Se déconnecter partout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Se déconnecter partout' });
      expect(api.callsTo('POST /auth/logout-all')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Tout déconnecter' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
      expect(api.callsTo('POST /auth/logout-all')).toHaveLength(1);
      expect(getSession()).toBeNull();
      expect(window.sessionStorage.getItem(STORAGE_KEYS.signOutNotice)).toBe('everywhere');
    });
  });

  it('says that the server enforces the session timeout too', async () => {
    serveSecurityApi();
    await openSecurityTab();
    expect(
      screen.getByText(/Le serveur ferme aussi toute session restée inutilisée aussi longtemps/),
    ).toBeVisible();
  });
});

describe('saving the settings', () => {
  it('sends the account’s two-factor state, never one of its own, and keeps the timeout', async () => {
    // The settings copy is out of date: the account turned two-factor on since.
    const account = makeAccount({ two_factor_enabled: true });
    const api = serveSecurityApi({
      account,
      settings: makeSettings({ two_factor_enabled: false }),
    });
    const { user } = await openSecurityTab(account);
    await user.click(screen.getByRole('combobox', { name: /Déconnexion après inactivité/ }));
    await user.click(await screen.findByRole('option', { name: '60 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PUT /users/me/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /users/me/settings')[0]?.body).toMatchObject({
      session_timeout: 60,
      two_factor_enabled: true,
    });
    expect(api.calls.filter((call) => call.path.startsWith('/auth/2fa'))).toEqual([]);
  });
});
