import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanDetail, MpesaPayoutDto } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, sentBodies } from '../../../test/fake-api';
import { kes, signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeLoan, makeLoanDetail } from '../testing/loan-fixtures';
import { LoanPage } from './loan-page';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/loans/:loanId" element={<LoanPage />} />
    </Routes>,
    { route: '/loans/l-1' },
  );
}

/** Baraka's approved loan of 3 000 KES, seen by a treasurer where M-Pesa pays out. */
const approved = makeLoan({ id: 'l-1', status: 'approved', next_step: 'disbursement' });

const request = (fields: Partial<MpesaPayoutDto>): MpesaPayoutDto => ({
  id: 'mb-1',
  group_id: 'g-1',
  cycle_number: null,
  loan_id: 'l-1',
  beneficiary_id: 'u-2',
  beneficiary_name: 'Baraka',
  status: 'pending',
  failure_reason: null,
  amount: '3000.00',
  currency: 'KES',
  phone_number: '254712345678',
  receipt_number: null,
  payout_id: null,
  created_at: '2026-01-05T09:00:00.000Z',
  paid_at: null,
  ...fields,
});

function detailWith(
  latest: MpesaPayoutDto | null,
  loan = approved,
  can: Partial<LoanDetail['can']> = { disburse: loan.status === 'approved' },
) {
  return makeLoanDetail(loan, {
    can,
    mpesa_disbursement: { available: true, phone_number: '254712345678', latest },
  });
}

describe('a loan sent by M-Pesa', () => {
  it("sends it to the borrower's registered number, then follows it while Safaricom carries it", async () => {
    signInAsMe();
    let current = detailWith(null);
    const fetch = fakeApi({
      'GET /loans/l-1': () => jsonResponse(current),
      'POST /loans/l-1/disburse': () => {
        current = detailWith(request({}), { ...approved, status: 'disbursing' }, {});
        return jsonResponse(current);
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Envoyer par M-Pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer le prêt par M-Pesa' });
    expect(within(dialog).getByLabelText("Numéro M-Pesa de l'emprunteur")).toHaveValue(
      '0712 345 678',
    );
    expect(dialog).toHaveTextContent(kes('3000.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Envoi M-Pesa en cours : ${kes('3000.00')} vers le 0712 345 678`,
    );
    expect(sentBodies(fetch, 'POST', '/loans/l-1/disburse')).toEqual([
      { method: 'mpesa', phone_number: '254712345678' },
    ]);
    expect(screen.queryByRole('button', { name: 'Envoyer par M-Pesa' })).toBeNull();
    expect(screen.getByText('Envoi M-Pesa en cours', { selector: 'span' })).toBeVisible();
  });

  it('says why the last send failed, and offers to send it again', async () => {
    signInAsMe();
    fakeApi({
      'GET /loans/l-1': () =>
        jsonResponse(detailWith(request({ status: 'failed', failure_reason: 'wrong_number' }))),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "ce numéro ne peut pas recevoir d’argent M-Pesa. Le prêt n'est pas décaissé",
    );
    expect(screen.getByRole('button', { name: 'Renvoyer par M-Pesa' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Décaisser' })).toBeEnabled();
  });

  it('shows the receipt of a loan M-Pesa carried, and no button', async () => {
    signInAsMe();
    const active = makeLoan({
      id: 'l-1',
      status: 'active',
      next_step: 'repayment',
      disbursed_at: '2026-01-05T09:01:00.000Z',
      disbursement_method: 'mpesa',
      disbursement_receipt: 'UL4S7XQ2PA',
    });
    fakeApi({
      'GET /loans/l-1': () =>
        jsonResponse(detailWith(request({ status: 'paid', receipt_number: 'UL4S7XQ2PA' }), active)),
    });
    renderPage();
    await waitFor(() => expect(screen.getByText(/par M-Pesa, reçu UL4S7XQ2PA/)).toBeVisible());
    expect(screen.queryByRole('button', { name: /M-Pesa/ })).toBeNull();
  });
});
