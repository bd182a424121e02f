import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GroupDetailDto, RotationDto, UserDto } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CashPaymentModal, MyStatusCard } from './group-payments';

const group = {
  id: 'g-1',
  name: 'Amis',
  status: 'active',
  payment_enabled: true,
  contribution_amount: '5000.00',
  currency: 'KES',
  my_relation: 'member',
} as GroupDetailDto;

function makeRotation(beneficiaryOfCycle1: string): RotationDto {
  return {
    group_id: 'g-1',
    payout_order_method: 'join_order',
    locked: true,
    started_at: '2026-01-01',
    draw_seed: null,
    queue: [
      { position: 1, user_id: 'u-2', user_name: 'Baraka' },
      { position: 2, user_id: 'u-1', user_name: 'Amina' },
      { position: 3, user_id: 'u-3', user_name: 'Chausiku' },
    ],
    current_cycle: 1,
    next_payment_date: '2026-01-01',
    next_payout_date: '2026-01-01',
    cycles: [
      {
        cycle_number: 1,
        due_date: '2026-01-01',
        beneficiary_id: beneficiaryOfCycle1,
        beneficiary_name: null,
        pot: '0.00',
        paid_out: false,
        members: [{ user_id: 'u-1', state: 'pending', approved: '2000.00' }],
      },
      {
        cycle_number: 2,
        due_date: '2026-02-01',
        beneficiary_id: 'u-1',
        beneficiary_name: 'Amina',
        pot: '0.00',
        paid_out: false,
        members: [],
      },
    ],
  };
}

function signIn() {
  startSession('token', { id: 'u-1', username: 'amina' } as UserDto);
}

describe('MyStatusCard', () => {
  it('shows my position in the queue and my turn', async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeRotation('u-2')));
    renderWithProviders(<MyStatusCard group={group} />);
    expect(await screen.findByText('2 sur 3')).toBeInTheDocument();
    expect(screen.getByText(/^Cycle 2, le /)).toBeInTheDocument();
    expect(screen.queryByText("C'est votre tour !")).not.toBeInTheDocument();
  });

  it("shows 'Your Turn!' when I am the current cycle's beneficiary", async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(makeRotation('u-1')));
    renderWithProviders(<MyStatusCard group={group} />);
    expect(await screen.findByText("C'est votre tour !")).toBeInTheDocument();
  });
});

describe('CashPaymentModal', () => {
  it('posts the query string with one Idempotency-Key for the dialog', async () => {
    signIn();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse({ success: true, message: 'ok', contribution: { id: 'c-1' } }, 201),
      );
    const onClose = vi.fn();
    renderWithProviders(<CashPaymentModal group={group} owed="3000.00" opened onClose={onClose} />);
    const input = await screen.findByLabelText('Montant (KES)');
    expect(input).toHaveValue('3000.00');
    fireEvent.change(input, { target: { value: '2500.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post).toBeDefined();
    const [url, init] = post ?? [];
    const parsed = new URL(String(url), 'http://localhost');
    expect(parsed.pathname).toBe('/api/contributions/cash/record');
    expect(parsed.searchParams.get('group_id')).toBe('g-1');
    expect(parsed.searchParams.get('amount')).toBe('2500.50');
    expect(parsed.searchParams.get('currency')).toBe('KES');
    expect(init?.body).toBeUndefined();
    const headers = init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText("Paiement enregistré ! L'admin va valider votre contribution."),
    ).toBeInTheDocument();
  });
});
