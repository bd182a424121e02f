import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { errorCatalog, type GroupTurnSwaps, type TurnSwapDto } from '@tontine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { makeRotation, makeTurnSwap } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { TurnSwapsSection } from './turn-swaps-section';

const OVERTAKEN = errorCatalog.TURN_SWAP_OVERTAKEN.message.fr;

/**
 * The API's swaps at the fetch level, as the server keeps them: each step answers the swap as
 * it now is and the next read (the section's refetch) shows it. `refuse` answers one step with
 * a refusal instead, after moving the swap as the server does (an overtaken swap stays so).
 */
function fakeSwapsApi(
  initial: TurnSwapDto[],
  {
    canDecide = false,
    refuse,
  }: { canDecide?: boolean; refuse?: { step: string; then: Partial<TurnSwapDto> } } = {},
) {
  let swaps = initial;
  const change = (id: string, patch: Partial<TurnSwapDto>) => {
    swaps = swaps.map((s) => (s.id === id ? { ...s, ...patch } : s));
    return swaps.find((s) => s.id === id);
  };
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /groups/g-1/turn-swaps': () =>
      jsonResponse({ swaps, can_decide: canDecide } satisfies GroupTurnSwaps),
  };
  const steps: Record<string, (body: unknown) => Partial<TurnSwapDto>> = {
    accept: () => ({ status: 'accepted', responded_at: '2026-01-11T09:00:00.000Z' }),
    decline: () => ({ status: 'declined', responded_at: '2026-01-11T09:00:00.000Z' }),
    cancel: () => ({ status: 'cancelled', decided_at: '2026-01-11T09:00:00.000Z' }),
    approve: () => ({ status: 'approved', decided_at: '2026-01-12T09:00:00.000Z' }),
    reject: (body) => ({
      status: 'rejected',
      reason: (body as { reason: string }).reason,
      decided_at: '2026-01-12T09:00:00.000Z',
    }),
  };
  for (const swap of initial) {
    for (const [step, patch] of Object.entries(steps)) {
      routes[`POST /turn-swaps/${swap.id}/${step}`] = ({ body }) => {
        if (refuse?.step === step) {
          change(swap.id, refuse.then);
          return refusal('TURN_SWAP_OVERTAKEN');
        }
        return jsonResponse({ swap: change(swap.id, patch(body)) });
      };
    }
  }
  return fakeApi(routes);
}

function renderSection(userId: string) {
  const rendered = renderWithProviders(<TurnSwapsSection groupId="g-1" userId={userId} />);
  // The rotation tab's queue: an approval must have it read again.
  rendered.queryClient.setQueryData(queryKeys.groupRotation('g-1'), makeRotation());
  return rendered;
}

const findCard = (name: string | RegExp) => screen.findByRole('listitem', { name });
const AMINA_BARAKA = 'Échange entre Amina (cycle 1) et Baraka (cycle 2)';

/** Opens a step's dialog from the card, and confirms it. */
async function act(card: HTMLElement, button: string, dialogTitle: string, confirm: string) {
  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogTitle });
  await user.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

describe('TurnSwapsSection', () => {
  // Toasts live in a module-wide store: one test's must not answer for the next.
  beforeEach(() => notifications.clean());

  it('says there is no swap yet, and how to propose one', async () => {
    fakeSwapsApi([]);
    renderSection('u-1');
    const section = screen.getByRole('region', { name: 'Échanges de tours' });
    expect(
      await within(section).findByText('Aucun échange de tours pour le moment.'),
    ).toBeVisible();
    expect(within(section).getByText(/choisissez « Proposer un échange »/)).toBeVisible();
  });

  it('lets the counterpart accept: the swap then waits for an admin', async () => {
    const fetch = fakeSwapsApi([makeTurnSwap({ id: 'ts-a' })]);
    const { queryClient } = renderSection('u-2');
    const card = await findCard(AMINA_BARAKA);
    expect(within(card).getByText('Amina · cycle 1')).toBeVisible();
    expect(within(card).getByText('Baraka · cycle 2')).toBeVisible();
    expect(within(card).getByText('Proposé')).toBeVisible();
    expect(within(card).getByText('En attente de votre réponse')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Refuser' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Retirer' })).not.toBeInTheDocument();

    const dialog = await act(card, 'Accepter', "Accepter l'échange", "Accepter l'échange");
    expect(dialog).toHaveTextContent(
      'Vous recevrez la cagnotte au cycle 1 au lieu du cycle 2, et Amina au cycle 2.',
    );
    expect(
      await screen.findByText("Échange accepté : il attend l'approbation d'un administrateur"),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/turn-swaps/ts-a/accept')).toHaveLength(1);
    expect(await within(card).findByText('Accepté')).toBeVisible();
    expect(within(card).getByText("En attente de l'approbation d'un administrateur")).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.groupRotation('g-1'))?.isInvalidated).toBe(true);
  });

  it('lets the proposer withdraw an open swap', async () => {
    const fetch = fakeSwapsApi([makeTurnSwap({ id: 'ts-w', status: 'accepted' })]);
    renderSection('u-1');
    const card = await findCard(AMINA_BARAKA);
    expect(within(card).queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
    const dialog = await act(
      card,
      'Retirer',
      'Retirer votre proposition',
      'Retirer la proposition',
    );
    expect(dialog).toHaveTextContent(
      "Retirer votre proposition d'échange avec Baraka ? Vous gardez votre tour (cycle 1).",
    );
    expect(await screen.findByText('Proposition retirée')).toBeInTheDocument();
    expect(await within(card).findByText('Retiré')).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/turn-swaps/ts-w/cancel')).toHaveLength(1);
  });

  it('lets an admin approve an accepted swap, and reads the queue again', async () => {
    const fetch = fakeSwapsApi(
      [
        makeTurnSwap({
          id: 'ts-p',
          proposer_id: 'u-3',
          proposer_name: 'Chausiku',
          proposer_cycle: 3,
        }),
        makeTurnSwap({ id: 'ts-ok', status: 'accepted' }),
      ],
      { canDecide: true },
    );
    const { queryClient } = renderSection('u-9');
    // A proposal still waits for its counterpart: the admin may only reject it.
    const proposed = await findCard('Échange entre Chausiku (cycle 3) et Baraka (cycle 2)');
    expect(
      within(proposed)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Rejeter']);

    const card = await findCard(AMINA_BARAKA);
    const dialog = await act(card, 'Approuver', "Approuver l'échange", "Approuver l'échange");
    expect(dialog).toHaveTextContent(
      "Amina recevra la cagnotte au cycle 2 et Baraka au cycle 1. L'ordre de passage change pour tout le groupe.",
    );
    expect(
      await screen.findByText("Échange approuvé : l'ordre de passage est modifié"),
    ).toBeInTheDocument();
    expect(await within(card).findByText('Approuvé')).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/turn-swaps/ts-ok/approve')).toHaveLength(1);
    expect(queryClient.getQueryState(queryKeys.groupRotation('g-1'))?.isInvalidated).toBe(true);
  });

  it('asks an admin for a reason before rejecting, then shows it', async () => {
    const fetch = fakeSwapsApi([makeTurnSwap({ id: 'ts-r', status: 'accepted' })], {
      canDecide: true,
    });
    renderSection('u-9');
    const card = await findCard(AMINA_BARAKA);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog', { name: "Rejeter l'échange" });
    expect(dialog).toHaveTextContent('Échange entre Amina (cycle 1) et Baraka (cycle 2).');
    const confirm = within(dialog).getByRole('button', { name: "Rejeter l'échange" });
    await user.type(within(dialog).getByLabelText(/Motif du rejet/), '   ');
    await user.click(confirm);
    expect(
      await within(dialog).findByText('Veuillez indiquer le motif du rejet'),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/turn-swaps/ts-r/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motif du rejet/), ' Baraka part en voyage ');
    await user.click(confirm);
    expect(await screen.findByText('Échange rejeté')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/turn-swaps/ts-r/reject')).toEqual([
      { reason: 'Baraka part en voyage' },
    ]);
    expect(await within(card).findByText('Rejeté')).toBeVisible();
    expect(within(card).getByText('Motif : Baraka part en voyage')).toBeVisible();
  });

  it('shows why an overtaken swap ended', async () => {
    fakeSwapsApi([makeTurnSwap({ status: 'overtaken', reason: OVERTAKEN })]);
    renderSection('u-1');
    const card = await findCard(AMINA_BARAKA);
    expect(within(card).getByText('Caduc')).toBeVisible();
    expect(within(card).getByText(`Motif : ${OVERTAKEN}`)).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when a payout overtook the swap before the approval', async () => {
    fakeSwapsApi([makeTurnSwap({ id: 'ts-o', status: 'accepted' })], {
      canDecide: true,
      refuse: { step: 'approve', then: { status: 'overtaken', reason: OVERTAKEN } },
    });
    renderSection('u-9');
    const card = await findCard(AMINA_BARAKA);
    const dialog = await act(card, 'Approuver', "Approuver l'échange", "Approuver l'échange");
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OVERTAKEN);
    expect(await within(card).findByText('Caduc')).toBeVisible();
    await waitFor(() => expect(within(card).queryByRole('button')).not.toBeInTheDocument());
  });
});
