import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, sentBodies } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CreateGroupModal } from './create-group-modal';

describe('CreateGroupModal payout order', () => {
  it('lets the admin choose how the payout order is set, and sends it', async () => {
    const fetch = fakeApi({
      'POST /groups': ({ body }) =>
        jsonResponse({ success: true, group: { ...(body as object), id: 'g-1' } }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<CreateGroupModal opened onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /Nom du groupe/ }), 'Chama Umoja');
    await user.type(
      screen.getByRole('textbox', { name: /Description/ }),
      'Épargne entre voisins du quartier',
    );
    await user.type(screen.getByRole('textbox', { name: /Montant de contribution/ }), '1500');
    const order = screen.getByRole('combobox', { name: 'Ordre de passage' });
    expect(order).toHaveValue("Par ordre d'adhésion");
    // The form says the choice is not final: it can change until the first payout.
    expect(order).toHaveAccessibleDescription(
      "Modifiable jusqu'au premier versement de la cagnotte",
    );
    await user.click(order);
    await user.click(await screen.findByRole('option', { name: 'Par tirage au sort' }));
    await user.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', '/groups')).toHaveLength(1));
    expect(sentBodies(fetch, 'POST', '/groups')[0]).toMatchObject({
      payout_order_method: 'random_draw',
      contribution_amount: '1500',
    });
  });
});

describe('CreateGroupModal rules', () => {
  async function fillGroup(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: /Nom du groupe/ }), 'Chama Umoja');
    await user.type(
      screen.getByRole('textbox', { name: /Description/ }),
      'Épargne entre voisins du quartier',
    );
    await user.type(screen.getByRole('textbox', { name: /Montant de contribution/ }), '1500');
  }

  async function setField(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
    const input = screen.getByRole('textbox', { name });
    await user.clear(input);
    await user.type(input, value);
  }

  it("starts from the defaults, shows the contracts' messages and sends nothing", async () => {
    const fetch = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<CreateGroupModal opened onClose={() => undefined} />);
    const section = screen.getByRole('region', { name: 'Règles du groupe' });
    expect(within(section).getByRole('radio', { name: 'Montant fixe' })).toBeChecked();
    expect(within(section).getByRole('textbox', { name: 'Amende de retard' })).toHaveValue('0');
    expect(
      within(section).getByRole('textbox', { name: "Amende d'un membre déjà payé" }),
    ).toHaveValue('0');
    expect(within(section).getByRole('textbox', { name: 'Délai de grâce (jours)' })).toHaveValue(
      '3',
    );
    expect(
      within(section).getByRole('textbox', { name: "Rappel avant l'échéance (jours)" }),
    ).toHaveValue('2');
    await fillGroup(user);
    await setField(user, 'Amende de retard', '200');
    await setField(user, 'Délai de grâce (jours)', '31');
    await user.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    expect(
      await screen.findByRole('textbox', { name: 'Délai de grâce (jours)' }),
    ).toHaveAccessibleDescription(/Le délai de grâce va de 0 à 30 jours/);
    await setField(user, 'Délai de grâce (jours)', '30');
    await user.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: "Amende d'un membre déjà payé" }),
      ).toHaveAccessibleDescription(
        /L'amende d'un membre déjà payé doit être au moins égale à l'amende de retard/,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez corriger les erreurs dans le formulaire',
    );
    expect(sentBodies(fetch, 'POST', '/groups')).toHaveLength(0);
  });

  it('sends the rules chosen with the creation', async () => {
    const fetch = fakeApi({
      'POST /groups': ({ body }) =>
        jsonResponse({ success: true, group: { ...(body as object), id: 'g-1' } }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<CreateGroupModal opened onClose={() => undefined} />);
    await fillGroup(user);
    await user.click(screen.getByRole('radio', { name: '% de la cotisation' }));
    expect(screen.getByRole('textbox', { name: 'Amende de retard' })).toHaveAccessibleDescription(
      /En pourcentage de la cotisation en retard/,
    );
    await setField(user, 'Amende de retard', '5');
    await setField(user, "Amende d'un membre déjà payé", '10');
    await setField(user, 'Délai de grâce (jours)', '0');
    await setField(user, "Rappel avant l'échéance (jours)", '4');
    await user.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', '/groups')).toHaveLength(1));
    expect(sentBodies(fetch, 'POST', '/groups')[0]).toMatchObject({
      rules: {
        late_fine_kind: 'percent',
        late_fine: '5',
        paid_member_late_fine: '10',
        grace_days: 0,
        reminder_days_before: 4,
      },
    });
  });
});
