import { fireEvent, screen, within } from '@testing-library/react';
import type { MemberPaymentDueDto, MyPaymentsDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { kes, makeContribution, makeCryptoNetworks, makeFine } from '../../../test/factories';
import { PaymentsPage } from './payments-page';

const due = (overrides: Partial<MemberPaymentDueDto>): MemberPaymentDueDto => ({
  group_id: 'g-1',
  group_name: 'Chama Umoja',
  currency: 'KES',
  cycle_number: 2,
  due_date: '2026-02-01',
  contribution_amount: '5000.00',
  approved: '0.00',
  pending: '0.00',
  owed: '5000.00',
  state: 'due',
  ...overrides,
});

const answer: MyPaymentsDto = {
  due: [
    due({ owed: '1500.50', approved: '3499.50', state: 'overdue' }),
    due({ group_id: 'g-2', group_name: 'Tontine payée', state: 'paid', owed: '0.00' }),
  ],
  history: [
    {
      ...makeContribution({ id: 'c-2', method: 'crypto', chain_status: 'confirmed' }),
      group_name: 'Chama Umoja',
    },
    {
      ...makeContribution({ id: 'c-1', status: 'approved', amount: '3499.50', cycle_number: 2 }),
      group_name: 'Chama Umoja',
    },
  ],
  fines: [],
};

describe('PaymentsPage', () => {
  it("lists the member's fines with their groups, and declares one paid in cash", async () => {
    let declared = false;
    const fine = (status: 'unpaid' | 'pending' | 'paid') => ({
      ...makeFine({ id: `f-${status}`, group_id: 'g-2', status, amount: '250.00' }),
      group_name: 'Chama Mapato',
    });
    const fetch = fakeApi({
      'GET /users/me/payments': () =>
        jsonResponse({
          ...answer,
          fines: [declared ? fine('pending') : fine('unpaid'), { ...fine('paid'), id: 'f-old' }],
        }),
      'POST /fines/f-unpaid/pay': () => {
        declared = true;
        return jsonResponse({ fine: { ...makeFine({ id: 'f-unpaid' }), status: 'pending' } });
      },
    });
    renderWithProviders(<PaymentsPage />);
    const fines = await screen.findByRole('region', { name: 'Mes amendes' });
    expect(within(fines).getByText('Mes amendes à régler (1)')).toBeInTheDocument();
    const rows = within(fines).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Chama Mapato' })).toHaveAttribute(
      'href',
      '/groups/g-2',
    );
    fireEvent.click(within(rows[0]!).getByRole('button', { name: "J'ai payé en espèces" }));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement en espèces' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^J'ai payé/ }));
    expect(await screen.findByText('Paiement déclaré : il attend la validation')).toBeVisible();
    expect(callsTo(fetch, 'POST', '/fines/f-unpaid/pay')).toHaveLength(1);
    // The page reads the fines again: the declared one now waits for validation.
    expect(
      await within(fines).findByText(
        "Votre paiement attend la validation de l'administrateur du groupe.",
      ),
    ).toBeVisible();
  });

  it('links an unpaid fine to its crypto payment, and shows a fine paid in crypto with its transaction', async () => {
    const hash = `0x${'ef'.repeat(32)}`;
    fakeApi({
      'GET /users/me/payments': () =>
        jsonResponse({
          ...answer,
          fines: [
            { ...makeFine({ id: 'f-1', group_id: 'g-2' }), group_name: 'Chama Mapato' },
            {
              ...makeFine({
                id: 'f-2',
                group_id: 'g-2',
                cycle_number: 2,
                status: 'paid',
                payment_method: 'crypto',
                tx_hash: hash,
                decided_at: '2026-02-04T10:00:00.000Z',
              }),
              group_name: 'Chama Mapato',
            },
          ],
        }),
      'GET /crypto/networks': () => jsonResponse(makeCryptoNetworks()),
    });
    renderWithProviders(<PaymentsPage />);
    const fines = await screen.findByRole('region', { name: 'Mes amendes' });
    const [unpaid, paid] = within(fines).getAllByRole('listitem');
    expect(within(unpaid!).getByRole('link', { name: 'Payer en crypto' })).toHaveAttribute(
      'href',
      '/crypto-pay/g-2?fine=f-1',
    );
    expect(within(paid!).getByText('Crypto · transaction')).toBeVisible();
    expect(within(paid!).getByText(hash)).toBeVisible();
    expect(within(paid!).queryByRole('link', { name: 'Payer en crypto' })).toBeNull();
  });

  it('shows what is due and when, what awaits validation and the history', async () => {
    fakeApi({ 'GET /users/me/payments': () => jsonResponse(answer) });
    renderWithProviders(<PaymentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeInTheDocument();

    const toPay = await screen.findByRole('region', { name: 'À payer' });
    expect(within(toPay).getByRole('link', { name: 'Chama Umoja' })).toHaveAttribute(
      'href',
      '/groups/g-1',
    );
    expect(within(toPay).getByText('En retard')).toBeInTheDocument();
    expect(within(toPay).getByText(`Reste à payer : ${kes('1500.50')}`)).toBeInTheDocument();
    expect(within(toPay).queryByText('Tontine payée')).not.toBeInTheDocument();

    const pending = screen.getByRole('region', { name: 'En attente de validation' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(pending).getByText(
        "Confirmée sur la blockchain : en attente de la validation de l'admin",
      ),
    ).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Historique' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent(kes('3499.50'));
    expect(items[1]).toHaveTextContent('Chama Umoja · Cycle 2 · Espèces');
    expect(items[1]).toHaveTextContent('Validée');
  });

  it('offers the ways to pay a group due: cash here, crypto as configured, M-Pesa explained', async () => {
    fakeApi({
      'GET /users/me/payments': () => jsonResponse(answer),
      'GET /crypto/networks': () => jsonResponse(makeCryptoNetworks(['polygon', 'bsc'])),
    });
    renderWithProviders(<PaymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer pour Chama Umoja' }));
    const dialog = await screen.findByRole('dialog');
    const crypto = await within(dialog).findByRole('link', { name: /^Crypto \(USDT, USDC\)/ });
    expect(crypto).toHaveAttribute('href', '/crypto-pay/g-1');
    expect(crypto).toHaveTextContent('USDT ou USDC sur Polygon ou BSC');
    expect(dialog).not.toHaveTextContent('Bitcoin');
    expect(within(dialog).getByRole('link', { name: /M-Pesa/ })).toHaveAttribute('href', '/mpesa');
  });

  it('records cash where it is chosen, with the amount owed proposed, and refreshes the list', async () => {
    let recorded = false;
    const fetch = fakeApi({
      'GET /users/me/payments': () =>
        jsonResponse(
          recorded
            ? {
                due: [due({ owed: '0.00', pending: '1500.50', state: 'pending' })],
                history: [],
                fines: [],
              }
            : answer,
        ),
      'GET /crypto/networks': () => jsonResponse(makeCryptoNetworks()),
      'POST /contributions/cash/record': () => {
        recorded = true;
        return jsonResponse({ success: true, message: 'ok', contribution: { id: 'c-9' } }, 201);
      },
    });
    renderWithProviders(<PaymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer pour Chama Umoja' }));
    fireEvent.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: /^Espèces/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Paiement en espèces' });
    expect(within(confirm).getByLabelText('Montant (KES)')).toHaveValue('1500.50');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await screen.findByText("Paiement enregistré ! L'admin va valider votre contribution."),
    ).toBeInTheDocument();
    const [call] = callsTo(fetch, 'POST', '/contributions/cash/record');
    expect(Object.fromEntries(call?.search ?? [])).toEqual({
      group_id: 'g-1',
      amount: '1500.50',
      currency: 'KES',
    });
    // The due is read again: nothing is left to pay for that group.
    expect(await screen.findByText('Rien à payer pour le moment.')).toBeInTheDocument();
  });

  it('disables crypto in the choice, with the service message, when no network is configured', async () => {
    fakeApi({
      'GET /users/me/payments': () => jsonResponse(answer),
      'GET /crypto/networks': () => jsonResponse(makeCryptoNetworks([])),
    });
    renderWithProviders(<PaymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer pour Chama Umoja' }));
    const dialog = await screen.findByRole('dialog');
    const crypto = await within(dialog).findByRole('button', { name: /^Crypto/ });
    expect(crypto).toHaveAttribute('aria-disabled', 'true');
    expect(crypto).toHaveTextContent('Service de cryptomonnaie temporairement indisponible');
    expect(within(dialog).queryByRole('link', { name: /Crypto/ })).toBeNull();
  });

  it('says so when nothing is due or pending', async () => {
    fakeApi({ 'GET /users/me/payments': () => jsonResponse({ due: [], history: [], fines: [] }) });
    renderWithProviders(<PaymentsPage />);
    expect(await screen.findByText('Rien à payer pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Aucun paiement en attente de validation.')).toBeInTheDocument();
    expect(screen.getByText('Aucun paiement pour le moment.')).toBeInTheDocument();
  });
});
