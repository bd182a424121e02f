// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { documentDefaults, type ExportResult } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answerBy, callsTo, ok } from '../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../testing/render';
import { SystemTab } from './system-tab';

const config = {
  values: documentDefaults('config'),
  secrets: [
    { key: 'JWT_SECRET', masked: 'abc…••••' },
    { key: 'SMTP_URL', masked: null },
  ],
  version: 1,
  updated_at: null,
};
const backup = {
  id: 'backup-20261124-0800.sql.gz',
  file_name: 'backup-20261124-0800.sql.gz',
  size: 2_400_000,
  created_at: '2026-11-24T08:00:00.000Z',
};

function setUp(routes: Parameters<typeof answerBy>[0] = {}) {
  const request = answerBy({
    'GET /api/superadmin/config': () => ok(config),
    'GET /api/superadmin/backups': () => ok({ items: [backup], nextCursor: null }),
    'POST /api/superadmin/config/update': () => ok({ ...config, version: 2 }),
    ...routes,
  });
  const saved: ExportResult = {
    outcome: 'saved',
    fileName: backup.file_name,
    bytes: 10,
    rows: null,
  };
  const bridge = fakeBridge({ request, exportData: vi.fn(async () => saved) });
  const toast = vi.fn();
  renderConsole(<SystemTab search="" toast={toast} />);
  return { request, toast, bridge };
}

describe('the system tab', () => {
  it('changes a configuration field only after the critical-action confirmation', async () => {
    const { request, toast } = setUp();
    const hours = await screen.findByLabelText('Expiration des sessions (heures)');
    await userEvent.clear(hours);
    await userEvent.type(hours, '12');
    await userEvent.click(
      screen.getByRole('button', { name: 'Appliquer Expiration des sessions (heures)' }),
    );

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Expiration des sessions (heures) passera de 24 à 12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(request, 'POST /api/superadmin/config/update')).toEqual([]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Appliquer Expiration des sessions (heures)' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }),
    );
    await waitFor(() =>
      expect(callsTo(request, 'POST /api/superadmin/config/update')).toEqual([
        { key: 'session_expiry_hours', value: 12, confirm: true },
      ]),
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
  });

  it('does not offer to apply a value the schema refuses', async () => {
    setUp();
    const hours = await screen.findByLabelText('Expiration des sessions (heures)');
    await userEvent.clear(hours);
    await userEvent.type(hours, '9999');
    expect(await screen.findByText('Valeur invalide')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Appliquer Expiration des sessions (heures)' }),
    ).toBeDisabled();
  });

  it('offers only the settings that take effect when applied', async () => {
    setUp();
    await screen.findByLabelText('Expiration des sessions (heures)');
    for (const fixed of [
      'Nom de l’application',
      'Version de l’application',
      'URL du serveur',
      'Environnement',
      'Connexions max. à la base',
      'Réseau blockchain',
    ])
      expect(screen.queryByLabelText(fixed)).toBeNull();
    expect(screen.getByLabelText('Sauvegarde automatique')).toBeInTheDocument();
  });

  it('offers one maintenance control, whose confirmation says the state it will set', async () => {
    const { request } = setUp();
    const maintenance = await screen.findByRole('switch', { name: 'Mode maintenance' });
    expect(maintenance).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /maintenance/i })).not.toBeInTheDocument();

    await userEvent.click(maintenance);
    const turnOn = await screen.findByRole('dialog', { name: /Activer le mode maintenance \?/ });
    expect(turnOn).toHaveTextContent('Les membres verront la page de maintenance');
    await userEvent.click(within(turnOn).getByRole('button', { name: 'Activer la maintenance' }));
    await waitFor(() => expect(maintenance).toBeChecked());
    expect(callsTo(request, 'POST /api/superadmin/config/update')).toEqual([
      { key: 'maintenance_mode', value: true, confirm: true },
    ]);

    await userEvent.click(maintenance);
    const turnOff = await screen.findByRole('dialog', {
      name: /Désactiver le mode maintenance \?/,
    });
    await userEvent.click(
      within(turnOff).getByRole('button', { name: 'Désactiver la maintenance' }),
    );
    await waitFor(() => expect(maintenance).not.toBeChecked());
    expect(callsTo(request, 'POST /api/superadmin/config/update')).toHaveLength(2);
  });

  it('says a switch is on or off, never true or false', async () => {
    setUp();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Double authentification obligatoire' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('passera de « désactivé » à « activé »');
  });

  it('shows secrets masked and read-only', async () => {
    setUp();
    const jwt = await screen.findByLabelText('JWT_SECRET');
    expect(jwt).toHaveValue('abc…••••');
    expect(jwt).toHaveAttribute('readonly');
    expect(screen.getByLabelText('SMTP_URL')).toHaveValue('Non défini');
  });

  it('runs a system action after confirmation and shows the server’s answer; a 501 says what is missing', async () => {
    const { request, toast } = setUp({
      'POST /api/superadmin/system/optimize-db': () =>
        ok({ action: 'optimize-db', ok: true, message: '12 tables optimisées' }),
      'POST /api/superadmin/system/deploy': () => ({
        status: 501,
        body: { detail: 'DEPLOY_COMMAND n’est pas configurée', code: 'SYSTEM_ACTION_UNAVAILABLE' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Optimiser la base' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Optimiser la base' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Action critique exécutée avec succès',
        message: '12 tables optimisées',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Déployer une mise à jour' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Déployer une mise à jour',
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'error', message: 'DEPLOY_COMMAND n’est pas configurée' }),
      ),
    );
    expect(callsTo(request, 'POST /api/superadmin/system/deploy')).toHaveLength(1);
  });

  it('offers one backup, and shows an action this server cannot run as unavailable with its reason', async () => {
    const available = (action: string) => ({ action, available: true, code: null, detail: null });
    const { request } = setUp({
      'GET /api/superadmin/system/actions': () =>
        ok([
          available('backup'),
          available('backup-db'),
          available('optimize-db'),
          available('clear-cache'),
          available('maintenance'),
          available('restart'),
          {
            action: 'deploy',
            available: false,
            code: 'DEPLOY_NOT_CONFIGURED',
            detail: 'Déploiement non configuré',
          },
        ]),
    });
    const deploy = await screen.findByRole('button', { name: 'Déployer une mise à jour' });
    await waitFor(() => expect(deploy).toBeDisabled());
    expect(deploy).toHaveAccessibleDescription(
      "Déploiement non configuré : définissez DEPLOY_COMMAND dans l'environnement du serveur",
    );
    expect(screen.getByRole('button', { name: 'Redémarrer' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Sauvegarde/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sauvegarder la base' })).toBeNull();
    expect(callsTo(request, 'POST /api/superadmin/system/deploy')).toEqual([]);
  });

  it('downloads a backup through the bridge’s export', async () => {
    const { bridge, toast } = setUp();
    await userEvent.click(
      await screen.findByRole('button', { name: `Télécharger ${backup.file_name}` }),
    );
    await waitFor(() =>
      expect(bridge.exportData).toHaveBeenCalledWith(`backup:${backup.id}`, expect.any(Function)),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', message: backup.file_name }),
      ),
    );
  });
});
