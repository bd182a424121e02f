import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupSavings, LoanDto, MyLoans } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { callsTo, fakeApi, sentBodies } from '../../../test/fake-api';
import { kes, makeSavingsRules, signInAsMe } from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeLendingSavings, makeLoan, makeLoanDetail } from '../testing/loan-fixtures';
import { GroupLoansCard, type LoansGroup } from './group-loans-card';

const member = (id: string, username: string) => ({
  id,
  username,
  email: null,
  phone: null,
  role: 'member' as const,
  joined_at: '2025-12-01T10:00:00.000Z',
});

const GROUP: LoansGroup = {
  id: 'g-1',
  members: [member('u-1', 'Amina'), member('u-2', 'Baraka'), member('u-3', 'Chausiku')],
};

/** An amount in KES as an accessible name carries it: with the formatter's own spaces. */
const named = (amount: string) => formatMoney(amount, 'KES');

/**
 * The API's loans at the fetch level, the reader being u-1: the savings fund that lends, and the
 * reader's loans and guarantees, which an answered guarantee changes for the next read.
 */
function fakeLoansApi({
  savings = makeLendingSavings(),
  loans = [],
  guarantees = [],
}: { savings?: GroupSavings; loans?: LoanDto[]; guarantees?: LoanDto[] } = {}) {
  let asked = guarantees;
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /groups/g-1/savings': () => jsonResponse(savings),
    'GET /groups/g-1/my-loans': () => jsonResponse({ loans, guarantees: asked } satisfies MyLoans),
  };
  for (const loan of guarantees) {
    routes[`POST /loans/${loan.id}/guarantee`] = ({ body }) => {
      const { accept } = body as { accept: boolean };
      const answered: LoanDto = {
        ...loan,
        status: accept ? 'awaiting_approval' : 'declined',
        next_step: accept ? 'admin' : null,
        guarantors: loan.guarantors.map((g) =>
          g.user_id === 'u-1'
            ? { ...g, status: accept ? 'accepted' : 'declined', decided_at: '2026-01-05' }
            : g,
        ),
      };
      asked = asked.map((l) => (l.id === loan.id ? answered : l));
      return jsonResponse(makeLoanDetail(answered));
    };
  }
  return fakeApi(routes);
}

function renderCard() {
  return renderWithProviders(<GroupLoansCard group={GROUP} />);
}

const findCard = () => screen.findByRole('region', { name: 'Prêts' });

/** The figure shown under one of the card's labels. */
function figure(card: HTMLElement, label: string): string {
  return (within(card).getByText(label).nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

describe('GroupLoansCard', () => {
  it('shows nothing while the fund lends nothing and the member owes nothing', async () => {
    signInAsMe();
    const fetch = fakeLoansApi({
      savings: makeLendingSavings({ rules: makeSavingsRules({ loan_cap: '0.00' }) }),
    });
    renderCard();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/groups/g-1/my-loans')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Prêts' })).not.toBeInTheDocument();
  });

  it('shows what the member may borrow and their loans, with the next due date and what is left', async () => {
    signInAsMe();
    const loan = makeLoan({
      user_id: 'u-1',
      user_name: 'Amina',
      status: 'active',
      next_step: 'repayment',
      guarantors: [{ user_id: 'u-2', user_name: 'Baraka', status: 'accepted', decided_at: null }],
      repaid: '1020.07',
      outstanding: '1020.07',
      next_due_date: '2026-03-04',
      disbursed_at: '2026-01-04T10:00:00.000Z',
    });
    fakeLoansApi({ loans: [loan] });
    renderCard();
    const card = await findCard();
    expect(figure(card, 'Vous pouvez emprunter')).toBe(kes('15000.00'));
    const row = await within(card).findByRole('listitem', {
      name: `Prêt de ${named('3000.00')} du ${formatDate(loan.created_at)}`,
    });
    expect(within(row).getByText('En cours')).toBeVisible();
    expect(within(row).getByText(`Prochaine échéance : ${formatDate('2026-03-04')}`)).toBeVisible();
    expect(within(row).getByText(`Reste à rembourser : ${kes('1020.07')}`)).toBeVisible();
    expect(within(row).getByRole('link', { name: /^Voir le prêt/ })).toHaveAttribute(
      'href',
      `/loans/${loan.id}`,
    );
    // Only those who handle the money read the loan book.
    expect(within(card).queryByRole('link', { name: 'Registre des prêts' })).toBeNull();
  });

  it('offers no second application while one is under way, and says why', async () => {
    signInAsMe();
    fakeLoansApi({ loans: [makeLoan({ user_id: 'u-1', user_name: 'Amina' })] });
    renderCard();
    const card = await findCard();
    const apply = await within(card).findByRole('button', { name: 'Demander un prêt' });
    await waitFor(() => expect(apply).toBeDisabled());
    expect(apply).toHaveAccessibleDescription(
      "Votre demande en cours doit aboutir avant d'en faire une autre.",
    );
  });

  it('leads admins and treasurers to the loan book', async () => {
    signInAsMe();
    fakeLoansApi({ savings: makeLendingSavings({ can_manage: true }) });
    renderCard();
    const card = await findCard();
    expect(await within(card).findByRole('link', { name: 'Registre des prêts' })).toHaveAttribute(
      'href',
      '/groups/g-1/loans',
    );
    expect(within(card).getByText('Aucun prêt pour le moment.')).toBeVisible();
  });

  it('shows the guarantees asked of the member, accepted from the card', async () => {
    signInAsMe();
    const asked = makeLoan({ id: 'l-asked' });
    const fetch = fakeLoansApi({ guarantees: [asked] });
    renderCard();
    const card = await findCard();
    const row = await within(card).findByRole('listitem', {
      name: `Baraka, prêt de ${named('3000.00')}`,
    });
    expect(within(card).getByRole('heading', { name: 'Garanties demandées' })).toBeVisible();
    expect(within(row).getByText('Baraka vous demande de garantir ce prêt.')).toBeVisible();
    expect(within(row).getByText('Pour : « Un stock de tissus pour la boutique »')).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Accepter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Garantir le prêt' });
    expect(dialog).toHaveTextContent(/Baraka emprunte 3 000,00\sKES à la caisse/);
    await user.click(within(dialog).getByRole('button', { name: 'Accepter de garantir' }));
    expect(await screen.findByText('Vous garantissez le prêt de Baraka')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/loans/l-asked/guarantee')).toEqual([{ accept: true }]);
    expect(await within(row).findByText('Vous garantissez ce prêt.')).toBeVisible();
    expect(within(row).getByText("En attente d'approbation")).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Accepter' })).toBeNull();
    // The fund's figures move with the loans: the savings are read again.
    expect(callsTo(fetch, 'GET', '/groups/g-1/savings').length).toBeGreaterThan(1);
  });

  it('declines a guarantee from the card, which ends the application', async () => {
    signInAsMe();
    const fetch = fakeLoansApi({ guarantees: [makeLoan({ id: 'l-asked' })] });
    renderCard();
    const row = await screen.findByRole('listitem', { name: /^Baraka, prêt de/ });
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la garantie' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser de garantir' }));
    expect(await screen.findByText('Garantie du prêt de Baraka refusée')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/loans/l-asked/guarantee')).toEqual([{ accept: false }]);
    expect(await within(row).findByText('Refusé par un garant')).toBeVisible();
    expect(within(row).getByText('Vous avez refusé de garantir ce prêt.')).toBeVisible();
  });

  it('speaks English and Swahili', async () => {
    await i18n.changeLanguage('en');
    signInAsMe();
    fakeLoansApi({ guarantees: [makeLoan()] });
    const { unmount } = renderCard();
    const card = await screen.findByRole('region', { name: 'Loans' });
    expect(await within(card).findByRole('button', { name: 'Apply for a loan' })).toBeVisible();
    expect(await within(card).findByRole('button', { name: 'Accept' })).toBeVisible();
    unmount();
    await i18n.changeLanguage('sw');
    renderCard();
    const sw = await screen.findByRole('region', { name: 'Mikopo' });
    expect(await within(sw).findByRole('button', { name: 'Omba mkopo' })).toBeVisible();
  });
});
