// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { answerBy, callsTo, ok } from '../../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../../testing/render';
import type { CashPaymentRow } from '../api/console-rows';
import { PaymentsTab } from './payments-tab';

const row = (overrides: Partial<CashPaymentRow> = {}): CashPaymentRow => ({
  id: 'p-1',
  user_name: 'wanjiku',
  group_name: 'Chama Umoja',
  amount: '2000.00',
  currency: 'KES',
  status: 'pending',
  created_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

function setUp() {
  const request = answerBy({
    'GET /api/superadmin/crypto-payments': () => ok({ items: [], nextCursor: null }),
    'GET /api/superadmin/transactions': () => ok({ items: [], nextCursor: null }),
    'GET /api/superadmin/cash-payments': () => ok({ items: [row()], nextCursor: null }),
    'POST /api/superadmin/cash-payments/p-1/validate': () => ok(row({ status: 'rejected' })),
  });
  fakeBridge({ request });
  const toast = vi.fn();
  renderConsole(<PaymentsTab search="" toast={toast} />);
  return { request, toast };
}

describe('rejecting a cash payment', () => {
  it('keeps the dialog open with its message while the reason is blank, then rejects with it', async () => {
    await i18n.changeLanguage('fr');
    const { request, toast } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Rejeter wanjiku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter ce paiement ?' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motif du rejet/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    expect(dialog).toBeVisible();
    expect(within(dialog).getByText('Indiquez le motif du rejet')).toBeVisible();
    expect(callsTo(request, 'POST /api/superadmin/cash-payments/p-1/validate')).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motif du rejet/ }),
      'Reçu illisible',
    );
    expect(within(dialog).queryByText('Indiquez le motif du rejet')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ kind: 'success', title: 'Paiement rejeté avec succès' }),
    );
    expect(callsTo(request, 'POST /api/superadmin/cash-payments/p-1/validate')).toEqual([
      { action: 'reject', reason: 'Reçu illisible' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the reason afresh each time the dialog opens', async () => {
    await i18n.changeLanguage('en');
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject wanjiku' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give the reason for the rejection')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Reject wanjiku' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Give the reason for the rejection')).toBeNull();
    expect(within(dialog).getByRole('textbox')).toHaveValue('');
  });
});
