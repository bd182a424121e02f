import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  FineDto,
  FineStatus,
  GroupFines,
  GroupFundDto,
  MpesaPaymentDto,
} from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { callsTo, fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import {
  kes,
  makeCryptoNetworks,
  makeFine,
  makeGroupFund,
  signInAsMe,
} from '../../../test/factories';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GroupFinesCard } from './group-fines-card';

/**
 * The API's fines at the fetch level, as the server keeps them: each change answers the fine as
 * it now is, and the next read (the card's refetch) shows it, with the fund summed again.
 */
function fakeFinesApi(initial: FineDto[], { canManage = false } = {}) {
  let fines = initial;
  const fund = (): GroupFundDto => {
    const sum = (statuses: FineStatus[]) =>
      fines
        .filter((f) => statuses.includes(f.status))
        .reduce((total, f) => total + Number(f.amount), 0)
        .toFixed(2);
    return makeGroupFund({
      balance: sum(['paid']),
      fines_paid: sum(['paid']),
      fines_outstanding: sum(['unpaid', 'pending']),
      fines_waived: sum(['waived']),
    });
  };
  const change = (id: string, patch: Partial<FineDto>) => {
    fines = fines.map((f) => (f.id === id ? { ...f, ...patch } : f));
    return jsonResponse({ fine: fines.find((f) => f.id === id) });
  };
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /groups/g-1/fines': () =>
      jsonResponse({ fines, fund: fund(), can_manage: canManage } satisfies GroupFines),
  };
  for (const fine of initial) {
    routes[`POST /fines/${fine.id}/pay`] = () =>
      change(fine.id, {
        status: canManage && fine.user_id !== 'u-1' ? 'paid' : 'pending',
        payment_recorded_at: '2026-02-10T09:00:00.000Z',
        decided_at: canManage ? '2026-02-10T09:00:00.000Z' : null,
      });
    routes[`POST /fines/${fine.id}/approve`] = () =>
      change(fine.id, { status: 'paid', decided_at: '2026-02-11T09:00:00.000Z' });
    routes[`POST /fines/${fine.id}/reject`] = ({ body }) =>
      change(fine.id, {
        status: 'unpaid',
        payment_recorded_at: null,
        rejection_reason: (body as { reason: string }).reason,
      });
    routes[`POST /fines/${fine.id}/waive`] = ({ body }) =>
      change(fine.id, { status: 'waived', waive_reason: (body as { reason: string }).reason });
  }
  return fakeApi(routes);
}

function renderCard() {
  const rendered = renderWithProviders(<GroupFinesCard groupId="g-1" finesInRules />);
  return { ...rendered, card: screen.getByRole('region', { name: 'Amendes de retard' }) };
}

/** The figure shown under one of the fund's labels. */
function fundFigure(card: HTMLElement, label: string): string {
  return (within(card).getByText(label).nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

const findRow = (name: string | RegExp) => screen.findByRole('listitem', { name });

/** An amount in KES as an accessible name carries it: with the formatter's own spaces. */
const named = (amount: string) => formatMoney(amount, 'KES');

function mpesaPayment(status: 'pending' | 'paid'): MpesaPaymentDto {
  return {
    id: 'mp-1',
    group_id: 'g-1',
    group_name: 'Chama Umoja',
    cycle_number: 1,
    status,
    failure_reason: null,
    amount: '500.00',
    currency: 'KES',
    phone_number: '254712345678',
    checkout_request_id: 'ws_CO_1',
    receipt_number: status === 'paid' ? 'TK4S7XQ2PA' : null,
    saving_id: null,
    loan_id: null,
    contribution_id: null,
    fine_id: 'f-1',
    created_at: '2026-02-01T08:00:00Z',
    paid_at: status === 'paid' ? '2026-02-01T08:01:00Z' : null,
  };
}

describe("GroupFinesCard for a member: their own fines and the group's fund", () => {
  it('shows the fund, where fines go and the fine with its status', async () => {
    signInAsMe();
    fakeFinesApi([
      makeFine({ id: 'f-1', user_id: 'u-1', user_name: 'Amina', cycle_number: 2 }),
      makeFine({
        id: 'f-2',
        user_id: 'u-1',
        user_name: 'Amina',
        status: 'paid',
        amount: '1000.00',
        member_was_paid: true,
        decided_at: '2026-01-20T09:00:00.000Z',
      }),
    ]);
    const { card } = renderCard();
    const row = await findRow(`Amende du cycle 2, ${named('500.00')}`);
    expect(within(row).getByText('Cycle 2')).toBeVisible();
    expect(within(row).getByText(kes('500.00'))).toBeVisible();
    expect(within(row).getByText('À payer')).toBeVisible();
    // A member sees no one's name, and none of the admins' actions.
    expect(within(row).queryByText('Amina')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Encaissé' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: "Annuler l'amende" })).toBeNull();

    const paid = await findRow(`Amende du cycle 1, ${named('1000.00')}`);
    expect(within(paid).getByText('Payée')).toBeVisible();
    expect(within(paid).getByText('Réglée le 20 janv. 2026')).toBeVisible();
    expect(within(paid).getByText("Au taux d'un membre déjà payé")).toBeVisible();
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();

    expect(within(card).getByRole('heading', { name: 'Caisse du groupe' })).toBeVisible();
    expect(fundFigure(card, 'Solde')).toBe(kes('1000.00'));
    expect(fundFigure(card, 'Amendes payées')).toBe(kes('1000.00'));
    expect(fundFigure(card, 'Amendes à régler')).toBe(kes('500.00'));
    expect(fundFigure(card, 'Amendes annulées')).toBe(kes('0.00'));
    expect(
      within(card).getByText('Les amendes payées vont dans la caisse du groupe.'),
    ).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Mes amendes' })).toBeVisible();
  });

  it('pays a whole KES fine by M-Pesa where the server collects through it, and follows the push', async () => {
    signInAsMe();
    const fine = makeFine({ id: 'f-1', user_id: 'u-1', user_name: 'Amina', amount: '500.00' });
    let paid = false;
    const fetch = fakeApi({
      'GET /groups/g-1/fines': () =>
        jsonResponse({
          fines: [paid ? { ...fine, status: 'paid', payment_method: 'mpesa' } : fine],
          fund: makeGroupFund(),
          can_manage: false,
        } satisfies GroupFines),
      'GET /mpesa': () => jsonResponse({ available: true }),
      'POST /mpesa/payments': () => jsonResponse(mpesaPayment('pending'), 201),
      'GET /mpesa/payments/mp-1': () => {
        paid = true;
        return jsonResponse(mpesaPayment('paid'));
      },
    });
    renderCard();
    const user = userEvent.setup();
    const row = await findRow(/^Amende du cycle 1/);
    await user.click(await within(row).findByRole('button', { name: 'Payer par M-Pesa' }));
    const dialog = await screen.findByRole('dialog', { name: "Payer l'amende par M-Pesa" });
    await user.type(within(dialog).getByRole('textbox'), '0712 345 678');
    await user.click(
      within(dialog).getByRole('button', { name: `Payer ${named('500.00')} avec M-Pesa` }),
    );
    expect(await within(dialog).findByText('Paiement reçu')).toBeVisible();
    expect(
      within(dialog).getByText(/L'amende est réglée : elle va dans la caisse du groupe\./),
    ).toBeVisible();
    const [sent] = sentBodies(fetch, 'POST', '/mpesa/payments');
    expect(sent).toMatchObject({ group_id: 'g-1', fine_id: 'f-1', phone_number: '254712345678' });
    expect(sent).not.toHaveProperty('cycle_number');
    // Settled: the list is read again and shows the fine paid.
    expect(await within(row).findByText('Payée')).toBeVisible();
  });

  it('offers no M-Pesa for a fine with cents, in another currency, or where M-Pesa is off', async () => {
    signInAsMe();
    fakeApi({
      'GET /groups/g-1/fines': () =>
        jsonResponse({
          fines: [
            makeFine({ id: 'f-1', user_id: 'u-1', amount: '500.50' }),
            makeFine({ id: 'f-2', user_id: 'u-1', currency: 'XOF', cycle_number: 2 }),
          ],
          fund: makeGroupFund(),
          can_manage: false,
        } satisfies GroupFines),
      'GET /mpesa': () => jsonResponse({ available: true }),
    });
    renderCard();
    const row = await findRow(/^Amende du cycle 1/);
    expect(within(row).getByRole('button', { name: "J'ai payé en espèces" })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Payer par M-Pesa' })).toBeNull();
  });

  it('declares a cash payment after a confirmation stating the amount: it awaits validation', async () => {
    signInAsMe();
    const fetch = fakeFinesApi([makeFine({ id: 'f-1', user_id: 'u-1', user_name: 'Amina' })]);
    const { queryClient } = renderCard();
    queryClient.setQueryData(queryKeys.group('g-1'), { id: 'g-1' });
    const user = userEvent.setup();
    const row = await findRow(/^Amende du cycle 1/);
    await user.click(within(row).getByRole('button', { name: "J'ai payé en espèces" }));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement en espèces' });
    expect(dialog).toHaveTextContent(
      `Vous déclarez avoir payé en espèces l'amende de ${kes('500.00')} du cycle 1.`,
    );
    await user.click(within(dialog).getByRole('button', { name: `J'ai payé ${named('500.00')}` }));

    expect(await screen.findByText('Paiement déclaré : il attend la validation')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetch, 'POST', '/fines/f-1/pay')).toEqual([undefined]);

    const pending = await findRow(/^Amende du cycle 1/);
    expect(await within(pending).findByText('En attente de validation')).toBeVisible();
    expect(
      within(pending).getByText(
        "Votre paiement attend la validation de l'administrateur du groupe.",
      ),
    ).toBeVisible();
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/groups/g-1/fines')).toHaveLength(2);
    expect(queryClient.getQueryState(queryKeys.group('g-1'))?.isInvalidated).toBe(true);
  });

  it('shows why a declared payment was refused, and why a fine was waived', async () => {
    signInAsMe();
    fakeFinesApi([
      makeFine({ id: 'f-1', user_id: 'u-1', cycle_number: 3, rejection_reason: 'Rien reçu' }),
      makeFine({ id: 'f-2', user_id: 'u-1', status: 'waived', waive_reason: 'Deuil' }),
    ]);
    renderCard();
    const refused = await findRow(/^Amende du cycle 3/);
    expect(within(refused).getByText('Paiement refusé : Rien reçu')).toBeVisible();
    expect(within(refused).getByRole('button', { name: "J'ai payé en espèces" })).toBeEnabled();
    const waived = await findRow(/^Amende du cycle 1/);
    expect(within(waived).getByText('Annulée')).toBeVisible();
    expect(within(waived).getByText("Motif de l'annulation : Deuil")).toBeVisible();
  });

  it('says there is no fine, and still shows the fund', async () => {
    signInAsMe();
    fakeFinesApi([]);
    const { card } = renderCard();
    expect(await within(card).findByText('Aucune amende')).toBeVisible();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(fundFigure(card, 'Solde')).toBe(kes('0.00'));
    expect(
      within(card).getByText('Les amendes payées vont dans la caisse du groupe.'),
    ).toBeVisible();
  });

  it('speaks Swahili', async () => {
    await i18n.changeLanguage('sw');
    signInAsMe();
    fakeFinesApi([makeFine({ id: 'f-1', user_id: 'u-1', status: 'pending' })]);
    renderWithProviders(<GroupFinesCard groupId="g-1" finesInRules />);
    const card = screen.getByRole('region', { name: 'Faini za kuchelewa' });
    const row = await within(card).findByRole('listitem', { name: /^Faini ya mzunguko 1/ });
    expect(within(row).getByText('Inasubiri kuthibitishwa')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Hazina ya kikundi' })).toBeVisible();
    expect(within(card).getByText('Salio')).toBeVisible();
  });

  it('shows nothing for a group whose rules fine nobody and which has no fine', async () => {
    signInAsMe();
    const fetch = fakeFinesApi([]);
    renderWithProviders(<GroupFinesCard groupId="g-1" finesInRules={false} />);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/groups/g-1/fines')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Amendes de retard' })).not.toBeInTheDocument();
  });

  it('still shows the fines of a group whose rules no longer fine', async () => {
    signInAsMe();
    fakeFinesApi([makeFine({ id: 'f-1', user_id: 'u-1' })]);
    renderWithProviders(<GroupFinesCard groupId="g-1" finesInRules={false} />);
    expect(await findRow(/Amende du cycle 1/)).toBeVisible();
  });

  it("shows the server's refusal when the fines cannot be read", async () => {
    signInAsMe();
    fakeApi({ 'GET /groups/g-1/fines': () => refusal('NOT_GROUP_MEMBER') });
    const { card } = renderCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      "Vous n'êtes pas membre de ce groupe",
    );
    expect(within(card).queryByText('Caisse du groupe')).not.toBeInTheDocument();
  });
});

describe('GroupFinesCard for an admin: every member’s fines to decide', () => {
  const declared = makeFine({
    id: 'f-1',
    status: 'pending',
    cycle_number: 2,
    payment_method: 'cash',
    payment_recorded_at: '2026-02-03T10:00:00.000Z',
  });

  async function openDialog(rowName: RegExp, button: string, title: string) {
    const user = userEvent.setup();
    const row = await findRow(rowName);
    await user.click(within(row).getByRole('button', { name: button }));
    return { user, dialog: await screen.findByRole('dialog', { name: title }) };
  }

  it("lists each fine with the member's name and the actions its status allows", async () => {
    signInAsMe();
    fakeFinesApi(
      [
        declared,
        makeFine({ id: 'f-2', user_id: 'u-3', user_name: 'Chausiku' }),
        makeFine({ id: 'f-3', user_id: 'u-1', user_name: 'Amina' }),
        makeFine({
          id: 'f-4',
          user_id: 'u-3',
          user_name: 'Chausiku',
          cycle_number: 3,
          status: 'paid',
        }),
      ],
      { canManage: true },
    );
    const { card } = renderCard();
    expect(await within(card).findByRole('heading', { name: 'Amendes des membres' })).toBeVisible();
    const buttonsOf = async (name: RegExp) =>
      within(await findRow(name))
        .queryAllByRole('button')
        .map((b) => b.textContent);

    const pending = await findRow(`Baraka, amende du cycle 2, ${named('500.00')}`);
    expect(within(pending).getByText('En attente de validation')).toBeVisible();
    expect(within(pending).getByText('Paiement déclaré le 3 févr. 2026')).toBeVisible();
    expect(await buttonsOf(/^Baraka/)).toEqual(['Valider', 'Rejeter', "Annuler l'amende"]);
    expect(await buttonsOf(/^Chausiku, amende du cycle 1/)).toEqual([
      'Encaissé',
      "Annuler l'amende",
    ]);
    expect(await buttonsOf(/^Chausiku, amende du cycle 3/)).toEqual([]);
    // The admin's own fine is declared, as any member's: it then waits for a validation.
    expect(await buttonsOf(/^Amina/)).toEqual(["J'ai payé en espèces", "Annuler l'amende"]);
  });

  it('validates a declared payment: the fine is paid and the fund grows', async () => {
    signInAsMe();
    const fetch = fakeFinesApi([declared], { canManage: true });
    const { card } = renderCard();
    const { user, dialog } = await openDialog(
      /^Baraka/,
      'Valider',
      "Valider le paiement de l'amende",
    );
    expect(dialog).toHaveTextContent(
      `Valider le paiement de ${kes('500.00')} de Baraka pour l'amende du cycle 2 ?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la validation' }));
    expect(await screen.findByText("Paiement de l'amende validé")).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/fines/f-1/approve')).toEqual([undefined]);
    expect(await within(await findRow(/^Baraka/)).findByText('Payée')).toBeVisible();
    expect(within(await findRow(/^Baraka/)).queryByRole('button')).not.toBeInTheDocument();
    expect(fundFigure(card, 'Solde')).toBe(kes('500.00'));
    expect(fundFigure(card, 'Amendes à régler')).toBe(kes('0.00'));
  });

  it('asks for a reason before rejecting a declared payment, then sends it', async () => {
    signInAsMe();
    const fetch = fakeFinesApi([declared], { canManage: true });
    renderCard();
    const { user, dialog } = await openDialog(
      /^Baraka/,
      'Rejeter',
      "Rejeter le paiement de l'amende",
    );
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer le rejet' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motif du rejet/ }), '   ');
    await user.click(confirm);
    expect(await within(dialog).findByText('Veuillez indiquer le motif du rejet')).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/fines/f-1/reject')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Motif du rejet/ }),
      'Billets non reçus',
    );
    await user.click(confirm);
    expect(await screen.findByText("Paiement de l'amende rejeté")).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/fines/f-1/reject')).toEqual([
      { reason: 'Billets non reçus' },
    ]);
    const row = await findRow(/^Baraka/);
    expect(await within(row).findByText('À payer')).toBeVisible();
    expect(within(row).getByText('Paiement refusé : Billets non reçus')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Encaissé' })).toBeEnabled();
  });

  it('waives a fine with a required reason', async () => {
    signInAsMe();
    const fetch = fakeFinesApi([makeFine({ id: 'f-5', cycle_number: 4 })], { canManage: true });
    const { card } = renderCard();
    const { user, dialog } = await openDialog(/^Baraka/, "Annuler l'amende", "Annuler l'amende");
    expect(dialog).toHaveTextContent(
      `L'amende de ${kes('500.00')} de Baraka (cycle 4) ne sera plus due.`,
    );
    const confirm = within(dialog).getByRole('button', { name: "Confirmer l'annulation" });
    await user.click(confirm);
    expect(
      await within(dialog).findByText("Veuillez indiquer le motif de l'annulation de l'amende"),
    ).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/fines/f-5/waive')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Motif de l'annulation/ }),
      'Malade ce mois-là',
    );
    await user.click(confirm);
    expect(await screen.findByText('Amende annulée')).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/fines/f-5/waive')).toEqual([
      { reason: 'Malade ce mois-là' },
    ]);
    const row = await findRow(/^Baraka/);
    expect(await within(row).findByText('Annulée')).toBeVisible();
    expect(within(row).getByText("Motif de l'annulation : Malade ce mois-là")).toBeVisible();
    expect(fundFigure(card, 'Amendes annulées')).toBe(kes('500.00'));
  });

  it('records the cash a member handed in: the fine is paid at once', async () => {
    signInAsMe();
    const fetch = fakeFinesApi([makeFine({ id: 'f-6' })], { canManage: true });
    renderCard();
    const { user, dialog } = await openDialog(/^Baraka/, 'Encaissé', 'Amende encaissée');
    expect(dialog).toHaveTextContent(
      `Vous avez reçu en espèces ${kes('500.00')} de Baraka pour l'amende du cycle 1 ?`,
    );
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'encaissement" }));
    expect(await screen.findByText('Amende de Baraka encaissée')).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/fines/f-6/pay')).toHaveLength(1);
    expect(await within(await findRow(/^Baraka/)).findByText('Payée')).toBeVisible();
  });

  it("keeps the server's refusal in the dialog and reads the fines again", async () => {
    signInAsMe();
    const fetch = fakeFinesApi([declared], { canManage: true });
    renderCard();
    const { user, dialog } = await openDialog(
      /^Baraka/,
      'Valider',
      "Valider le paiement de l'amende",
    );
    fetch.mockImplementationOnce(async () => refusal('FINE_NOT_PENDING'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la validation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Aucun paiement de cette amende n'attend de validation",
    );
    await waitFor(() => expect(callsTo(fetch, 'GET', '/groups/g-1/fines')).toHaveLength(2));
  });
});

describe('GroupFinesCard and crypto: a fine paid in tokens, which the chain decides', () => {
  const HASH = `0x${'9f'.repeat(32)}`;

  /** The group's fines as the API gives them, on a server whose networks are `networks`. */
  function serveFines(fines: FineDto[], { canManage = false, networks = ['polygon'] } = {}) {
    return fakeApi({
      'GET /groups/g-1/fines': () =>
        jsonResponse({ fines, fund: makeGroupFund(), can_manage: canManage } satisfies GroupFines),
      'GET /crypto/networks': () =>
        jsonResponse(makeCryptoNetworks(networks as Parameters<typeof makeCryptoNetworks>[0])),
    });
  }

  it("links the member's own unpaid fine to the crypto pay page, for that fine", async () => {
    signInAsMe();
    serveFines([makeFine({ id: 'f-1', user_id: 'u-1' })]);
    renderCard();
    const row = await findRow(/^Amende du cycle 1/);
    expect(await within(row).findByRole('link', { name: 'Payer en crypto' })).toHaveAttribute(
      'href',
      '/crypto-pay/g-1?fine=f-1',
    );
    expect(within(row).getByRole('button', { name: "J'ai payé en espèces" })).toBeVisible();
  });

  it('offers no crypto where the server has no network configured', async () => {
    signInAsMe();
    const fetch = serveFines([makeFine({ id: 'f-1', user_id: 'u-1' })], { networks: [] });
    renderCard();
    const row = await findRow(/^Amende du cycle 1/);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/crypto/networks')).toHaveLength(1));
    await waitFor(() =>
      expect(within(row).queryByRole('link', { name: 'Payer en crypto' })).toBeNull(),
    );
    expect(within(row).getByRole('button', { name: "J'ai payé en espèces" })).toBeVisible();
  });

  it('tells the member their fine waits for the blockchain, not for an admin, and offers nothing meanwhile', async () => {
    signInAsMe();
    serveFines([
      makeFine({
        id: 'f-1',
        user_id: 'u-1',
        status: 'pending',
        payment_method: 'crypto',
        payment_recorded_at: '2026-02-03T10:00:00.000Z',
      }),
    ]);
    renderCard();
    const row = await findRow(/^Amende du cycle 1/);
    expect(within(row).getByText('Paiement en cours')).toBeVisible();
    expect(
      within(row).getByText('Votre paiement en crypto attend la confirmation de la blockchain.'),
    ).toBeVisible();
    expect(within(row).queryByText(/validation/)).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('gives the admins only the waiver of a fine pending by crypto or M-Pesa, and no crypto for a member', async () => {
    signInAsMe();
    const sent = { status: 'pending', payment_recorded_at: '2026-02-03T10:00:00.000Z' } as const;
    serveFines(
      [
        makeFine({ id: 'f-1', ...sent, payment_method: 'crypto' }),
        makeFine({
          id: 'f-2',
          user_id: 'u-3',
          user_name: 'Chausiku',
          ...sent,
          payment_method: 'mpesa',
        }),
        makeFine({ id: 'f-3', user_id: 'u-4', user_name: 'Zawadi' }),
      ],
      { canManage: true },
    );
    renderCard();
    const crypto = await findRow(/^Baraka/);
    expect(within(crypto).getByText('Paiement en cours')).toBeVisible();
    expect(
      within(crypto).getByText(
        'Paiement en crypto envoyé le 3 févr. 2026 : il attend la confirmation de la blockchain',
      ),
    ).toBeVisible();
    expect(
      within(crypto)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(["Annuler l'amende"]);
    const mpesa = await findRow(/^Chausiku/);
    expect(
      within(mpesa).getByText(
        'Paiement M-Pesa lancé le 3 févr. 2026 : il attend la confirmation de Safaricom',
      ),
    ).toBeVisible();
    expect(
      within(mpesa)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(["Annuler l'amende"]);
    // Another member's unpaid fine is theirs to pay: the admin records cash, nothing in crypto.
    const unpaid = await findRow(/^Zawadi/);
    expect(within(unpaid).getByRole('button', { name: 'Encaissé' })).toBeVisible();
    expect(within(unpaid).queryByRole('link', { name: 'Payer en crypto' })).toBeNull();
  });

  it('shows a fine paid in crypto with its transaction, and one paid by M-Pesa with its receipt', async () => {
    signInAsMe();
    const paid = {
      user_id: 'u-1',
      status: 'paid',
      decided_at: '2026-02-04T10:00:00.000Z',
    } as const;
    serveFines([
      makeFine({ id: 'f-1', ...paid, cycle_number: 2, payment_method: 'crypto', tx_hash: HASH }),
      makeFine({ id: 'f-2', ...paid, payment_method: 'mpesa', receipt_number: 'TK4S7XQ2PA' }),
    ]);
    renderCard();
    const crypto = await findRow(/^Amende du cycle 2/);
    expect(within(crypto).getByText('Payée')).toBeVisible();
    expect(within(crypto).getByText('Crypto · transaction')).toBeVisible();
    expect(within(crypto).getByText(HASH)).toBeVisible();
    const mpesa = await findRow(/^Amende du cycle 1/);
    expect(within(mpesa).getByText('M-Pesa · reçu')).toBeVisible();
    expect(within(mpesa).getByText('TK4S7XQ2PA')).toBeVisible();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    signInAsMe();
    serveFines([
      makeFine({ id: 'f-1', user_id: 'u-1' }),
      makeFine({
        id: 'f-2',
        user_id: 'u-1',
        cycle_number: 2,
        status: 'pending',
        payment_method: 'crypto',
      }),
    ]);
    renderWithProviders(<GroupFinesCard groupId="g-1" finesInRules />);
    const unpaid = await screen.findByRole('listitem', { name: /^Fine for cycle 1/ });
    expect(await within(unpaid).findByRole('link', { name: 'Pay with crypto' })).toBeVisible();
    const pending = screen.getByRole('listitem', { name: /^Fine for cycle 2/ });
    expect(within(pending).getByText('Payment in progress')).toBeVisible();
    expect(
      within(pending).getByText(
        "Your crypto payment is waiting for the blockchain's confirmation.",
      ),
    ).toBeVisible();
  });
});
