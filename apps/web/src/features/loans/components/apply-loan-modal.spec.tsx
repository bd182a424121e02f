import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loanSchedule, type GroupSavings } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { kes, makeSavingsRules, signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeLendingSavings, makeLoan, makeLoanDetail } from '../testing/loan-fixtures';
import { GroupLoansCard } from './group-loans-card';

const member = (id: string, username: string) => ({
  id,
  username,
  email: null,
  phone: null,
  role: 'member' as const,
  joined_at: '2025-12-01T10:00:00.000Z',
});

const GROUP = {
  id: 'g-1',
  members: [member('u-1', 'Amina'), member('u-2', 'Baraka'), member('u-3', 'Chausiku')],
};

/** The fund that lends, and the application answered as the API answers it (or refused). */
function fakeApplicationApi(
  savings: GroupSavings = makeLendingSavings(),
  answer: () => Response = () =>
    jsonResponse(makeLoanDetail(makeLoan({ user_id: 'u-1', user_name: 'Amina' })), 201),
) {
  return fakeApi({
    'GET /groups/g-1/savings': () => jsonResponse(savings),
    'GET /groups/g-1/my-loans': () => jsonResponse({ loans: [], guarantees: [] }),
    'POST /groups/g-1/loans': answer,
  });
}

async function openApplication() {
  const card = await screen.findByRole('region', { name: 'Prêts' });
  const apply = within(card).getByRole('button', { name: 'Demander un prêt' });
  await waitFor(() => expect(apply).toBeEnabled());
  const user = userEvent.setup();
  await user.click(apply);
  const dialog = await screen.findByRole('dialog', { name: 'Demander un prêt' });
  return { dialog, user };
}

async function fillApplication(
  dialog: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  { amount, months, guarantor }: { amount: string; months: string; guarantor?: string },
) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Montant' }), amount);
  await user.type(within(dialog).getByRole('textbox', { name: 'Durée (mois)' }), months);
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Objet du prêt' }),
    'Un stock de tissus',
  );
  if (guarantor) {
    await user.click(within(dialog).getAllByLabelText(/^Garants/)[0]!);
    await user.click(await screen.findByRole('option', { name: guarantor }));
  }
}

/** The text of each cell of each body row of the schedule's table. */
function scheduleCells(dialog: HTMLElement): string[][] {
  const table = within(dialog).getByRole('table', { name: 'Échéances mensuelles du prêt' });
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ')),
    );
}

describe('ApplyLoanModal', () => {
  it('shows the schedule loanSchedule works out before confirming, and sends its total', async () => {
    signInAsMe();
    const fetch = fakeApplicationApi();
    renderWithProviders(<GroupLoansCard group={GROUP} />);
    const { dialog, user } = await openApplication();
    expect(dialog).toHaveTextContent(/Vous pouvez emprunter jusqu'à 15 000,00\sKES/);
    // The reader is no guarantor of their own loan.
    await user.click(within(dialog).getAllByLabelText(/^Garants/)[0]!);
    expect(screen.queryByRole('option', { name: 'Amina' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await fillApplication(dialog, user, { amount: '3000', months: '3', guarantor: 'Baraka' });
    await user.click(within(dialog).getByRole('button', { name: "Voir l'échéancier" }));

    const expected = loanSchedule({
      principal: '3000.00',
      monthlyRate: '1',
      months: 3,
      method: 'reducing',
    });
    expect(await within(dialog).findByText(/1 % par mois sur le capital restant dû/)).toBeVisible();
    expect(within(dialog).getByText('Garants : Baraka')).toBeVisible();
    expect(scheduleCells(dialog)).toEqual(
      expected.instalments.map((row) => [
        String(row.number),
        kes(row.principal),
        kes(row.interest),
        kes(row.amount),
      ]),
    );
    expect(within(dialog).getByText('Total des intérêts').nextElementSibling).toHaveTextContent(
      kes(expected.totalInterest),
    );
    expect(within(dialog).getByText('Total à rembourser').nextElementSibling).toHaveTextContent(
      kes(expected.totalRepayable),
    );
    expect(sentBodies(fetch, 'POST', '/groups/g-1/loans')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la demande' }));
    expect(
      await screen.findByText(`Demande de prêt de ${kes('3000.00')} envoyée`),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/loans')).toEqual([
      {
        amount: '3000.00',
        term_months: 3,
        purpose: 'Un stock de tissus',
        guarantor_ids: ['u-2'],
        accepted_total_repayable: expected.totalRepayable,
      },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says a flat rate is on the amount borrowed, and asks for no guarantor when none is required', async () => {
    signInAsMe();
    const fetch = fakeApplicationApi(
      makeLendingSavings({
        rules: makeSavingsRules({
          loan_cap: '50000.00',
          interest_method: 'flat',
          monthly_rate: '1.5',
          max_term_months: 6,
          guarantors_required: 0,
        }),
      }),
    );
    renderWithProviders(<GroupLoansCard group={GROUP} />);
    const { dialog, user } = await openApplication();
    expect(within(dialog).queryByLabelText(/^Garants/)).not.toBeInTheDocument();
    await fillApplication(dialog, user, { amount: '1000', months: '4' });
    await user.click(within(dialog).getByRole('button', { name: "Voir l'échéancier" }));
    expect(await within(dialog).findByText(/1,5 % par mois sur le montant emprunté/)).toBeVisible();
    const flat = loanSchedule({ principal: '1000', monthlyRate: '1.5', months: 4, method: 'flat' });
    expect(scheduleCells(dialog)).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la demande' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST', '/groups/g-1/loans')).toEqual([
        expect.objectContaining({
          guarantor_ids: [],
          accepted_total_repayable: flat.totalRepayable,
        }),
      ]),
    );
  });

  it('checks the application as the server would before showing the schedule', async () => {
    signInAsMe();
    const fetch = fakeApplicationApi();
    renderWithProviders(<GroupLoansCard group={GROUP} />);
    const { dialog, user } = await openApplication();
    await user.click(within(dialog).getByRole('button', { name: "Voir l'échéancier" }));
    expect(
      await within(dialog).findByText('Indiquez un montant valide, supérieur à 0'),
    ).toBeVisible();
    expect(within(dialog).getByText('Dites à quoi servira le prêt')).toBeVisible();
    expect(
      within(dialog).getByText('Choisissez le nombre de garants que le groupe demande'),
    ).toBeVisible();

    await fillApplication(dialog, user, { amount: '20000', months: '13', guarantor: 'Chausiku' });
    await user.click(within(dialog).getByRole('button', { name: "Voir l'échéancier" }));
    expect(
      await within(dialog).findByText('Ce montant dépasse ce que vous pouvez emprunter'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Cette durée dépasse la plus longue que le groupe accorde'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/loans')).toHaveLength(0);
  });

  it("shows the server's refusal under the field it is about", async () => {
    signInAsMe();
    fakeApplicationApi(makeLendingSavings(), () => refusal('LOAN_OVER_LIMIT'));
    renderWithProviders(<GroupLoansCard group={GROUP} />);
    const { dialog, user } = await openApplication();
    await fillApplication(dialog, user, { amount: '3000', months: '3', guarantor: 'Baraka' });
    await user.click(within(dialog).getByRole('button', { name: "Voir l'échéancier" }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirmer la demande' }));
    const amount = await within(dialog).findByRole('textbox', { name: 'Montant' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/Ce montant dépasse ce que vous pouvez emprunter/),
    );
    expect(amount).toBeInvalid();
    expect(amount).toHaveValue('3000');
  });

  it('sends the member back to the schedule when the rules changed meanwhile', async () => {
    signInAsMe();
    fakeApplicationApi(makeLendingSavings(), () => refusal('LOAN_TERMS_CHANGED'));
    renderWithProviders(<GroupLoansCard group={GROUP} />);
    const { dialog, user } = await openApplication();
    await fillApplication(dialog, user, { amount: '3000', months: '3', guarantor: 'Baraka' });
    await user.click(within(dialog).getByRole('button', { name: "Voir l'échéancier" }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirmer la demande' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Les conditions du prêt ont changé : relisez l'échéancier avant de confirmer",
    );
    expect(within(dialog).getByRole('button', { name: "Voir l'échéancier" })).toBeVisible();
  });
});
