import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { fakeApi, sentBodies } from '../../../test/fake-api';
import { makeRotation } from '../../../test/factories';
import { ArrangeOrderPanel } from './arrange-order-panel';

const unlocked = makeRotation({
  payout_order_method: 'admin_set',
  locked: false,
  started_at: null,
});

function namesInOrder() {
  const list = screen.getByRole('list', { name: 'Ordre de passage à enregistrer' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\.\s*/, ''));
}

describe('ArrangeOrderPanel', () => {
  // Toasts live in a module-wide store: one test's must not answer for the next.
  beforeEach(() => notifications.clean());

  it('reorders with the up and down buttons and saves the whole queue', async () => {
    const fetch = fakeApi({
      'PUT /groups/g-1/rotation/order': ({ body }) => {
        const ids = (body as { user_ids: string[] }).user_ids;
        return jsonResponse({
          ...unlocked,
          queue: ids.map((id, i) => ({
            position: i + 1,
            user_id: id,
            user_name: unlocked.queue.find((q) => q.user_id === id)?.user_name ?? '',
          })),
        });
      },
    });
    renderWithProviders(<ArrangeOrderPanel groupId="g-1" rotation={unlocked} />);
    const save = screen.getByRole('button', { name: "Enregistrer l'ordre" });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Monter Amina' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre Chausiku' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Monter Chausiku' }));
    expect(namesInOrder()).toEqual(['Amina', 'Chausiku', 'Baraka']);
    expect(screen.getByRole('status')).toHaveTextContent('Chausiku est maintenant en position 2');
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Amina' }));
    expect(namesInOrder()).toEqual(['Chausiku', 'Amina', 'Baraka']);

    fireEvent.click(save);
    expect(await screen.findByText('Ordre de passage enregistré')).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', '/groups/g-1/rotation/order')).toEqual([
      { user_ids: ['u-3', 'u-1', 'u-2'] },
    ]);
  });

  it('puts the saved order back with "Annuler les changements"', () => {
    renderWithProviders(<ArrangeOrderPanel groupId="g-1" rotation={unlocked} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Amina' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler les changements' }));
    expect(namesInOrder()).toEqual(['Amina', 'Baraka', 'Chausiku']);
    expect(screen.getByRole('button', { name: "Enregistrer l'ordre" })).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'PUT /groups/g-1/rotation/order': () =>
        jsonResponse(
          {
            detail: "L'ordre doit contenir chaque membre une seule fois",
            code: 'ORDER_MEMBERS_MISMATCH',
          },
          400,
        ),
      'GET /groups/g-1/rotation': () => jsonResponse(unlocked),
    });
    renderWithProviders(<ArrangeOrderPanel groupId="g-1" rotation={unlocked} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Amina' }));
    fireEvent.click(screen.getByRole('button', { name: "Enregistrer l'ordre" }));
    const refusal = await screen.findByText("L'ordre doit contenir chaque membre une seule fois");
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
  });

  it('offers no change once the first payout has locked the order', async () => {
    renderWithProviders(
      <ArrangeOrderPanel
        groupId="g-1"
        rotation={makeRotation({ payout_order_method: 'admin_set', order_locked: true })}
      />,
    );
    expect(
      screen.getByText(
        "L'ordre de passage est verrouillé depuis le premier versement de la cagnotte.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Méthode' })).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: "Enregistrer l'ordre" })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^Monter/ })).not.toBeInTheDocument();
  });

  it('lets the admin arrange a started order, and says it locks at the first payout', () => {
    renderWithProviders(
      <ArrangeOrderPanel
        groupId="g-1"
        rotation={makeRotation({ payout_order_method: 'admin_set' })}
      />,
    );
    expect(
      screen.getByText(
        "Vous pouvez changer la méthode et l'ordre jusqu'au premier versement de la cagnotte (cycle 1, prévu le 1 janv. 2026) ; ensuite, l'ordre est verrouillé.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Monter Baraka' })).toBeEnabled();
  });

  it('changes the method of a join-order group and shows the order it makes', async () => {
    const joinOrder = makeRotation({ payout_order_method: 'join_order' });
    const fetch = fakeApi({
      'PUT /groups/g-1/rotation/method': () =>
        jsonResponse({ ...joinOrder, payout_order_method: 'admin_set' }),
    });
    renderWithProviders(<ArrangeOrderPanel groupId="g-1" rotation={joinOrder} />);
    // Not admin-set: nothing to arrange by hand yet.
    expect(screen.queryByRole('button', { name: /^Monter/ })).toBeNull();
    const apply = screen.getByRole('button', { name: 'Appliquer la méthode' });
    expect(apply).toBeDisabled();
    fireEvent.click(screen.getByRole('combobox', { name: 'Méthode' }));
    fireEvent.click(await screen.findByRole('option', { name: "Fixé par l'administrateur" }));
    expect(apply).toBeEnabled();
    fireEvent.click(apply);
    expect(await screen.findByText("Méthode de l'ordre de passage modifiée")).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', '/groups/g-1/rotation/method')).toEqual([
      { payout_order_method: 'admin_set' },
    ]);
  });
});
