import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReminderPreferencesDto, ReminderPreferencesInput } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, sentBodies, type FakeRoute } from '../../../../test/fake-api';
import {
  makeAccount,
  makeReminderMessage,
  makeReminderPreferences,
  makeSettings,
} from '../../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { SettingsModal } from '../settings-modal';

const PATH = '/users/me/reminder-preferences';

/** The settings modal open on its Notifications tab, over the faked API. */
async function openNotifications(
  preferences: ReminderPreferencesDto = makeReminderPreferences(),
  routes: Record<string, FakeRoute> = {},
) {
  const fetch = fakeApi({
    'GET /users/me/settings': () => jsonResponse(makeSettings()),
    [`GET ${PATH}`]: () => jsonResponse(preferences),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<SettingsModal opened onClose={() => undefined} email="amina@example.org" />);
  const dialog = await screen.findByRole('dialog', { name: 'Paramètres' });
  await user.click(await within(dialog).findByRole('tab', { name: 'Notifications' }));
  // The section's code loads with the tab's first opening: slow the first time on a busy machine.
  const section = await within(dialog).findByRole(
    'region',
    { name: 'Rappels de paiement' },
    { timeout: 8000 },
  );
  // The form comes with the answer.
  await within(section).findByRole(
    'button',
    { name: 'Enregistrer les rappels' },
    { timeout: 4000 },
  );
  return { fetch, user, dialog, section };
}

// Mantine's switch wraps its description in its label: a switch's name starts with its label.
describe('the Notifications tab’s payment reminders', () => {
  it('says under each channel why it cannot carry reminders, and nothing under the others', async () => {
    const { dialog } = await openNotifications(
      makeReminderPreferences({
        channels: {
          in_app: { chosen: true, available: true, reason: null },
          email: { chosen: true, available: false, reason: 'not_configured' },
          sms: { chosen: true, available: false, reason: 'no_phone' },
        },
      }),
    );
    await waitFor(() =>
      expect(
        within(dialog).getByRole('switch', { name: /^Notifications SMS/ }),
      ).toHaveAccessibleDescription(
        'Ajoutez un numéro de téléphone dans l’onglet Profil pour recevoir des SMS.',
      ),
    );
    expect(
      within(dialog).getByRole('switch', { name: /^Notifications par email/ }),
    ).toHaveAccessibleDescription('L’envoi d’e-mails n’est pas configuré sur ce serveur.');
    expect(
      within(dialog).getByRole('switch', { name: 'Notifications push' }),
    ).not.toHaveAccessibleDescription();
  });

  it('says when the platform turned SMS off', async () => {
    const { dialog } = await openNotifications(
      makeReminderPreferences({
        channels: {
          in_app: { chosen: true, available: true, reason: null },
          email: { chosen: true, available: true, reason: null },
          sms: { chosen: false, available: false, reason: 'disabled_by_platform' },
        },
      }),
    );
    expect(
      within(dialog).getByRole('switch', { name: /^Notifications SMS/ }),
    ).toHaveAccessibleDescription('Les SMS sont désactivés par la plateforme.');
  });

  it("keeps the toggles in the settings, saved by the modal's Save", async () => {
    const { fetch, user, dialog } = await openNotifications(makeReminderPreferences(), {
      'PUT /users/me/settings': ({ body }) =>
        jsonResponse({ settings: body, user: makeAccount(), message: 'ok' }),
    });
    await user.click(within(dialog).getByRole('switch', { name: /^Notifications SMS/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', '/users/me/settings')).toHaveLength(1));
    expect(sentBodies(fetch, 'PUT', '/users/me/settings')[0]).toMatchObject({
      notifications: { sms: true, email: true },
    });
    expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(0);
  });

  it('starts from the saved preferences and sends the edited ones by their own PUT', async () => {
    const { fetch, user, section } = await openNotifications(makeReminderPreferences(), {
      [`PUT ${PATH}`]: ({ body }) =>
        jsonResponse(makeReminderPreferences(body as Partial<ReminderPreferencesDto>)),
    });
    const start = within(section).getByLabelText('Début du silence');
    expect(within(section).getByRole('switch', { name: /^Heures de silence/ })).toBeChecked();
    expect(start).toHaveValue('21:00');
    expect(within(section).getByLabelText('Fin du silence')).toHaveValue('07:00');
    const limit = within(section).getByRole('textbox', { name: 'Rappels par jour au maximum' });
    expect(limit).toHaveValue('3');
    const zone = within(section).getByRole('combobox', { name: 'Fuseau horaire' });
    expect(zone).toHaveValue('Africa/Nairobi');

    fireEvent.change(start, { target: { value: '22:30' } });
    await user.clear(limit);
    await user.type(limit, '5');
    await user.clear(zone);
    await user.type(zone, 'Dar es');
    await user.click(await screen.findByRole('option', { name: 'Africa/Dar es Salaam' }));
    await user.click(within(section).getByRole('button', { name: 'Enregistrer les rappels' }));

    expect(await screen.findByText('Préférences de rappel enregistrées.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', PATH)).toEqual<ReminderPreferencesInput[]>([
      {
        quiet_hours_enabled: true,
        quiet_start: '22:30',
        quiet_end: '07:00',
        daily_limit: 5,
        time_zone: 'Africa/Dar_es_Salaam',
      },
    ]);
    // The settings' own Save is not involved.
    expect(sentBodies(fetch, 'PUT', '/users/me/settings')).toHaveLength(0);
  });

  it("checks the values with the contracts' schema before sending them", async () => {
    const { fetch, user, section } = await openNotifications();
    fireEvent.change(within(section).getByLabelText('Fin du silence'), {
      target: { value: '21:00' },
    });
    const limit = within(section).getByRole('textbox', { name: 'Rappels par jour au maximum' });
    await user.clear(limit);
    await user.type(limit, '12');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer les rappels' }));
    expect(within(section).getByLabelText('Fin du silence')).toHaveAccessibleDescription(
      /Indiquez des heures de silence au format HH:MM, avec un début différent de la fin/,
    );
    expect(limit).toHaveAccessibleDescription(/Le nombre de messages par jour va de 1 à 10/);
    expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    const { user, section } = await openNotifications(makeReminderPreferences(), {
      [`PUT ${PATH}`]: () =>
        jsonResponse(
          {
            detail: 'Fuseau horaire inconnu',
            code: 'VALIDATION_FAILED',
            field: 'time_zone',
            message_key: 'timeZoneInvalid',
          },
          400,
        ),
    });
    await user.click(within(section).getByRole('button', { name: 'Enregistrer les rappels' }));
    await waitFor(() =>
      expect(
        within(section).getByRole('combobox', { name: 'Fuseau horaire' }),
      ).toHaveAccessibleDescription(/Fuseau horaire inconnu/),
    );
    expect(screen.queryByText('Préférences de rappel enregistrées.')).not.toBeInTheDocument();
  });

  it('lists the last reminders with their state, or says there are none', async () => {
    const { section } = await openNotifications(
      makeReminderPreferences({
        recent: [
          makeReminderMessage({ channel: 'sms', kind: 'overdue', status: 'delivered' }),
          makeReminderMessage({
            group_name: 'Harambee',
            kind: 'due_today',
            status: 'failed',
            failure_reason: 'Mailbox full',
          }),
          makeReminderMessage({ status: 'sending', sent_at: null }),
        ],
      }),
    );
    const list = within(section).getByRole('list', { name: 'Derniers rappels envoyés' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Umoja');
    expect(items[0]).toHaveTextContent('SMS · En retard · cycle 2');
    expect(items[0]).toHaveTextContent('Reçu');
    expect(items[1]).toHaveTextContent('E-mail · Jour de l’échéance · cycle 2');
    expect(items[1]).toHaveTextContent('Échec');
    expect(items[1]).toHaveTextContent('Motif : Mailbox full');
    expect(items[2]).toHaveTextContent('Envoi en cours');
  });

  it('says when no reminder left yet, and when reminders are off', async () => {
    const { user, dialog, section } = await openNotifications();
    expect(
      within(section).getByText('Aucun rappel envoyé par e-mail ou SMS pour l’instant.'),
    ).toBeVisible();
    expect(within(section).queryByText(/Les rappels de paiement sont désactivés/)).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Rappels de paiement' }));
    expect(within(section).getByText(/Les rappels de paiement sont désactivés/)).toBeVisible();
  });
});
