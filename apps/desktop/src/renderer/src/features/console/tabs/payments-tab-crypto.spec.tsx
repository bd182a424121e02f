// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { answerBy, callsTo, ok } from '../../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../../testing/render';
import type { CryptoPaymentRow } from '../api/console-rows';
import { PaymentsTab } from './payments-tab';

const HASH = `0x${'ab'.repeat(32)}`;

const row = (overrides: Partial<CryptoPaymentRow> = {}): CryptoPaymentRow => ({
  id: 'c-1',
  user_name: 'wanjiku',
  group_name: 'Chama Umoja',
  amount: '1500.00',
  token_symbol: 'USDT',
  tx_hash: HASH,
  network: 'polygon',
  status: 'pending',
  failure_reason: null,
  confirmations: 1,
  required_confirmations: 3,
  explorer_url: `https://polygonscan.com/tx/${HASH}`,
  contribution_status: 'pending',
  fine_id: null,
  saving_id: null,
  created_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

function setUp(rows: CryptoPaymentRow[], routes: Parameters<typeof answerBy>[0] = {}) {
  const request = answerBy({
    'GET /api/superadmin/cash-payments': () => ok({ items: [], nextCursor: null }),
    'GET /api/superadmin/transactions': () => ok({ items: [], nextCursor: null }),
    'GET /api/superadmin/crypto-payments': () => ok({ items: rows, nextCursor: null }),
    ...routes,
  });
  fakeBridge({ request });
  const toast = vi.fn();
  renderConsole(<PaymentsTab search="" toast={toast} />);
  return { request, toast };
}

const openCrypto = () =>
  userEvent.click(screen.getByRole('radiogroup').querySelector('input[value="crypto"]')!);

describe('the crypto payments of the payments tab', () => {
  it('shows the chain status, the confirmations, the explorer link and the validation', async () => {
    await i18n.changeLanguage('fr');
    setUp([
      row(),
      row({
        id: 'c-2',
        user_name: 'otieno',
        status: 'confirmed',
        confirmations: 5,
        contribution_status: 'approved',
      }),
      row({
        id: 'c-3',
        user_name: 'akinyi',
        status: 'failed',
        failure_reason: 'short_amount',
        confirmations: 0,
        contribution_status: 'rejected',
        explorer_url: null,
      }),
    ]);
    await openCrypto();
    const table = screen.getByRole('table', { name: 'Crypto' });
    const [, pending, confirmed, failed] = within(table).getAllByRole('row');

    expect(pending).toHaveTextContent('En attente');
    expect(pending).toHaveTextContent('1/3');
    const link = within(pending!).getByRole('link', {
      name: `Ouvrir la transaction ${HASH} dans l’explorateur`,
    });
    expect(link).toHaveAttribute('href', `https://polygonscan.com/tx/${HASH}`);
    expect(within(pending!).getByRole('button', { name: 'Vérifier wanjiku' })).toBeVisible();

    expect(confirmed).toHaveTextContent('Confirmé');
    expect(confirmed).toHaveTextContent('5/3');
    expect(confirmed).toHaveTextContent('Approuvé');
    expect(within(confirmed!).queryByRole('button')).toBeNull();

    // Failed is neither pending nor confirmed, and says why; without an explorer, no link.
    expect(failed).toHaveTextContent('Échoué');
    expect(failed).toHaveTextContent('Montant insuffisant');
    expect(failed).not.toHaveTextContent('En attente');
    expect(within(failed!).queryByRole('link')).toBeNull();
    expect(within(failed!).queryByRole('button')).toBeNull();
  });

  it('verifies a pending payment and shows what the chain said', async () => {
    await i18n.changeLanguage('en');
    const { request, toast } = setUp([row()], {
      'POST /api/superadmin/crypto-payments/c-1/validate': () =>
        ok(row({ status: 'confirmed', confirmations: 3 })),
    });
    await openCrypto();
    await userEvent.click(screen.getByRole('button', { name: 'Verify wanjiku' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Transaction confirmed (3/3 confirmations)',
      }),
    );
    expect(callsTo(request, 'POST /api/superadmin/crypto-payments/c-1/validate')).toEqual([
      { action: 'verify' },
    ]);
    const table = screen.getByRole('table', { name: 'Crypto' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('button', { name: 'Verify wanjiku' })).toBeNull();
  });

  it("reads a payer-shaped answer too, and tells a refusal's reason", async () => {
    await i18n.changeLanguage('sw');
    const { toast } = setUp([row()], {
      'POST /api/superadmin/crypto-payments/c-1/validate': () =>
        ok({
          id: 'p-9',
          chain_status: 'failed',
          failure_reason: 'wrong_recipient',
          confirmations: 0,
        }),
    });
    await openCrypto();
    await userEvent.click(screen.getByRole('button', { name: 'Thibitisha wanjiku' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'warning',
        title: 'Muamala umekataliwa: Mpokeaji si hazina',
      }),
    );
    expect(screen.getByRole('table', { name: 'Crypto' })).toHaveTextContent('Imeshindwa');
  });

  it("marks a late fine's payment as one, decided by the chain, and verifies it by its own id", async () => {
    await i18n.changeLanguage('fr');
    const fine = row({ id: 'fp-1', user_name: 'baraka', amount: '50.00', fine_id: 'f-1' });
    const { request, toast } = setUp([row(), fine], {
      'POST /api/superadmin/crypto-payments/fp-1/validate': () =>
        ok({ ...fine, status: 'confirmed', confirmations: 3, contribution_status: 'approved' }),
    });
    await openCrypto();
    const table = screen.getByRole('table', { name: 'Crypto' });
    const [, contribution, finePayment] = within(table).getAllByRole('row');
    expect(contribution).not.toHaveTextContent('Amende');
    expect(contribution).not.toHaveTextContent('Décidé par la chaîne');
    expect(within(finePayment!).getByText('Amende')).toBeVisible();
    expect(finePayment).toHaveTextContent('Décidé par la chaîne');
    // Verify is the only action, as for a contribution: no validation of a fine's payment.
    expect(
      within(finePayment!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Vérifier']);

    await userEvent.click(within(finePayment!).getByRole('button', { name: 'Vérifier baraka' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Transaction confirmée (3/3 confirmations)',
      }),
    );
    expect(callsTo(request, 'POST /api/superadmin/crypto-payments/fp-1/validate')).toEqual([
      { action: 'verify' },
    ]);
    const after = within(table).getAllByRole('row')[2]!;
    expect(after).toHaveTextContent('Approuvé');
    expect(within(after).getByText('Amende')).toBeVisible();
  });

  it("names a fine's payment in English and Swahili", async () => {
    await i18n.changeLanguage('en');
    setUp([row({ fine_id: 'f-1' })]);
    await openCrypto();
    const table = screen.getByRole('table', { name: 'Crypto' });
    expect(within(table).getByText('Fine')).toBeVisible();
    expect(table).toHaveTextContent('Decided by the chain');
    await i18n.changeLanguage('sw');
    expect(await within(table).findByText('Faini')).toBeVisible();
    expect(table).toHaveTextContent('Imeamuliwa na mnyororo');
  });

  it("shows the server's refusal of a verify", async () => {
    await i18n.changeLanguage('fr');
    const { toast } = setUp([row()], {
      'POST /api/superadmin/crypto-payments/c-1/validate': () => ({
        status: 503,
        body: { code: 'CRYPTO_SERVICE_UNAVAILABLE', detail: 'x' },
      }),
    });
    await openCrypto();
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier wanjiku' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'error',
        title: 'Erreur lors de la validation du paiement',
        message: 'Service de cryptomonnaie temporairement indisponible',
      }),
    );
  });
});
