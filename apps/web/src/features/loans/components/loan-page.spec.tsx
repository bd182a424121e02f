import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanDetail, LoanDto } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../../lib/format';
import { callsTo, fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { kes, signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeLoan, makeLoanDetail } from '../testing/loan-fixtures';
import { LoanPage } from './loan-page';

function renderPage(loanId = 'l-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/loans/:loanId" element={<LoanPage />} />
    </Routes>,
    { route: `/loans/${loanId}` },
  );
}

/** Baraka's loan, disbursed on 4 January 2026 and being repaid, none of it yet. */
const activeLoan = (overrides: Partial<LoanDto> = {}) =>
  makeLoan({
    id: 'l-1',
    status: 'active',
    next_step: 'repayment',
    guarantors: [
      { user_id: 'u-3', user_name: 'Chausiku', status: 'accepted', decided_at: '2026-01-04' },
    ],
    approved_by_name: 'Amina',
    disbursed_at: '2026-01-04T10:00:00.000Z',
    next_due_date: '2026-02-04',
    ...overrides,
  });

/** Every action the page may offer, by its button's name. */
const ACTION_BUTTONS = [
  'Accepter',
  'Refuser',
  'Approuver',
  'Rejeter',
  'Décaisser',
  'Enregistrer un remboursement',
  'Reprendre le prêt',
  'Retirer ma demande',
];

async function shownActions(): Promise<string[]> {
  await screen.findByRole('heading', { level: 1, name: /^Prêt de/ });
  const actions = screen.queryByRole('region', { name: 'Actions' });
  if (!actions) return [];
  return within(actions)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((name) => ACTION_BUTTONS.includes(name));
}

describe('LoanPage', () => {
  it("shows the loan's figures, what it waits for, its guarantors and its schedule to come", async () => {
    signInAsMe();
    const loan = makeLoan({ id: 'l-1', user_id: 'u-1', user_name: 'Amina' });
    fakeApi({
      'GET /loans/l-1': () => jsonResponse(makeLoanDetail(loan, { can: { cancel: true } })),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Prêt de ${formatMoney('3000.00', 'KES')}`,
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour au groupe' })).toHaveAttribute(
      'href',
      '/groups/g-1',
    );
    const figures = screen.getByRole('region', { name: 'Le prêt' });
    expect(within(figures).getByText('Prochaine étape').nextElementSibling).toHaveTextContent(
      'En attente des garants',
    );
    expect(within(figures).getByText('Taux').nextElementSibling).toHaveTextContent(
      '1 % par mois sur le capital restant dû',
    );
    expect(within(figures).getByText('Durée').nextElementSibling).toHaveTextContent('3 mois');
    expect(within(figures).getByText('Total à rembourser').nextElementSibling).toHaveTextContent(
      kes(loan.total_repayable),
    );
    expect(within(figures).getByText('Un stock de tissus pour la boutique')).toBeVisible();
    const guarantors = screen.getByRole('list', { name: 'Garants' });
    expect(within(guarantors).getByText('Amina')).toBeVisible();
    expect(within(guarantors).getByText("N'a pas répondu")).toBeVisible();
    const instalments = screen.getByRole('list', { name: 'Échéances' });
    expect(within(instalments).getAllByRole('listitem')).toHaveLength(3);
    expect(
      screen.getByText('Les dates des échéances seront fixées au décaissement.'),
    ).toBeVisible();
    expect(await shownActions()).toEqual(['Retirer ma demande']);
  });

  it('shows each button the API allows, and no other', async () => {
    const cases: { can: Partial<LoanDetail['can']>; buttons: string[] }[] = [
      { can: {}, buttons: [] },
      { can: { guarantee: true }, buttons: ['Accepter', 'Refuser'] },
      { can: { approve: true, reject: true }, buttons: ['Approuver', 'Rejeter'] },
      { can: { disburse: true, reject: true }, buttons: ['Décaisser', 'Rejeter'] },
      { can: { reject: true }, buttons: ['Rejeter'] },
      { can: { repay: true }, buttons: ['Enregistrer un remboursement'] },
      { can: { take_over: true }, buttons: ['Reprendre le prêt'] },
      { can: { cancel: true }, buttons: ['Retirer ma demande'] },
    ];
    for (const { can, buttons } of cases) {
      signInAsMe();
      fakeApi({ 'GET /loans/l-1': () => jsonResponse(makeLoanDetail(makeLoan(), { can })) });
      const { unmount } = renderPage();
      expect(await shownActions()).toEqual(buttons);
      unmount();
    }
  });

  it('approves a loan, then shows it as the API answers it', async () => {
    signInAsMe();
    const waiting = makeLoan({ id: 'l-1', status: 'awaiting_approval', next_step: 'admin' });
    const approved = { ...waiting, status: 'approved', next_step: 'disbursement' } as const;
    let current = makeLoanDetail(waiting, { can: { approve: true, reject: true } });
    const fetch = fakeApi({
      'GET /loans/l-1': () => jsonResponse(current),
      'POST /loans/l-1/approve': () => {
        current = makeLoanDetail(
          { ...approved, approved_by_name: 'Amina' },
          { can: { disburse: true, reject: true } },
        );
        return jsonResponse(current);
      },
      'GET /groups/g-1/my-loans': () => jsonResponse({ loans: [], guarantees: [] }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approuver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver le prêt' });
    expect(dialog).toHaveTextContent(/le prêt de 3 000,00\sKES demandé par Baraka/);
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'approbation" }));
    expect(await screen.findByText('Prêt de Baraka approuvé')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/loans/l-1/approve')).toHaveLength(1);
    const figures = screen.getByRole('region', { name: 'Le prêt' });
    await waitFor(() =>
      expect(within(figures).getByText('Prochaine étape').nextElementSibling).toHaveTextContent(
        'À décaisser',
      ),
    );
    expect(within(figures).getByText('Approuvé par Amina')).toBeVisible();
    expect(await shownActions()).toEqual(['Décaisser', 'Rejeter']);
  });

  it('rejects a loan only with a reason', async () => {
    signInAsMe();
    const waiting = makeLoan({ id: 'l-1', status: 'awaiting_approval', next_step: 'admin' });
    let current = makeLoanDetail(waiting, { can: { approve: true, reject: true } });
    const fetch = fakeApi({
      'GET /loans/l-1': () => jsonResponse(current),
      'POST /loans/l-1/reject': ({ body }) => {
        current = makeLoanDetail({
          ...waiting,
          status: 'rejected',
          next_step: null,
          rejection_reason: (body as { reason: string }).reason,
        });
        return jsonResponse(current);
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter le prêt' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le rejet' }));
    expect(await within(dialog).findByText('Veuillez indiquer le motif du rejet')).toBeVisible();
    expect(callsTo(fetch, 'POST', '/loans/l-1/reject')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Motif du rejet/ }),
      'La caisse est trop basse',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le rejet' }));
    expect(await screen.findByText('Prêt de Baraka rejeté')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/loans/l-1/reject')).toEqual([
      { reason: 'La caisse est trop basse' },
    ]);
    expect(await screen.findByText('Rejeté : La caisse est trop basse')).toBeVisible();
  });

  it('shows the refusal of a disbursement the fund cannot hold, in the dialog', async () => {
    signInAsMe();
    const approved = makeLoan({ id: 'l-1', status: 'approved', next_step: 'disbursement' });
    fakeApi({
      'GET /loans/l-1': () => jsonResponse(makeLoanDetail(approved, { can: { disburse: true } })),
      'POST /loans/l-1/disburse': () => refusal('LOAN_FUND_SHORT'),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Décaisser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Décaisser le prêt' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le décaissement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La caisse ne détient pas ce montant en ce moment',
    );
  });

  it('records a repayment of the next instalment, retried with the same Idempotency-Key', async () => {
    signInAsMe();
    const loan = activeLoan();
    const detail = makeLoanDetail(loan, { can: { repay: true } });
    const first = detail.instalments[0]!;
    const tries: { body: unknown; key: string | undefined }[] = [];
    let current = detail;
    const fetch = fakeApi({
      'GET /loans/l-1': () => jsonResponse(current),
      'POST /loans/l-1/repayments': ({ body }) => {
        const init = fetch.mock.calls.at(-1)?.[1];
        const headers = (init?.headers ?? {}) as Record<string, string>;
        tries.push({ body, key: headers['Idempotency-Key'] });
        if (tries.length === 1) return jsonResponse({ detail: 'Bad gateway' }, 502);
        const outstanding = (Number(loan.outstanding) - Number(first.amount)).toFixed(2);
        current = makeLoanDetail(
          { ...loan, repaid: first.amount, outstanding },
          {
            instalments: detail.instalments.map((i) =>
              i.number === 1 ? { ...i, paid: i.amount, status: 'paid' } : i,
            ),
            repayments: [
              {
                id: 'r-1',
                amount: first.amount,
                penalty_part: '0.00',
                receipt_number: null,
                interest_part: first.interest,
                principal_part: first.principal,
                method: 'cash',
                recorded_by_name: 'Amina',
                created_at: '2026-02-03T09:00:00.000Z',
              },
            ],
            can: { repay: true },
          },
        );
        return jsonResponse(current, 201);
      },
    });
    renderPage();
    const row = await screen.findByRole('listitem', {
      name: `Échéance 1, ${formatMoney(first.amount, 'KES')}`,
    });
    expect(row).toHaveTextContent(`Échéance 1 · ${formatDate(first.due_date)}`);
    expect(within(row).getByText('À payer')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enregistrer un remboursement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un remboursement' });
    const amount = within(dialog).getByRole('textbox', { name: 'Montant reçu' });
    expect(amount).toHaveValue(first.amount);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(
      await screen.findByText(`Remboursement de ${kes(first.amount)} enregistré`),
    ).toBeInTheDocument();
    expect(tries.map((t) => t.body)).toEqual([{ amount: first.amount }, { amount: first.amount }]);
    expect(tries[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(tries[1]!.key).toBe(tries[0]!.key);
    const repayments = await screen.findByRole('list', { name: 'Remboursements' });
    expect(within(repayments).getByText('Reçu par Amina')).toBeVisible();
    expect(await within(row).findByText('Payée')).toBeVisible();
  });

  it("shows a late instalment's fine, and offers to repay it with the instalment", async () => {
    signInAsMe();
    const loan = activeLoan({ late: true, penalties: '50.00' });
    const detail = makeLoanDetail(loan, { can: { repay: true } });
    const [first, ...rest] = detail.instalments;
    const late = { ...first!, status: 'late' as const, penalty: '50.00', paid: '20.07' };
    fakeApi({
      'GET /loans/l-1': () => jsonResponse({ ...detail, instalments: [late, ...rest] }),
    });
    renderPage();
    const figures = await screen.findByRole('region', { name: 'Le prêt' });
    expect(within(figures).getByText('En retard')).toBeVisible();
    expect(within(figures).getByText('Amendes de retard').nextElementSibling).toHaveTextContent(
      kes('50.00'),
    );
    const row = screen.getByRole('listitem', { name: /^Échéance 1,/ });
    expect(within(row).getByText('En retard')).toBeVisible();
    expect(within(row).getByText(`Amende de retard : ${kes('50.00')}`)).toBeVisible();
    expect(within(row).getByText(`Payé : ${kes('20.07')}`)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enregistrer un remboursement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un remboursement' });
    // What is left of the instalment and its fine: 1 020,07 + 50 − 20,07.
    expect(within(dialog).getByRole('textbox', { name: 'Montant reçu' })).toHaveValue('1050');
  });

  it('refuses a repayment above what is left before sending it', async () => {
    signInAsMe();
    const fetch = fakeApi({
      'GET /loans/l-1': () => jsonResponse(makeLoanDetail(activeLoan(), { can: { repay: true } })),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer un remboursement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un remboursement' });
    const amount = within(dialog).getByRole('textbox', { name: 'Montant reçu' });
    await user.clear(amount);
    await user.type(amount, '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(
      await within(dialog).findByText('Ce montant dépasse ce qui reste à rembourser'),
    ).toBeVisible();
    expect(callsTo(fetch, 'POST', '/loans/l-1/repayments')).toHaveLength(0);
  });

  it('tells a reader the loan is not theirs to see', async () => {
    signInAsMe();
    fakeApi({ 'GET /loans/l-9': () => refusal('LOAN_NOT_FOUND') });
    renderPage('l-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Prêt introuvable');
  });
});
