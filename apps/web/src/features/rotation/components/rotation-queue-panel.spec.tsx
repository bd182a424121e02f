import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { formatDate } from '../../../lib/format';
import { kes, makeCycle, makeRotation } from '../../../test/factories';
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
