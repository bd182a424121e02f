// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { MpesaBalanceQueryDto, MpesaFloatBalance } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { answerBy, callsTo, ok } from '../../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../../testing/render';
import { MpesaFloatPanel } from './mpesa-float-panel';

const answered = (overrides: Partial<MpesaBalanceQueryDto> = {}): MpesaBalanceQueryDto => ({
  id: 'q-1',
  state: 'answered',
  requested_by: 'root',
  requested_at: '2026-12-01T09:00:00.000Z',
  answered_at: '2026-12-01T09:00:03.000Z',
  balance_at: '2026-12-01T09:00:02.000Z',
  result_code: '0',
  result_description: 'The service request is processed successfully.',
  accounts: [
    {
      name: 'Working Account',
      currency: 'KES',
      available: '0.00',
      uncleared: '0.00',
      reserved: '0.00',
      unreserved: '0.00',
    },
    {
      name: 'Utility Account',
      currency: 'KES',
      available: '1234567.89',
      uncleared: '1234567.89',
      reserved: '0.00',
      unreserved: '0.00',
    },
  ],
  ...overrides,
});

const pending = (requestedAt: string): MpesaBalanceQueryDto => ({
  ...answered(),
  id: 'q-2',
  state: 'pending',
  requested_at: requestedAt,
  answered_at: null,
  balance_at: null,
  result_code: null,
  result_description: null,
  accounts: [],
});

type Side = { latest: MpesaBalanceQueryDto | null; last: MpesaBalanceQueryDto | null };

const float = (
  paybill: Side,
  b2c: Side = { latest: answered({ id: 'b-1' }), last: answered({ id: 'b-1' }) },
): MpesaFloatBalance => ({
  shortcodes: [
    {
      shortcode: '174379',
      purposes: ['paybill'],
      latest: paybill.latest,
      last_query: paybill.last,
    },
    { shortcode: '600000', purposes: ['b2c'], latest: b2c.latest, last_query: b2c.last },
  ],
});

function setUp(routes: Parameters<typeof answerBy>[0]) {
  const request = answerBy(routes);
  fakeBridge({ request });
  const toast = vi.fn();
  renderConsole(<MpesaFloatPanel toast={toast} />);
  return { request, toast };
}

describe('the M-Pesa float panel', () => {
  it("shows each shortcode's accounts as Safaricom answered them, with the time of the answer", async () => {
    await i18n.changeLanguage('fr');
    setUp({
      'GET /api/superadmin/mpesa/balance': () =>
        ok(float({ latest: answered(), last: answered() })),
    });

    const table = await screen.findByRole('table', { name: 'Comptes du numéro court 174379' });
    const [, working, utility] = within(table).getAllByRole('row');
    expect(working).toHaveTextContent('Working Account');
    expect(utility).toHaveTextContent('Utility Account');
    expect(utility).toHaveTextContent(/1\s234\s567,89\sKES/);
    expect(screen.getByText(/Paybill \(encaissements\)/)).toBeVisible();
    expect(screen.getByText(/B2C \(versements\)/)).toBeVisible();
    expect(screen.getAllByText(/Réponse de Safaricom du 01\/12\/2026/)).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Comptes du numéro court 600000' })).toBeVisible();
  });

  it('asks Safaricom on refresh, then follows the query until its answer arrives', async () => {
    await i18n.changeLanguage('en');
    const asked = new Date().toISOString();
    let reads = 0;
    const { request, toast } = setUp({
      'GET /api/superadmin/mpesa/balance': () => {
        reads += 1;
        // Before the refresh: never asked. After it: pending once, then answered.
        if (reads === 1) return ok(float({ latest: null, last: null }));
        if (reads === 2) return ok(float({ latest: null, last: pending(asked) }));
        return ok(float({ latest: answered({ id: 'q-2' }), last: answered({ id: 'q-2' }) }));
      },
      'POST /api/superadmin/mpesa/balance': () =>
        ok(float({ latest: null, last: pending(asked) }), 202),
    });
    expect(await screen.findByText('No balance asked for yet')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh the balance' }));
    expect(callsTo(request, 'POST /api/superadmin/mpesa/balance')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith({ kind: 'info', title: 'Balance asked of Safaricom' });
    expect(await screen.findByText("Waiting for Safaricom's answer…")).toBeVisible();

    const table = await screen.findByRole(
      'table',
      { name: 'Accounts of shortcode 174379' },
      { timeout: 5_000 },
    );
    expect(table).toHaveTextContent(/KES\s1,234,567\.89/);
    expect(screen.queryByText("Waiting for Safaricom's answer…")).toBeNull();
    // Once answered, the panel stops reading.
    const settled = reads;
    await new Promise((r) => setTimeout(r, 1_300));
    expect(reads).toBe(settled);
  });

  it('says why a query failed, and that an old one was never answered', async () => {
    await i18n.changeLanguage('en');
    setUp({
      'GET /api/superadmin/mpesa/balance': () =>
        ok(
          float(
            {
              latest: answered(),
              last: {
                ...pending('2026-12-01T10:00:00.000Z'),
                state: 'failed',
                answered_at: '2026-12-01T10:00:01.000Z',
                result_code: '2001',
                result_description: 'The initiator information is invalid.',
              },
            },
            { latest: null, last: pending('2026-12-01T10:00:00.000Z') },
          ),
        ),
    });
    expect(await screen.findByText(/failed: The initiator information is invalid\./)).toBeVisible();
    expect(screen.getByText(/Safaricom has not answered the request of/)).toBeVisible();
    // The last balance answered stays shown.
    expect(screen.getByRole('table', { name: 'Accounts of shortcode 174379' })).toBeVisible();
  });

  it("shows Safaricom's refusal of a refresh", async () => {
    await i18n.changeLanguage('fr');
    const { toast } = setUp({
      'GET /api/superadmin/mpesa/balance': () => ok(float({ latest: null, last: null })),
      'POST /api/superadmin/mpesa/balance': () => ({
        status: 503,
        body: { detail: 'x', code: 'MPESA_SERVICE_UNAVAILABLE' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actualiser le solde' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'error',
        title: 'La demande de solde a échoué',
        message: 'M-Pesa ne répond pas pour le moment : réessayez dans un instant',
      }),
    );
  });

  it('shows nothing where M-Pesa is not configured', async () => {
    await i18n.changeLanguage('fr');
    const { toast, request } = setUp({
      'GET /api/superadmin/mpesa/balance': () => ({
        status: 503,
        body: { detail: 'x', code: 'MPESA_UNAVAILABLE' },
      }),
    });
    await waitFor(() =>
      expect(callsTo(request, 'GET /api/superadmin/mpesa/balance')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Actualiser le solde' })).toBeNull(),
    );
    expect(toast).not.toHaveBeenCalled();
  });
});
