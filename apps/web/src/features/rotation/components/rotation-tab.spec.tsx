import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { GroupDetailDto, RotationDto, TurnSwapDto } from '@tontine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { MEMBERS, makeCycle, makeRotation, makeTurnSwap } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RotationTab } from './rotation-tab';

const group = { id: 'g-1', currency: 'KES' } as GroupDetailDto;

/** A rotation whose queue is `order`, each member's turn the cycle of their position. */
function rotationOf(order: typeof MEMBERS, overrides: Partial<RotationDto> = {}): RotationDto {
  return makeRotation({
    queue: order.map((m, i) => ({ position: i + 1, ...m })),
    cycles: order.map((m, i) =>
      makeCycle({ cycle_number: i + 1, beneficiary_id: m.user_id, beneficiary_name: m.user_name }),
    ),
    ...overrides,
  });
}

const [amina, baraka, chausiku] = MEMBERS as [
  (typeof MEMBERS)[number],
  (typeof MEMBERS)[number],
  (typeof MEMBERS)[number],
];

/** The beneficiary named on each of the queue's rows, first cycle first. */
function beneficiaries(): (string | undefined)[] {
  const queue = screen.getByRole('region', { name: 'Ordre de passage' });
  return within(queue)
    .getAllByRole('row')
    .slice(1)
    .map((row) => MEMBERS.map((m) => m.user_name).find((name) => within(row).queryByText(name)));
}

describe('RotationTab: turn swaps', () => {
  // Toasts live in a module-wide store: one test's must not answer for the next.
  beforeEach(() => notifications.clean());

  it('neither reads nor shows swaps before the queue is written', async () => {
    const fetch = fakeApi({
      'GET /groups/g-1/rotation': () =>
        jsonResponse(rotationOf(MEMBERS, { locked: false, started_at: null })),
    });
    renderWithProviders(<RotationTab group={group} userId="u-1" isAdmin={false} />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Échanges de tours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Proposer un échange/ })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/groups/g-1/turn-swaps')).toHaveLength(0);
  });

  it('lets a member propose from the queue: the swap is listed, no other proposal offered', async () => {
    let swaps: TurnSwapDto[] = [];
    fakeApi({
      'GET /groups/g-1/rotation': () => jsonResponse(rotationOf(MEMBERS)),
      'GET /groups/g-1/turn-swaps': () => jsonResponse({ swaps, can_decide: false }),
      'POST /groups/g-1/turn-swaps': () => {
        swaps = [
          makeTurnSwap({
            counterpart_id: 'u-3',
            counterpart_name: 'Chausiku',
            counterpart_cycle: 3,
          }),
        ];
        return jsonResponse({ swap: swaps[0] }, 201);
      },
    });
    renderWithProviders(<RotationTab group={group} userId="u-1" isAdmin={false} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Proposer un échange de tour à Chausiku (cycle 3)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Proposer un échange de tour' });
    await user.click(within(dialog).getByRole('button', { name: "Proposer l'échange" }));

    const section = screen.getByRole('region', { name: 'Échanges de tours' });
    const card = await within(section).findByRole('listitem', {
      name: 'Échange entre Amina (cycle 1) et Chausiku (cycle 3)',
    });
    expect(within(card).getByText('En attente de la réponse de Chausiku')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Retirer' })).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /^Proposer un échange/ }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the new order once an admin approves', async () => {
    let rotation = rotationOf(MEMBERS);
    let swap = makeTurnSwap({ id: 'ts-1', status: 'accepted' });
    fakeApi({
      'GET /groups/g-1/rotation': () => jsonResponse(rotation),
      'GET /groups/g-1/turn-swaps': () => jsonResponse({ swaps: [swap], can_decide: true }),
      'POST /turn-swaps/ts-1/approve': () => {
        rotation = rotationOf([baraka, amina, chausiku]);
        swap = { ...swap, status: 'approved' };
        return jsonResponse({ swap });
      },
    });
    renderWithProviders(<RotationTab group={group} userId="u-3" isAdmin />);
    const card = await screen.findByRole('listitem', {
      name: 'Échange entre Amina (cycle 1) et Baraka (cycle 2)',
    });
    expect(beneficiaries()).toEqual(['Amina', 'Baraka', 'Chausiku']);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Approuver' }));
    const dialog = await screen.findByRole('dialog', { name: "Approuver l'échange" });
    await user.click(within(dialog).getByRole('button', { name: "Approuver l'échange" }));

    expect(await within(card).findByText('Approuvé')).toBeVisible();
    await waitFor(() => expect(beneficiaries()).toEqual(['Baraka', 'Amina', 'Chausiku']));
  });
});
