import { screen, waitFor } from '@testing-library/react';
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
