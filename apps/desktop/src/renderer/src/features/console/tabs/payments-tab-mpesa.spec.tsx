// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { DesktopApiRequest } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { answerBy, callsTo, ok } from '../../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../../testing/render';
import type { MpesaPaybillRow, MpesaPushRow } from '../api/console-rows';
import { PaymentsTab } from './payments-tab';

const push = (overrides: Partial<MpesaPushRow> = {}): MpesaPushRow => ({
  id: 'push-1',
  user_name: 'wanjiku',
  group_name: 'Chama Umoja',
  cycle_number: 3,
  amount: '1500.00',
  phone_number: '254712345678',
  status: 'paid',
  failure_reason: null,
  receipt_number: 'TK4S7XQ2PA',
  created_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

const paybill = (overrides: Partial<MpesaPaybillRow> = {}): MpesaPaybillRow => ({
  id: 'pb-1',
  receipt_number: 'TL9AB12CDE',
  amount: '2000.00',
  bill_ref_number: '12345679',
  msisdn: '2547****149',
  payer_name: 'OTIENO ODHIAMBO',
  status: 'suspense',
  suspense_reason: 'unknown_reference',
  user_name: null,
  group_name: null,
  cycle_number: null,
  resolution_note: null,
  received_at: '2026-11-25T09:30:00.000Z',
  ...overrides,
});

const page = (items: unknown[]) => ok({ items, nextCursor: null });
const statusOf = (request: DesktopApiRequest) =>
  new URLSearchParams(request.path.split('?')[1]).get('status');

/** The payments tab's other lists answer empty; the spec's routes answer the M-Pesa ones. */
function setUp(routes: Parameters<typeof answerBy>[0]) {
  const request = answerBy({
    'GET /api/superadmin/cash-payments': () => page([]),
    'GET /api/superadmin/crypto-payments': () => page([]),
    'GET /api/superadmin/transactions': () => page([]),
    'GET /api/superadmin/mpesa/pushes': () => page([]),
    'GET /api/superadmin/mpesa/payouts': () => page([]),
    'GET /api/superadmin/mpesa/balance': () => ok({ shortcodes: [] }),
    'GET /api/superadmin/mpesa/statements': () => page([]),
    ...routes,
  });
  fakeBridge({ request });
  const toast = vi.fn();
  renderConsole(<PaymentsTab search="" toast={toast} />);
  return { request, toast };
}

const openMpesa = () =>
  userEvent.click(screen.getByRole('radiogroup').querySelector('input[value="mpesa"]')!);

/** The suspense queue, until a resolution takes the row out of it. */
function suspenseQueue() {
  let resolved = false;
  return {
    route: (request: DesktopApiRequest) =>
      page(statusOf(request) === 'suspense' && !resolved ? [paybill()] : []),
    resolve: () => {
      resolved = true;
    },
  };
}

describe('the M-Pesa section of the payments tab', () => {
  it('lists the paybill payments and the STK pushes', async () => {
    await i18n.changeLanguage('fr');
    setUp({
      'GET /api/superadmin/mpesa/paybill': () =>
        page([
          paybill(),
          paybill({
            id: 'pb-2',
            receipt_number: 'TL9AB12CDF',
            status: 'assigned',
            suspense_reason: 'amount_exceeds_due',
            user_name: 'akinyi',
            group_name: 'Chama Umoja',
            cycle_number: 4,
            resolution_note: 'Appel du payeur',
          }),
        ]),
      'GET /api/superadmin/mpesa/pushes': () =>
        page([
          push(),
          push({
            id: 'push-2',
            user_name: 'otieno',
            status: 'failed',
            failure_reason: 'wrong_pin',
            receipt_number: null,
          }),
        ]),
    });
    await openMpesa();

    const paybillTable = await screen.findByRole('table', { name: 'Paiements Paybill' });
    await waitFor(() => expect(within(paybillTable).getAllByRole('row')).toHaveLength(3));
    const [, suspense, assigned] = within(paybillTable).getAllByRole('row');
    expect(suspense).toHaveTextContent('TL9AB12CDE');
    expect(suspense).toHaveTextContent('12345679');
    expect(suspense).toHaveTextContent('OTIENO ODHIAMBO');
    expect(suspense).toHaveTextContent('2547****149');
    expect(suspense).toHaveTextContent('En suspens');
    expect(suspense).toHaveTextContent('Numéro de compte inconnu');
    expect(within(suspense!).getByRole('button', { name: 'Attribuer TL9AB12CDE' })).toBeVisible();
    expect(within(suspense!).getByRole('button', { name: 'Rembourser TL9AB12CDE' })).toBeVisible();

    expect(assigned).toHaveTextContent('Attribué');
    expect(assigned).toHaveTextContent('Montant supérieur au dû');
    expect(assigned).toHaveTextContent('akinyi');
    expect(assigned).toHaveTextContent('Chama Umoja · cycle 4');
    expect(assigned).toHaveTextContent('Appel du payeur');
    expect(within(assigned!).queryByRole('button')).toBeNull();

    const pushTable = screen.getByRole('table', { name: 'Pushes STK' });
    const [, paid, failed] = within(pushTable).getAllByRole('row');
    expect(paid).toHaveTextContent('wanjiku');
    expect(paid).toHaveTextContent('0712 345 678');
    expect(paid).toHaveTextContent('Payé');
    expect(paid).toHaveTextContent('TK4S7XQ2PA');
    expect(failed).toHaveTextContent('Échoué');
    expect(failed).toHaveTextContent('Code PIN erroné');
  });

  it('lists the payouts, pots and loans, with their receipt or why they failed', async () => {
    await i18n.changeLanguage('fr');
    const payout = {
      id: 'po-1',
      beneficiary_name: 'wanjiku',
      group_name: 'Chama Umoja',
      cycle_number: 2 as number | null,
      loan_id: null as string | null,
      amount: '12000.00',
      phone_number: '254712345678',
      status: 'paid' as const,
      failure_reason: null,
      receipt_number: 'UB4S7XQ2PA',
      created_at: '2026-11-30T09:00:00.000Z',
    };
    setUp({
      'GET /api/superadmin/mpesa/payouts': () =>
        page([
          payout,
          {
            ...payout,
            id: 'po-2',
            status: 'failed',
            failure_reason: 'insufficient_float',
            receipt_number: null,
          },
          {
            ...payout,
            id: 'po-3',
            cycle_number: null,
            loan_id: 'l-1',
            receipt_number: 'UB4S7XQ2PB',
          },
        ]),
    });
    await openMpesa();
    const table = await screen.findByRole('table', { name: 'Versements M-Pesa (B2C)' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, paid, failed, loan] = within(table).getAllByRole('row');
    expect(loan).toHaveTextContent('Prêt');
    expect(loan).toHaveTextContent('UB4S7XQ2PB');
    expect(paid).toHaveTextContent('wanjiku');
    expect(paid).toHaveTextContent('Chama Umoja');
    expect(paid).toHaveTextContent('0712 345 678');
    expect(paid).toHaveTextContent('Payé');
    expect(paid).toHaveTextContent('UB4S7XQ2PA');
    expect(failed).toHaveTextContent('Échoué');
    expect(failed).toHaveTextContent('Float B2C insuffisant');
  });

  it('opens the paybill list on the suspense queue, and lists every status on request', async () => {
    await i18n.changeLanguage('en');
    const { request } = setUp({ 'GET /api/superadmin/mpesa/paybill': () => page([]) });
    await openMpesa();

    const filter = await screen.findByRole('combobox', { name: 'Paybill payment status' });
    expect(filter).toHaveValue('In suspense');
    const reads = () =>
      request.mock.calls
        .map(([call]) => call)
        .filter((call) => call.path.startsWith('/api/superadmin/mpesa/paybill'));
    await waitFor(() => expect(reads().map(statusOf)).toEqual(['suspense']));
    // The pushes open on every status.
    expect(
      request.mock.calls
        .map(([call]) => call)
        .filter((call) => call.path.startsWith('/api/superadmin/mpesa/pushes'))
        .map(statusOf),
    ).toEqual([null]);

    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    await waitFor(() => expect(reads().map(statusOf)).toEqual(['suspense', null]));
  });

  it('assigns with the account number and the note, and shows a refusal in the dialog', async () => {
    await i18n.changeLanguage('fr');
    const { request } = setUp({
      'GET /api/superadmin/mpesa/paybill': () => page([paybill()]),
      'POST /api/superadmin/mpesa/paybill/pb-1/assign': () => ({
        status: 400,
        body: { detail: 'x', code: 'MPESA_REFERENCE_UNKNOWN' },
      }),
    });
    await openMpesa();
    await userEvent.click(await screen.findByRole('button', { name: 'Attribuer TL9AB12CDE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attribuer ce paiement ?' });
    expect(dialog).toHaveTextContent('TL9AB12CDE');
    expect(dialog).toHaveTextContent('OTIENO ODHIAMBO');
    expect(dialog).toHaveTextContent('2547****149');
    expect(dialog).toHaveTextContent(/2\s?000,00/);

    // Nothing is sent without an account number.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attribuer' }));
    expect(within(dialog).getByText('Indiquez le numéro de compte du membre')).toBeVisible();
    expect(callsTo(request, 'POST /api/superadmin/mpesa/paybill/pb-1/assign')).toEqual([]);

    const account = within(dialog).getByRole('textbox', { name: /Numéro de compte voulu/ });
    // Typed key by key, the number alone takes most of a spec's time: it is pasted, as an
    // operator copying it from the member's group page would.
    await userEvent.click(account);
    await userEvent.paste('123456789');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Note (facultative)' }));
    await userEvent.paste('Inversé');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attribuer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ce numéro de compte ne correspond à aucun membre',
    );
    expect(callsTo(request, 'POST /api/superadmin/mpesa/paybill/pb-1/assign')).toEqual([
      { account_reference: '123456789', note: 'Inversé' },
    ]);
    // The refusal keeps the dialog and what was typed, to correct it.
    expect(dialog).toBeVisible();
    expect(account).toHaveValue('123456789');
  });

  it('assigns without a note, and the payment leaves the suspense queue', async () => {
    await i18n.changeLanguage('en');
    const queue = suspenseQueue();
    const { request, toast } = setUp({
      'GET /api/superadmin/mpesa/paybill': queue.route,
      'POST /api/superadmin/mpesa/paybill/pb-1/assign': () => {
        queue.resolve();
        return ok(paybill({ status: 'assigned', user_name: 'wanjiku' }));
      },
    });
    await openMpesa();
    await userEvent.click(await screen.findByRole('button', { name: 'Assign TL9AB12CDE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign this payment?' });
    await userEvent.click(
      within(dialog).getByRole('textbox', { name: /Account number the payer meant/ }),
    );
    await userEvent.paste(' 123456782 ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ kind: 'success', title: 'Payment TL9AB12CDE assigned' }),
    );
    expect(callsTo(request, 'POST /api/superadmin/mpesa/paybill/pb-1/assign')).toEqual([
      { account_reference: '123456782' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Assign TL9AB12CDE' })).toBeNull(),
    );
  });

  it("requires the reversal's reference to record a refund", async () => {
    await i18n.changeLanguage('en');
    const queue = suspenseQueue();
    const { request, toast } = setUp({
      'GET /api/superadmin/mpesa/paybill': queue.route,
      'POST /api/superadmin/mpesa/paybill/pb-1/refund': () => {
        queue.resolve();
        return ok(paybill({ status: 'refunded', resolution_note: 'RV-8812' }));
      },
    });
    await openMpesa();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund TL9AB12CDE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the refund?' });
    expect(dialog).toHaveTextContent("Safaricom's M-Pesa business portal");
    expect(dialog).toHaveTextContent('TL9AB12CDE');

    const note = within(dialog).getByRole('textbox', { name: /reversal's reference/ });
    await userEvent.type(note, 'RV');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the refund' }));
    expect(
      within(dialog).getByText("Give the reversal's reference (at least 3 characters)"),
    ).toBeVisible();
    expect(callsTo(request, 'POST /api/superadmin/mpesa/paybill/pb-1/refund')).toEqual([]);

    await userEvent.type(note, '-8812');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the refund' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Refund of payment TL9AB12CDE recorded',
      }),
    );
    expect(callsTo(request, 'POST /api/superadmin/mpesa/paybill/pb-1/refund')).toEqual([
      { note: 'RV-8812' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Refund TL9AB12CDE' })).toBeNull(),
    );
  });

  it('says M-Pesa is unavailable instead of showing the lists', async () => {
    await i18n.changeLanguage('fr');
    const unavailable = () => ({
      status: 503,
      body: { detail: 'x', code: 'MPESA_UNAVAILABLE' },
    });
    const { toast } = setUp({
      'GET /api/superadmin/mpesa/paybill': unavailable,
      'GET /api/superadmin/mpesa/pushes': unavailable,
      'GET /api/superadmin/mpesa/payouts': unavailable,
    });
    await openMpesa();
    expect(
      await screen.findByText('Le paiement par M-Pesa est temporairement indisponible.'),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Paiements Paybill' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Pushes STK' })).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
