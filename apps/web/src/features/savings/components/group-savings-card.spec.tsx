import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  moneyOwed,
  moneySum,
  type GroupDetailDto,
  type GroupSavings,
  type SavingDto,
  type SavingsRulesDto,
} from '@tontine/contracts';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { callsTo, fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import {
  kes,
  makeGroupSavings,
  makeSaving,
  makeSavingsRules,
  signInAsMe,
} from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GroupSavingsCard, type SavingsGroup } from './group-savings-card';

const member = (id: string, username: string) => ({
  id,
  username,
  email: null,
  phone: null,
  role: 'member' as const,
  joined_at: '2025-12-01T10:00:00.000Z',
});

function makeGroup(relation: GroupDetailDto['my_relation']): SavingsGroup {
  return {
    id: 'g-1',
    my_relation: relation,
    members: [member('u-1', 'Amina'), member('u-2', 'Baraka'), member('u-3', 'Chausiku')],
  };
}

/**
 * The API's savings at the fetch level, as the server keeps them: each change answers the saving
 * as it now is, and the next read (the card's refetch) sums the fund and the reader's part again
 * from the rows, the reader being u-1.
 */
function fakeSavingsApi(
  initial: SavingDto[],
  {
    rules = makeSavingsRules(),
    canManage = false,
  }: { rules?: SavingsRulesDto; canManage?: boolean } = {},
) {
  let savings = initial;
  const sum = (rows: SavingDto[]) => moneySum(rows.map((s) => s.amount));
  const overview = (): GroupSavings => {
    const approved = savings.filter((s) => s.status === 'approved');
    const mine = savings.filter((s) => s.user_id === 'u-1');
    const held = mine.filter((s) => s.cycle_number === 1 && s.status !== 'rejected');
    return makeGroupSavings({
      rules,
      fund: { ...makeGroupSavings().fund, balance: sum(approved), savings: sum(approved) },
      my_savings: sum(mine.filter((s) => s.status === 'approved')),
      my_due_this_cycle:
        rules.saving_kind === 'fixed' ? moneyOwed(rules.saving_amount, sum(held)) : null,
      savings: canManage ? savings : mine,
      can_manage: canManage,
    });
  };
  const change = (id: string, patch: Partial<SavingDto>) => {
    savings = savings.map((s) => (s.id === id ? { ...s, ...patch } : s));
    return jsonResponse({ saving: savings.find((s) => s.id === id) });
  };
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /groups/g-1/savings': () => jsonResponse(overview()),
    'POST /groups/g-1/savings': ({ body }) => {
      const { amount, user_id } = body as { amount?: string; user_id?: string };
      const saving = makeSaving({
        id: 's-new',
        user_id: user_id ?? 'u-1',
        user_name: user_id === 'u-2' ? 'Baraka' : 'Amina',
        amount: amount ?? rules.saving_amount,
        status: user_id ? 'approved' : 'pending',
        decided_at: user_id ? '2026-01-05T09:00:00.000Z' : null,
      });
      savings = [saving, ...savings];
      return jsonResponse({ saving }, 201);
    },
  };
  for (const saving of initial) {
    routes[`POST /savings/${saving.id}/approve`] = () =>
      change(saving.id, { status: 'approved', decided_at: '2026-01-06T09:00:00.000Z' });
    routes[`POST /savings/${saving.id}/reject`] = ({ body }) =>
      change(saving.id, {
        status: 'rejected',
        rejection_reason: (body as { reason: string }).reason,
      });
  }
  return fakeApi(routes);
}

function renderCard(relation: GroupDetailDto['my_relation'] = 'member') {
  return renderWithProviders(<GroupSavingsCard group={makeGroup(relation)} />);
}

const findCard = () => screen.findByRole('region', { name: "Caisse d'épargne" });

/** The figure shown under one of the card's labels. */
function figure(card: HTMLElement, label: string): string {
  return (within(card).getByText(label).nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

/** An amount in KES as an accessible name carries it: with the formatter's own spaces. */
const named = (amount: string) => formatMoney(amount, 'KES');

describe('GroupSavingsCard when the group keeps no fund', () => {
  it('shows a member nothing', async () => {
    signInAsMe();
    const fetch = fakeApi({
      'GET /groups/g-1/savings': () =>
        jsonResponse(
          makeGroupSavings({ rules: makeSavingsRules({ enabled: false, saving_amount: '0.00' }) }),
        ),
    });
    renderCard('member');
    await waitFor(() => expect(callsTo(fetch, 'GET', '/groups/g-1/savings')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: "Caisse d'épargne" })).not.toBeInTheDocument();
  });

  it('offers its admins to set one up, the fund on and its amount to fill', async () => {
    signInAsMe();
    fakeApi({
      'GET /groups/g-1/savings': () =>
        jsonResponse(
          makeGroupSavings({
            rules: makeSavingsRules({ enabled: false, saving_amount: '0.00', updated_at: null }),
            my_due_this_cycle: null,
          }),
        ),
    });
    renderCard('admin');
    const card = await findCard();
    expect(within(card).getByText(/Ce groupe ne tient pas de caisse d'épargne/)).toBeVisible();
    expect(within(card).queryByText('Solde de la caisse')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mettre en place la caisse' }));
    const dialog = await screen.findByRole('dialog', { name: "Règles de la caisse d'épargne" });
    expect(
      within(dialog).getByRole('switch', { name: /Tenir une caisse d'épargne/ }),
    ).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Épargne de chaque cycle' })).toHaveValue(
      '',
    );
  });
});

describe('GroupSavingsCard for a member of a fund', () => {
  it('shows the fund and its parts, their savings, what is left this cycle and what they may borrow', async () => {
    signInAsMe();
    fakeApi({
      'GET /groups/g-1/savings': () =>
        jsonResponse(
          makeGroupSavings({
            rules: makeSavingsRules({ loan_cap: '20000.00', loan_multiple: '3.00' }),
            fund: {
              ...makeGroupSavings().fund,
              balance: '3250.00',
              savings: '3000.00',
              fines_kept: '250.00',
            },
            my_savings: '1000.00',
            my_borrowing_limit: '3000.00',
            savings: [
              makeSaving({
                user_id: 'u-1',
                user_name: 'Amina',
                cycle_number: 1,
                status: 'rejected',
                rejection_reason: 'Rien reçu ce jour-là',
              }),
            ],
          }),
        ),
    });
    renderCard();
    const card = await findCard();
    expect(await within(card).findByText('Épargne fixe de 500,00 KES par cycle')).toBeVisible();
    expect(figure(card, 'Solde de la caisse')).toBe(kes('3250.00'));
    expect(figure(card, 'Épargne des membres')).toBe(kes('3000.00'));
    expect(figure(card, 'Amendes payées')).toBe(kes('250.00'));
    // Nothing was lent nor shared out yet: those parts are not shown.
    expect(within(card).queryByText('Prêts en cours')).not.toBeInTheDocument();
    expect(within(card).queryByText('Intérêts gagnés')).not.toBeInTheDocument();
    expect(within(card).queryByText('Déjà partagé')).not.toBeInTheDocument();
    expect(figure(card, 'Épargné à ce jour')).toBe(kes('1000.00'));
    expect(figure(card, 'À verser ce cycle')).toBe(kes('500.00'));
    expect(
      within(card).getByText(`Vous pourrez emprunter jusqu'à ${kes('3000.00')}.`),
    ).toBeVisible();
    // Information only: no loan is asked from the card.
    expect(within(card).queryByRole('button', { name: /emprunt|prêt/i })).not.toBeInTheDocument();

    const row = within(card).getByRole('listitem', {
      name: `Versement du cycle 1, ${named('500.00')}`,
    });
    expect(within(row).getByText('Refusé')).toBeVisible();
    expect(within(row).getByText('Refusé : Rien reçu ce jour-là')).toBeVisible();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Enregistrer une épargne' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Règles de la caisse' })).toBeNull();
  });

  it('shows the interest, the loans and the shares out once there are any', async () => {
    signInAsMe();
    fakeApi({
      'GET /groups/g-1/savings': () =>
        jsonResponse(
          makeGroupSavings({
            fund: {
              ...makeGroupSavings().fund,
              interest_earned: '120.00',
              loans_outstanding: '2000.00',
              shared_out: '500.00',
            },
          }),
        ),
    });
    renderCard();
    const card = await findCard();
    expect(await within(card).findByText('Intérêts gagnés')).toBeVisible();
    expect(figure(card, 'Prêts en cours')).toBe(kes('2000.00'));
    expect(figure(card, 'Déjà partagé')).toBe(kes('500.00'));
    // A fund that lends nothing says so, and promises no borrowing.
    expect(within(card).getByText("La caisse n'accorde pas de prêts.")).toBeVisible();
    expect(within(card).queryByText(/Vous pourrez emprunter/)).not.toBeInTheDocument();
  });

  it('declares a fixed saving in one tap: the amount is the cycle’s, and it waits for validation', async () => {
    signInAsMe();
    const fetch = fakeSavingsApi([]);
    renderCard();
    const card = await findCard();
    expect(
      await within(card).findByText(/^Remettez 500,00\sKES en espèces à un administrateur/),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Verser mon épargne' }));
    expect(
      await screen.findByText(`Versement de ${kes('500.00')} déclaré : il attend la validation`),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/savings')).toEqual([{}]);
    const row = await within(card).findByRole('listitem', {
      name: `Versement du cycle 1, ${named('500.00')}`,
    });
    expect(within(row).getByText('En attente de validation')).toBeVisible();
    expect(
      await within(card).findByText('Votre versement du cycle 1 attend la validation.'),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Verser mon épargne' })).toBeNull();
    expect(figure(card, 'À verser ce cycle')).toBe(kes('0.00'));
  });

  it("shows the server's refusal of a declaration where the member tapped", async () => {
    signInAsMe();
    fakeApi({
      'GET /groups/g-1/savings': () => jsonResponse(makeGroupSavings()),
      'POST /groups/g-1/savings': () => refusal('SAVING_ALREADY_PAID'),
    });
    renderCard();
    const card = await findCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Verser mon épargne' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      "L'épargne de ce cycle est déjà versée ou attend la validation",
    );
  });

  it('declares a free saving of the amount typed, refusing one below the smallest before sending', async () => {
    signInAsMe();
    const fetch = fakeSavingsApi([], {
      rules: makeSavingsRules({ saving_kind: 'free', saving_amount: '200.00' }),
    });
    renderCard();
    const card = await findCard();
    expect(
      await within(card).findByText(`Épargne libre, au moins ${kes('200.00')} par versement`),
    ).toBeVisible();
    expect(within(card).queryByText('À verser ce cycle')).not.toBeInTheDocument();
    const amount = within(card).getByRole('textbox', { name: 'Montant versé' });
    expect(amount).toHaveAccessibleDescription(/Au moins 200,00/);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Verser mon épargne' }));
    expect(await within(card).findByText('Indiquez le montant versé')).toBeVisible();
    await user.type(amount, '150');
    await user.click(within(card).getByRole('button', { name: 'Verser mon épargne' }));
    expect(
      await within(card).findByText("Le montant est inférieur à l'épargne minimale du groupe"),
    ).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/savings')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '750.5');
    await user.click(within(card).getByRole('button', { name: 'Verser mon épargne' }));
    expect(
      await screen.findByText(`Versement de ${kes('750.50')} déclaré : il attend la validation`),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/savings')).toEqual([{ amount: '750.50' }]);
    expect(
      await within(card).findByRole('listitem', {
        name: `Versement du cycle 1, ${named('750.50')}`,
      }),
    ).toBeVisible();
    await waitFor(() => expect(amount).toHaveValue(''));
  });
});

describe('GroupSavingsCard paying in crypto', () => {
  /** The card, and the crypto pay page as the URL reaches it: its query string. */
  function renderWithPayPage() {
    function PayPage() {
      return <p>{`crypto-pay ${useLocation().search}`}</p>;
    }
    return renderWithProviders(
      <Routes>
        <Route path="/" element={<GroupSavingsCard group={makeGroup('member')} />} />
        <Route path="/crypto-pay/:groupId" element={<PayPage />} />
      </Routes>,
    );
  }

  it('links a fixed saving to the crypto pay page', async () => {
    signInAsMe();
    fakeSavingsApi([]);
    renderWithPayPage();
    const card = await findCard();
    expect(await within(card).findByRole('link', { name: 'Payer en crypto' })).toHaveAttribute(
      'href',
      '/crypto-pay/g-1?saving=1',
    );
  });

  it("opens the crypto pay page with a free saving's amount, checked first", async () => {
    signInAsMe();
    fakeSavingsApi([], {
      rules: makeSavingsRules({ saving_kind: 'free', saving_amount: '200.00' }),
    });
    renderWithPayPage();
    const card = await findCard();
    const user = userEvent.setup();
    const pay = await within(card).findByRole('button', { name: 'Payer en crypto' });
    await user.type(within(card).getByRole('textbox', { name: 'Montant versé' }), '150');
    await user.click(pay);
    expect(
      await within(card).findByText("Le montant est inférieur à l'épargne minimale du groupe"),
    ).toBeVisible();
    await user.clear(within(card).getByRole('textbox', { name: 'Montant versé' }));
    await user.type(within(card).getByRole('textbox', { name: 'Montant versé' }), '300');
    await user.click(pay);
    expect(await screen.findByText('crypto-pay ?saving=1&amount=300.00')).toBeInTheDocument();
  });

  it('says a fixed saving paid in tokens waits for the chain', async () => {
    signInAsMe();
    fakeSavingsApi([makeSaving({ user_id: 'u-1', user_name: 'Amina', method: 'crypto' })]);
    renderWithPayPage();
    const card = await findCard();
    expect(
      await within(card).findByText(
        'Votre versement en crypto du cycle 1 attend la confirmation de la blockchain.',
      ),
    ).toBeVisible();
  });
});

describe('GroupSavingsCard for those who handle the money', () => {
  it('validates a declared saving: it goes into the fund', async () => {
    signInAsMe();
    const fetch = fakeSavingsApi([makeSaving({ id: 's-1' })], { canManage: true });
    renderCard('member');
    const card = await findCard();
    const row = await within(card).findByRole('listitem', {
      name: `Baraka, versement du cycle 1, ${named('500.00')}`,
    });
    expect(within(card).getByRole('heading', { name: 'Versements des membres' })).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider le versement' });
    expect(dialog).toHaveTextContent(/Vous avez reçu 500,00\sKES de Baraka pour le cycle 1/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la validation' }));
    expect(await screen.findByText('Versement de Baraka validé')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Validé')).toBeVisible());
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(figure(card, 'Solde de la caisse')).toBe(kes('500.00')));
    expect(callsTo(fetch, 'POST', '/savings/s-1/approve')).toHaveLength(1);
  });

  it('rejects a declared saving only with a reason, which the row then shows', async () => {
    signInAsMe();
    const fetch = fakeSavingsApi([makeSaving({ id: 's-1' })], { canManage: true });
    renderCard('admin');
    const card = await findCard();
    const row = await within(card).findByRole('listitem', {
      name: /^Baraka, versement du cycle 1/,
    });
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter le versement' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le rejet' }));
    expect(await within(dialog).findByText('Veuillez indiquer le motif du rejet')).toBeVisible();
    expect(callsTo(fetch, 'POST', '/savings/s-1/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Motif du rejet/ }), 'Pas reçu');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le rejet' }));
    expect(await screen.findByText('Versement de Baraka rejeté')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/savings/s-1/reject')).toEqual([{ reason: 'Pas reçu' }]);
    expect(await within(row).findByText('Refusé : Pas reçu')).toBeVisible();
  });

  it("shows the server's refusal when another treasurer decided first", async () => {
    signInAsMe();
    fakeApi({
      'GET /groups/g-1/savings': () =>
        jsonResponse(makeGroupSavings({ savings: [makeSaving({ id: 's-1' })], can_manage: true })),
      'POST /savings/s-1/approve': () => refusal('SAVING_NOT_PENDING'),
    });
    renderCard('admin');
    const row = await screen.findByRole('listitem', { name: /^Baraka/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider le versement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la validation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Cette épargne n'attend plus de validation",
    );
  });

  it('records the cash a member handed in, chosen among the others, approved at once', async () => {
    signInAsMe();
    const fetch = fakeSavingsApi([], { canManage: true });
    renderCard('admin');
    const card = await findCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Enregistrer une épargne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer une épargne' });
    expect(dialog).toHaveTextContent(/ce qui reste de l'épargne du cycle, 500,00\sKES au plus/);
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'épargne" }));
    expect(
      await within(dialog).findByText('Choisissez le membre qui a versé son épargne'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'Membre' }));
    // The reader's own saving is declared like anyone's: they are not offered.
    expect(screen.queryByRole('option', { name: 'Amina' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Baraka' }));
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'épargne" }));
    expect(await screen.findByText('Épargne de Baraka enregistrée')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/savings')).toEqual([{ user_id: 'u-2' }]);
    const row = await within(card).findByRole('listitem', {
      name: /^Baraka, versement du cycle 1/,
    });
    expect(within(row).getByText('Validé')).toBeVisible();
  });

  it('asks for the amount of a free saving it records', async () => {
    signInAsMe();
    const fetch = fakeSavingsApi([], {
      canManage: true,
      rules: makeSavingsRules({ saving_kind: 'free', saving_amount: '0.00' }),
    });
    renderCard('admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer une épargne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer une épargne' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Membre' }));
    await user.click(await screen.findByRole('option', { name: 'Chausiku' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Montant versé' });
    expect(amount).toHaveAccessibleDescription(/Le montant de votre choix/);
    await user.type(amount, '1200');
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'épargne" }));
    expect(await screen.findByText('Épargne de Chausiku enregistrée')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/groups/g-1/savings')).toEqual([
      { user_id: 'u-3', amount: '1200.00' },
    ]);
  });
});

describe('GroupSavingsCard in other languages', () => {
  it('speaks English and Swahili', async () => {
    await i18n.changeLanguage('en');
    signInAsMe();
    fakeApi({
      'GET /groups/g-1/savings': () =>
        jsonResponse(makeGroupSavings({ savings: [makeSaving({ user_id: 'u-1' })] })),
    });
    const { unmount } = renderCard();
    const card = await screen.findByRole('region', { name: 'Savings fund' });
    expect(await within(card).findByRole('button', { name: 'Pay my saving' })).toBeVisible();
    expect(within(card).getByText('Awaiting validation')).toBeVisible();
    unmount();
    await i18n.changeLanguage('sw');
    renderCard();
    const sw = await screen.findByRole('region', { name: 'Mfuko wa akiba' });
    expect(await within(sw).findByRole('button', { name: 'Weka akiba yangu' })).toBeVisible();
  });
});
