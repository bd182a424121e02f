// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  MPESA_STATEMENT_MAX_BYTES,
  type MpesaStatementDto,
  type MpesaStatementSummary,
} from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { answerBy, callsTo, ok } from '../../../testing/api-routes';
import { fakeBridge, renderConsole } from '../../../testing/render';
import { MpesaReconciliationPanel } from './mpesa-reconciliation-panel';

const summary = (overrides: Partial<MpesaStatementSummary> = {}): MpesaStatementSummary => ({
  id: 'st-1',
  shortcode: '174379',
  file_name: 'ORG_174379_Utility Account_Completed_20261201120000.csv',
  file_sha256: 'a'.repeat(64),
  period_from: '2026-11-30T21:00:00.000Z',
  period_to: '2026-12-01T20:59:59.000Z',
  line_count: 5,
  ignored_line_count: 1,
  matched_count: 2,
  unmatched_line_count: 2,
  unmatched_record_count: 1,
  imported_by: 'root',
  imported_at: '2026-12-02T08:00:00.000Z',
  ...overrides,
});

const statement = (overrides: Partial<MpesaStatementSummary> = {}): MpesaStatementDto => ({
  ...summary(overrides),
  unmatched_lines: [
    {
      line_number: 9,
      receipt_number: 'TLC1AB2CD3',
      completed_at: '2026-12-01T06:30:15.000Z',
      direction: 'in',
      amount: '5000.00',
      details: 'Pay Bill from 254711000222 - FELIX KAMAU',
      other_party: '254711000222 - FELIX KAMAU',
      reason: 'other_amount',
      record_kind: 'paybill_payment',
      record_direction: 'in',
      record_amount: '500.00',
    },
    {
      line_number: 11,
      receipt_number: 'TZZ9QX7Y2L',
      completed_at: '2026-12-01T07:00:00.000Z',
      direction: 'out',
      amount: '33.00',
      details: 'Business Pay Bill Charge',
      other_party: '',
      reason: 'unknown_receipt',
      record_kind: null,
      record_direction: null,
      record_amount: null,
    },
  ],
  unmatched_records: [
    {
      kind: 'stk_push',
      id: 'push-1',
      receipt_number: 'TLC7XY8ZQ1',
      direction: 'in',
      amount: '700.00',
      phone: '254712345678',
      recorded_at: '2026-12-01T08:00:00.000Z',
    },
  ],
});

const page = (items: unknown[]) => ok({ items, nextCursor: null });
const FLOAT = {
  shortcodes: [
    { shortcode: '174379', purposes: ['paybill'], latest: null, last_query: null },
    { shortcode: '600000', purposes: ['b2c'], latest: null, last_query: null },
  ],
};

function setUp(routes: Parameters<typeof answerBy>[0]) {
  const request = answerBy({
    'GET /api/superadmin/mpesa/balance': () => ok(FLOAT),
    'GET /api/superadmin/mpesa/statements': () => page([]),
    ...routes,
  });
  fakeBridge({ request });
  const toast = vi.fn();
  const view = renderConsole(<MpesaReconciliationPanel toast={toast} />);
  return { request, toast, view };
}

const CSV =
  'Receipt No.,Completion Time,Paid In,Withdrawn\nTLC1AB2CD3,01-12-2026 09:30:15,"5,000.00",\n';

const chooseFile = async (container: HTMLElement, file: File) =>
  userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file);

describe('the M-Pesa statement reconciliation', () => {
  it('imports the chosen statement and lists the lines without a record and the records without a line', async () => {
    await i18n.changeLanguage('fr');
    let imported = false;
    const { request, toast, view } = setUp({
      'GET /api/superadmin/mpesa/statements': () => page(imported ? [summary()] : []),
      'POST /api/superadmin/mpesa/statements': () => {
        imported = true;
        return ok(statement(), 201);
      },
    });
    const importButton = await screen.findByRole('button', { name: 'Importer et rapprocher' });
    expect(importButton).toBeDisabled();

    await chooseFile(view.container, new File([CSV], 'releve-decembre.csv', { type: 'text/csv' }));
    await userEvent.click(importButton);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Relevé « releve-decembre.csv » rapproché',
      }),
    );
    expect(callsTo(request, 'POST /api/superadmin/mpesa/statements')).toEqual([
      { file_name: 'releve-decembre.csv', content: CSV },
    ]);

    const lines = screen.getByRole('table', { name: 'Lignes du relevé sans enregistrement (2)' });
    const [, wrongAmount, charge] = within(lines).getAllByRole('row');
    expect(wrongAmount).toHaveTextContent('TLC1AB2CD3');
    expect(wrongAmount).toHaveTextContent('Entrée');
    expect(wrongAmount).toHaveTextContent(/5\s000,00\sKES/);
    expect(wrongAmount).toHaveTextContent(/Montant différent \(Tontine : 500,00\sKES\)/);
    expect(wrongAmount).toHaveTextContent('Paiement Paybill');
    expect(charge).toHaveTextContent('Sortie');
    expect(charge).toHaveTextContent('Reçu inconnu de Tontine');

    const records = screen.getByRole('table', {
      name: 'Enregistrements sans ligne dans le relevé (1)',
    });
    const [, push] = within(records).getAllByRole('row');
    expect(push).toHaveTextContent('Push STK');
    expect(push).toHaveTextContent('TLC7XY8ZQ1');
    expect(push).toHaveTextContent(/700,00\sKES/);
    expect(screen.getByText(/5 lignes lues, 2 rapprochées, 1 sans mouvement/)).toBeVisible();

    // The import joins the past imports.
    const history = await screen.findByRole('table', { name: 'Imports précédents' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
  });

  it('sends the shortcode chosen, and shows a refusal under the form', async () => {
    await i18n.changeLanguage('en');
    const { request, view } = setUp({
      'POST /api/superadmin/mpesa/statements': () => ({
        status: 400,
        body: { detail: 'x', code: 'MPESA_STATEMENT_INVALID' },
      }),
    });
    await userEvent.click(await screen.findByRole('combobox', { name: "Statement's shortcode" }));
    await userEvent.click(await screen.findByRole('option', { name: '600000 · B2C (payouts)' }));
    await chooseFile(
      view.container,
      new File(['Name,Phone\n'], 'members.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import and reconcile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a readable M-Pesa statement',
    );
    expect(callsTo(request, 'POST /api/superadmin/mpesa/statements')).toEqual([
      { file_name: 'members.csv', content: 'Name,Phone\n', shortcode: '600000' },
    ]);
  });

  it('refuses a file over the size limit before sending it', async () => {
    await i18n.changeLanguage('en');
    const { request, view } = setUp({});
    const big = new File(['x'.repeat(MPESA_STATEMENT_MAX_BYTES + 1)], 'year.csv', {
      type: 'text/csv',
    });
    await chooseFile(view.container, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is over 768 KB');
    expect(screen.getByRole('button', { name: 'Import and reconcile' })).toBeDisabled();
    expect(callsTo(request, 'POST /api/superadmin/mpesa/statements')).toEqual([]);
  });

  it('reopens a past import as it was made', async () => {
    await i18n.changeLanguage('en');
    const { request } = setUp({
      'GET /api/superadmin/mpesa/statements': () => page([summary()]),
      'GET /api/superadmin/mpesa/statements/st-1': () => ok(statement()),
    });
    const history = await screen.findByRole('table', { name: 'Past imports' });
    const [, row] = await waitFor(() => {
      const rows = within(history).getAllByRole('row');
      expect(rows).toHaveLength(2);
      return rows;
    });
    expect(row).toHaveTextContent('ORG_174379_Utility Account_Completed_20261201120000.csv');
    expect(row).toHaveTextContent('2 · 1');
    expect(row).toHaveTextContent('root');
    await userEvent.click(
      within(row!).getByRole('button', { name: /^Open the import of ORG_174379/ }),
    );

    expect(
      await screen.findByRole('table', { name: 'Statement lines without a record (2)' }),
    ).toBeVisible();
    expect(
      screen.getByRole('table', { name: 'Records without a line in the statement (1)' }),
    ).toBeVisible();
    expect(screen.getByText(new RegExp(`SHA-256 ${'a'.repeat(64)}`))).toBeVisible();
    expect(callsTo(request, 'GET /api/superadmin/mpesa/statements/st-1')).toHaveLength(1);
  });
});
