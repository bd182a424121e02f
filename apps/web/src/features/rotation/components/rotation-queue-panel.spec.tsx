import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { formatDate } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { kes, makeCycle, makeRotation, makeTurnSwap } from '../../../test/factories';
import { RotationQueuePanel } from './rotation-queue-panel';

function rowOfCycle(cycle: number) {
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText(String(cycle)));
  if (!row) throw new Error(`no row for cycle ${cycle}`);
  return row;
}

describe('RotationQueuePanel', () => {
  it('lists each cycle with its date, beneficiary, pot and payout state', () => {
    const rotation = makeRotation({
      current_cycle: 2,
      cycles: [
        makeCycle({ cycle_number: 1, paid_out: true }),
        makeCycle({ cycle_number: 2 }),
        makeCycle({ cycle_number: 3 }),
      ],
    });
    renderWithProviders(<RotationQueuePanel rotation={rotation} currency="KES" userId="u-2" />);

    const first = rowOfCycle(1);
    expect(within(first).getByText('1 janv. 2026')).toBeInTheDocument();
    expect(within(first).getByText('Amina')).toBeInTheDocument();
    expect(within(first).getByText(kes('15000.00'))).toBeInTheDocument();
    expect(within(first).getByText('Versé')).toBeInTheDocument();

    const current = rowOfCycle(2);
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(current).getByText('Baraka')).toBeInTheDocument();
    expect(within(current).getByText('Vous')).toBeInTheDocument();
    expect(within(current).getByText('En cours')).toBeInTheDocument();

    expect(within(rowOfCycle(3)).getByText('À venir')).toBeInTheDocument();
    expect(within(rowOfCycle(3)).getByText(formatDate('2026-03-01'))).toBeInTheDocument();
  });

  it('shows a random draw with its recorded seed and the order locked by the first payout', () => {
    const rotation = makeRotation({
      payout_order_method: 'random_draw',
      draw_seed: 'a1b2c3d4',
      order_locked: true,
    });
    renderWithProviders(<RotationQueuePanel rotation={rotation} currency="KES" userId="u-1" />);
    expect(screen.getByText('Par tirage au sort')).toBeInTheDocument();
    expect(screen.getByText('Graine du tirage')).toBeInTheDocument();
    expect(screen.getByText('a1b2c3d4')).toBeInTheDocument();
    expect(screen.getByText('Ordre verrouillé')).toBeInTheDocument();
    expect(
      screen.getByText('Verrouillé depuis le premier versement de la cagnotte.'),
    ).toBeVisible();
  });

  it('says a started order is provisional until the first payout', () => {
    const rotation = makeRotation({ payout_order_method: 'join_order' });
    renderWithProviders(<RotationQueuePanel rotation={rotation} currency="KES" userId="u-1" />);
    expect(screen.getByText('Ordre provisoire')).toBeInTheDocument();
    expect(
      screen.getByText(
        "L'ordre peut encore changer jusqu'au premier versement de la cagnotte (cycle 1, prévu le 1 janv. 2026).",
      ),
    ).toBeInTheDocument();
  });

  it('says an order set by the admin is provisional until the start', () => {
    const rotation = makeRotation({
      payout_order_method: 'admin_set',
      locked: false,
      started_at: null,
    });
    renderWithProviders(<RotationQueuePanel rotation={rotation} currency="KES" userId="u-1" />);
    expect(screen.getByText("Fixé par l'administrateur")).toBeInTheDocument();
    expect(screen.getByText('Ordre provisoire')).toBeInTheDocument();
    expect(
      screen.getByText(
        "L'ordre peut encore changer jusqu'au premier versement de la cagnotte (cycle 1, prévu le 1 janv. 2026).",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ordre verrouillé')).not.toBeInTheDocument();
  });
});

/** Cycle 1 paid out to Amina; Baraka's turn (cycle 2) is being collected. */
const secondCycle = makeRotation({
  current_cycle: 2,
  cycles: [
    makeCycle({ cycle_number: 1, paid_out: true }),
    makeCycle({ cycle_number: 2 }),
    makeCycle({ cycle_number: 3 }),
  ],
});

const proposeButtons = () => screen.queryAllByRole('button', { name: /^Proposer un échange/ });

describe('RotationQueuePanel: proposing a turn swap', () => {
  // Toasts live in a module-wide store: one test's must not answer for the next.
  beforeEach(() => notifications.clean());

  it("offers a swap on each other member's turn still ahead, and sends the proposal", async () => {
    const fetch = fakeApi({
      'POST /groups/g-1/turn-swaps': () =>
        jsonResponse({ swap: makeTurnSwap({ counterpart_id: 'u-3', counterpart_cycle: 3 }) }, 201),
    });
    const { queryClient } = renderWithProviders(
      <RotationQueuePanel rotation={makeRotation()} currency="KES" userId="u-1" turnSwaps={[]} />,
    );
    queryClient.setQueryData(queryKeys.groupTurnSwaps('g-1'), { swaps: [], can_decide: false });
    queryClient.setQueryData(queryKeys.groupRotation('g-1'), makeRotation());

    expect(within(rowOfCycle(1)).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rowOfCycle(2)).getByRole('button', {
        name: 'Proposer un échange de tour à Baraka (cycle 2)',
      }),
    ).toHaveTextContent('Proposer un échange');
    const user = userEvent.setup();
    await user.click(
      within(rowOfCycle(3)).getByRole('button', {
        name: 'Proposer un échange de tour à Chausiku (cycle 3)',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Proposer un échange de tour' });
    expect(
      within(dialog).getByText(
        'Échanger votre tour (cycle 1) contre celui de Chausiku (cycle 3) ?',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: "Proposer l'échange" }));

    expect(await screen.findByText('Échange proposé à Chausiku')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetch, 'POST', '/groups/g-1/turn-swaps')).toEqual([
      { counterpart_id: 'u-3' },
    ]);
    for (const key of [queryKeys.groupTurnSwaps('g-1'), queryKeys.groupRotation('g-1')]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });

  it("keeps the server's refusal in the dialog", async () => {
    fakeApi({ 'POST /groups/g-1/turn-swaps': () => refusal('TURN_SWAP_OPEN') });
    renderWithProviders(
      <RotationQueuePanel rotation={makeRotation()} currency="KES" userId="u-1" turnSwaps={[]} />,
    );
    const user = userEvent.setup();
    await user.click(within(rowOfCycle(2)).getByRole('button', { name: /^Proposer un échange/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposer un échange de tour' });
    await user.click(within(dialog).getByRole('button', { name: "Proposer l'échange" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Un échange est déjà en cours pour ce tour',
    );
  });

  it('offers nothing before the queue is written', () => {
    const rotation = makeRotation({ locked: false, started_at: null });
    renderWithProviders(
      <RotationQueuePanel rotation={rotation} currency="KES" userId="u-1" turnSwaps={[]} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(proposeButtons()).toHaveLength(0);
  });

  it('offers nothing on a paid turn, and nothing at all once the reader was paid', () => {
    const { unmount } = renderWithProviders(
      <RotationQueuePanel rotation={secondCycle} currency="KES" userId="u-2" turnSwaps={[]} />,
    );
    expect(within(rowOfCycle(1)).queryByRole('button')).not.toBeInTheDocument();
    expect(proposeButtons()).toHaveLength(1);
    expect(within(rowOfCycle(3)).getByRole('button')).toHaveAccessibleName(
      'Proposer un échange de tour à Chausiku (cycle 3)',
    );
    unmount();

    renderWithProviders(
      <RotationQueuePanel rotation={secondCycle} currency="KES" userId="u-1" turnSwaps={[]} />,
    );
    expect(proposeButtons()).toHaveLength(0);
  });

  it('offers nothing while the reader has an open swap, nor to a member in one', () => {
    const open = makeTurnSwap({ status: 'accepted' });
    const { unmount } = renderWithProviders(
      <RotationQueuePanel
        rotation={makeRotation()}
        currency="KES"
        userId="u-2"
        turnSwaps={[open]}
      />,
    );
    expect(proposeButtons()).toHaveLength(0);
    unmount();

    // An admin sees every swap: Amina and Baraka are both taken.
    renderWithProviders(
      <RotationQueuePanel
        rotation={makeRotation()}
        currency="KES"
        userId="u-3"
        turnSwaps={[open]}
      />,
    );
    expect(proposeButtons()).toHaveLength(0);
  });

  it('offers nothing until the swaps are read', () => {
    renderWithProviders(
      <RotationQueuePanel rotation={makeRotation()} currency="KES" userId="u-1" />,
    );
    expect(proposeButtons()).toHaveLength(0);
  });
});
