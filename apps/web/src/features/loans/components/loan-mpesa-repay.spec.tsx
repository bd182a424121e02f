import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanDto, MpesaPaymentDto, UserDto } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { ME } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeInstalments, makeLoan, makeLoanDetail } from '../testing/loan-fixtures';
import { LoanPage } from './loan-page';

/** Amina (u-1), signed in with her Kenyan number: the push goes to it. */
function signInAsMe() {
  startSession('tok-1', {
    ...ME,
    role: 'member',
    onboarding_completed: true,
    phone_number: '+254712345678',
  } as UserDto);
}

/** Amina's own loan of 3 000 KES, disbursed on 4 January 2026, none of it repaid yet. */
const myActiveLoan = (overrides: Partial<LoanDto> = {}) =>
  makeLoan({
    id: 'l-1',
    user_id: 'u-1',
    user_name: 'Amina',
    status: 'active',
    next_step: 'repayment',
    disbursed_at: '2026-01-04T10:00:00.000Z',
    next_due_date: '2026-02-04',
    ...overrides,
  });

function mpesaPayment(): MpesaPaymentDto {
  return {
    id: 'mp-1',
    group_id: 'g-1',
    group_name: 'Chama Umoja',
    cycle_number: 1,
    status: 'pending',
    failure_reason: null,
    amount: '1021.00',
    currency: 'KES',
    phone_number: '254712345678',
    checkout_request_id: 'ws_CO_1',
    receipt_number: null,
    contribution_id: null,
    fine_id: null,
    saving_id: null,
    loan_id: 'l-1',
    created_at: '2026-02-01T08:00:00Z',
    paid_at: null,
  };
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/loans/:loanId" element={<LoanPage />} />
    </Routes>,
    { route: '/loans/l-1' },
  );
}

const findRepay = () => screen.findByRole('region', { name: 'Rembourser par M-Pesa' });

describe('LoanPage repaid by M-Pesa', () => {
  it('is offered to the borrower of an active loan in KES where M-Pesa is available, only', async () => {
    const cases: { loan: LoanDto; available: boolean; shown: boolean }[] = [
      { loan: myActiveLoan(), available: true, shown: true },
      { loan: myActiveLoan(), available: false, shown: false },
      { loan: myActiveLoan({ currency: 'XOF' }), available: true, shown: false },
      { loan: myActiveLoan({ user_id: 'u-2' }), available: true, shown: false },
      { loan: myActiveLoan({ status: 'approved' }), available: true, shown: false },
    ];
    for (const { loan, available, shown } of cases) {
      signInAsMe();
      fakeApi({
        'GET /loans/l-1': () => jsonResponse(makeLoanDetail(loan)),
        'GET /mpesa': () => jsonResponse({ available }),
      });
      const { unmount } = renderPage();
      await screen.findByRole('heading', { level: 1, name: /^Prêt de/ });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('region', { name: 'Rembourser par M-Pesa' }) !== null).toBe(shown);
      unmount();
    }
  });

  it('starts at the next instalment up to whole shillings, sends it and waits on the phone', async () => {
    signInAsMe();
    const loan = myActiveLoan();
    const [first] = makeInstalments(loan);
    const fetch = fakeApi({
      'GET /loans/l-1': () => jsonResponse(makeLoanDetail(loan)),
      'GET /mpesa': () => jsonResponse({ available: true }),
      'POST /mpesa/payments': () => jsonResponse(mpesaPayment(), 201),
      'GET /mpesa/payments/mp-1': () => jsonResponse(mpesaPayment()),
    });
    renderPage();
    const repay = await findRepay();
    const amount = within(repay).getByRole('textbox', { name: /Montant à rembourser/ });
    const expected = String(Math.ceil(Number(first!.amount)));
    expect(amount).toHaveValue(expected);
    await userEvent
      .setup()
      .click(within(repay).getByRole('button', { name: 'Rembourser par M-Pesa' }));
    expect(await within(repay).findByText('Vérifiez votre téléphone')).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/mpesa/payments')).toEqual([
      { group_id: 'g-1', loan_repayment: { loan_id: 'l-1', amount: `${expected}.00` } },
    ]);
  });

  it('never starts above what is left, rounded down', async () => {
    signInAsMe();
    fakeApi({
      'GET /loans/l-1': () => jsonResponse(makeLoanDetail(myActiveLoan({ outstanding: '400.60' }))),
      'GET /mpesa': () => jsonResponse({ available: true }),
    });
    renderPage();
    const repay = await findRepay();
    expect(within(repay).getByRole('textbox', { name: /Montant à rembourser/ })).toHaveValue('400');
  });

  it("shows the API's refusal", async () => {
    signInAsMe();
    fakeApi({
      'GET /loans/l-1': () => jsonResponse(makeLoanDetail(myActiveLoan())),
      'GET /mpesa': () => jsonResponse({ available: true }),
      'POST /mpesa/payments': () => refusal('LOAN_REPAYMENT_TOO_LARGE'),
    });
    renderPage();
    const repay = await findRepay();
    await userEvent
      .setup()
      .click(within(repay).getByRole('button', { name: 'Rembourser par M-Pesa' }));
    expect(await within(repay).findByRole('alert')).toHaveTextContent(
      'Ce montant dépasse ce qui reste à rembourser',
    );
  });

  it('lists the repayments with their method and the receipt of one by M-Pesa', async () => {
    signInAsMe();
    const repayment = {
      amount: '1021.00',
      penalty_part: '0.00',
      interest_part: '30.00',
      principal_part: '991.00',
      recorded_by_name: 'Amina',
    };
    fakeApi({
      'GET /loans/l-1': () =>
        jsonResponse(
          makeLoanDetail(myActiveLoan(), {
            repayments: [
              {
                ...repayment,
                id: 'r-2',
                method: 'mpesa',
                receipt_number: 'TK4S7XQ2PA',
                created_at: '2026-02-03T09:00:00.000Z',
              },
              {
                ...repayment,
                id: 'r-1',
                method: 'cash',
                receipt_number: null,
                recorded_by_name: 'Baraka',
                created_at: '2026-02-01T09:00:00.000Z',
              },
            ],
          }),
        ),
      'GET /mpesa': () => jsonResponse({ available: false }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Remboursements' });
    const [mpesa, cash] = within(list).getAllByRole('listitem');
    expect(within(mpesa!).getByText('M-Pesa · reçu')).toBeVisible();
    expect(within(mpesa!).getByText('TK4S7XQ2PA')).toBeVisible();
    expect(within(mpesa!).getByText('Payé par Amina')).toBeVisible();
    expect(within(cash!).getByText('Espèces')).toBeVisible();
    expect(within(cash!).getByText('Reçu par Baraka')).toBeVisible();
  });
});
