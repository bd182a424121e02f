import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupSavings, MpesaPaymentDto, SavingDto, UserDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { makeGroupSavings, makeSaving, makeSavingsRules, ME } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GroupSavingsCard } from './group-savings-card';

/** Amina, signed in with her Kenyan number: the push goes to it. */
function signInAsMe() {
  startSession('tok-1', {
    ...ME,
    role: 'member',
    onboarding_completed: true,
    phone_number: '+254712345678',
  } as UserDto);
}

/** Amina's push for her saving of 500 KES, as the API answers it. */
function mpesaPayment(status: MpesaPaymentDto['status']): MpesaPaymentDto {
  return {
    id: 'mp-1',
    group_id: 'g-1',
    group_name: 'Chama Umoja',
    cycle_number: 1,
    status,
    failure_reason: status === 'failed' ? 'insufficient_funds' : null,
    amount: '500.00',
    currency: 'KES',
    phone_number: '254712345678',
    checkout_request_id: 'ws_CO_1',
    receipt_number: status === 'paid' ? 'TK4S7XQ2PA' : null,
    contribution_id: null,
    fine_id: null,
    saving_id: 's-m',
    loan_id: null,
    created_at: '2026-01-05T08:00:00Z',
    paid_at: status === 'paid' ? '2026-01-05T08:01:00Z' : null,
  };
}

const mine = (overrides: Partial<SavingDto>) =>
  makeSaving({ id: 's-m', user_id: 'u-1', user_name: 'Amina', method: 'mpesa', ...overrides });

function renderCard() {
  return renderWithProviders(
    <GroupSavingsCard group={{ id: 'g-1', my_relation: 'member', members: [] }} />,
  );
}

const findCard = () => screen.findByRole('region', { name: "Caisse d'épargne" });

describe('GroupSavingsCard paid by M-Pesa', () => {
  it('offers M-Pesa only where the server collects through it and the fund is in KES', async () => {
    const cases: { available: boolean; currency: string; shown: boolean }[] = [
      { available: true, currency: 'KES', shown: true },
      { available: false, currency: 'KES', shown: false },
      { available: true, currency: 'XOF', shown: false },
    ];
    for (const { available, currency, shown } of cases) {
      signInAsMe();
      fakeApi({
        'GET /groups/g-1/savings': () =>
          jsonResponse(makeGroupSavings({ rules: makeSavingsRules({ currency }) })),
        'GET /mpesa': () => jsonResponse({ available }),
      });
      const { unmount } = renderCard();
      const card = await findCard();
      expect(await within(card).findByRole('button', { name: 'Verser mon épargne' })).toBeVisible();
      // The availability is read once the card is there: give it its turn.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(within(card).queryByRole('button', { name: 'Payer par M-Pesa' }) !== null).toBe(shown);
      unmount();
    }
  });

  it('pushes the fixed saving, waits on the phone, then shows it paid with its receipt', async () => {
    signInAsMe();
    let state: 'due' | 'pending' | 'paid' = 'due';
    const overview = (): GroupSavings =>
      makeGroupSavings({
        my_due_this_cycle: state === 'due' ? '500.00' : '0.00',
        savings:
          state === 'due'
            ? []
            : [
                state === 'paid'
                  ? mine({
                      status: 'approved',
                      receipt_number: 'TK4S7XQ2PA',
                      decided_at: '2026-01-05T08:01:00Z',
                    })
                  : mine({}),
              ],
      });
    let reads = 0;
    const fetch = fakeApi({
      'GET /groups/g-1/savings': () => jsonResponse(overview()),
      'GET /mpesa': () => jsonResponse({ available: true }),
      'POST /mpesa/payments': () => {
        state = 'pending';
        return jsonResponse(mpesaPayment('pending'), 201);
      },
      'GET /mpesa/payments/mp-1': () => {
        reads += 1;
        if (reads > 1) state = 'paid';
        return jsonResponse(mpesaPayment(state === 'paid' ? 'paid' : 'pending'));
      },
    });
    renderCard();
    const card = await findCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Payer par M-Pesa' }));

    expect(sentBodies(fetch, 'POST', '/mpesa/payments')).toEqual([{ group_id: 'g-1', saving: {} }]);
    expect(await within(card).findByText('Vérifiez votre téléphone')).toBeVisible();
    expect(within(card).getByText('En attente de la confirmation de Safaricom…')).toBeVisible();
    expect(
      await within(card).findByText(
        'Votre versement M-Pesa du cycle 1 attend la confirmation de Safaricom.',
      ),
    ).toBeVisible();
    const pending = within(card).getByRole('listitem', { name: /^Versement du cycle 1/ });
    expect(within(pending).getByText('En attente de M-Pesa')).toBeVisible();
    expect(within(pending).getByText('M-Pesa')).toBeVisible();

    // The stand-in's Safaricom confirms on the next read, two seconds on.
    expect(await within(card).findByText('Paiement reçu', {}, { timeout: 4000 })).toBeVisible();
    expect(
      within(card).getByText(
        /reçus par M-Pesa, reçu TK4S7XQ2PA\. Votre épargne est versée dans la caisse\./,
      ),
    ).toBeVisible();
    const paid = await within(card).findByRole('listitem', { name: /^Versement du cycle 1/ });
    expect(await within(paid).findByText('Validé')).toBeVisible();
    expect(within(paid).getByText('M-Pesa · reçu')).toBeVisible();
    expect(within(paid).getByText('TK4S7XQ2PA')).toBeVisible();
  });

  it('pushes a free saving with the amount typed', async () => {
    signInAsMe();
    const fetch = fakeApi({
      'GET /groups/g-1/savings': () =>
        jsonResponse(
          makeGroupSavings({
            rules: makeSavingsRules({ saving_kind: 'free', saving_amount: '100.00' }),
            my_due_this_cycle: null,
          }),
        ),
      'GET /mpesa': () => jsonResponse({ available: true }),
      'POST /mpesa/payments': () => jsonResponse(mpesaPayment('pending'), 201),
      'GET /mpesa/payments/mp-1': () => jsonResponse(mpesaPayment('pending')),
    });
    renderCard();
    const card = await findCard();
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: /Montant versé/ }), '750');
    await user.click(await within(card).findByRole('button', { name: 'Payer par M-Pesa' }));
    expect(await within(card).findByText('Vérifiez votre téléphone')).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/mpesa/payments')).toEqual([
      { group_id: 'g-1', saving: { amount: '750.00' } },
    ]);
  });

  it("shows the API's refusal of a second push, and keeps the buttons", async () => {
    signInAsMe();
    fakeApi({
      'GET /groups/g-1/savings': () => jsonResponse(makeGroupSavings()),
      'GET /mpesa': () => jsonResponse({ available: true }),
      'POST /mpesa/payments': () => refusal('MPESA_PAYMENT_PENDING'),
    });
    renderCard();
    const card = await findCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Payer par M-Pesa' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Un paiement M-Pesa est déjà en cours pour ce cycle : validez-le sur votre téléphone ou attendez son résultat',
    );
    expect(within(card).getByRole('button', { name: 'Payer par M-Pesa' })).toBeVisible();
  });
});
