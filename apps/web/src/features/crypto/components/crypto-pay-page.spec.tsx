import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type {
  CryptoNetworkDto,
  CryptoPaymentDto,
  CryptoQuoteDto,
  GroupDetailDto,
  WalletDto,
} from '@tontine/contracts';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, refusal, sentBodies, type FakeRoute } from '../../../test/fake-api';
import { kes, signInAsMe } from '../../../test/factories';
import { queryKeys } from '../../../lib/query-keys';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CryptoPayPage } from './crypto-pay-page';

const WALLET = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const TREASURY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TX = `0x${'AB'.repeat(32)}`;

const group = (my_relation: GroupDetailDto['my_relation'] = 'member') =>
  ({
    id: 'g-1',
    name: 'Chama Umoja',
    status: 'active',
    payment_enabled: true,
    contribution_amount: '1500.00',
    currency: 'KES',
    current_cycle: 3,
    my_relation,
  }) as GroupDetailDto;

const wallet: WalletDto = {
  address: WALLET,
  network: 'polygon',
  balance_usdt: '20',
  balance_usdc: '0',
  balances_read_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-19T10:00:00.000Z',
};

const networks: CryptoNetworkDto[] = (['polygon', 'ethereum', 'bsc'] as const).map((n) => ({
  network: n,
  available: n === 'polygon',
  required_confirmations: n === 'polygon' ? 2 : null,
  explorer_url: null,
  treasury: n === 'polygon' ? TREASURY : null,
  tokens: [],
}));

const quote: CryptoQuoteDto = {
  id: 'q-1',
  group_id: 'g-1',
  cycle_number: 3,
  fine_id: null,
  saving: false,
  network: 'polygon',
  token_symbol: 'USDT',
  amount: '1500.00',
  currency: 'KES',
  rate: '129.5',
  rate_set_at: '2026-11-20T08:00:00.000Z',
  token_amount: '11.583012',
  token_amount_raw: '11583012',
  token_decimals: 6,
  token_address: TREASURY,
  treasury: TREASURY,
  expires_at: '2999-01-01T00:00:00.000Z',
  created_at: '2026-11-24T10:00:00.000Z',
};

function makePayment(overrides: Partial<CryptoPaymentDto> = {}): CryptoPaymentDto {
  return {
    id: 'p-1',
    contribution_id: 'c-1',
    fine_id: null,
    saving_id: null,
    group_id: 'g-1',
    group_name: 'Chama Umoja',
    cycle_number: 3,
    source: 'custodial',
    network: 'polygon',
    token_symbol: 'USDT',
    amount: '1500.00',
    currency: 'KES',
    rate: '129.5',
    token_amount: '11.583012',
    from_address: WALLET,
    treasury: TREASURY,
    tx_hash: TX.toLowerCase(),
    log_index: null,
    chain_status: 'pending',
    failure_reason: null,
    confirmations: 1,
    required_confirmations: 2,
    explorer_url: `https://polygonscan.com/tx/${TX.toLowerCase()}`,
    contribution_status: 'pending',
    fine_status: null,
    saving_status: null,
    created_at: '2026-11-24T10:01:00.000Z',
    checked_at: '2026-11-24T10:01:00.000Z',
    confirmed_at: null,
    ...overrides,
  };
}

function serve(routes: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /groups/g-1': () => jsonResponse(group()),
    'GET /crypto/wallets': () => jsonResponse([wallet]),
    'GET /crypto/networks': () => jsonResponse(networks),
    'POST /crypto/payments/quote': () => jsonResponse(quote, 201),
    ...routes,
  });
}

function renderPage(route = '/crypto-pay/g-1') {
  signInAsMe();
  return renderWithProviders(
    <Routes>
      <Route path="/crypto-pay/:groupId" element={<CryptoPayPage />} />
    </Routes>,
    { route },
  );
}

async function getQuote() {
  fireEvent.click(await screen.findByRole('button', { name: 'Calculer le montant à payer' }));
  return screen.findByRole('region', { name: 'Montant à payer' });
}

describe('CryptoPayPage', () => {
  beforeEach(() => notifications.clean());

  it('refuses a non-member with the documents’ message', async () => {
    serve({ 'GET /groups/g-1': () => jsonResponse(group('pending')) });
    renderPage();
    const told =
      "Impossible d'effectuer le paiement crypto : Vous devez être membre du groupe pour effectuer un paiement";
    // On the page, and as the documents' toast.
    expect(await screen.findByText(told, { selector: '.mantine-Alert-message' })).toBeVisible();
    expect(
      await screen.findByText(told, { selector: '.mantine-Notification-description' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Calculer le montant à payer' })).toBeNull();
  });

  it('says the crypto service is unavailable when it does not answer', async () => {
    serve({ 'GET /crypto/wallets': () => refusal('CRYPTO_SERVICE_UNAVAILABLE') });
    renderPage();
    expect(
      await screen.findByText(
        "Impossible d'effectuer le paiement crypto : Service de cryptomonnaie temporairement indisponible",
        { selector: '.mantine-Alert-message' },
      ),
    ).toBeVisible();
  });

  it('says the crypto service is unavailable, and offers no form, when no network is configured', async () => {
    serve({
      'GET /crypto/networks': () =>
        jsonResponse(networks.map((n) => ({ ...n, available: false, tokens: [] }))),
    });
    renderPage();
    expect(
      await screen.findByText(
        "Impossible d'effectuer le paiement crypto : Service de cryptomonnaie temporairement indisponible",
        { selector: '.mantine-Alert-message' },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Calculer le montant à payer' })).toBeNull();
  });

  it('shows the quote: amount due, rate and date, token amount, treasury and expiry', async () => {
    const fetch = serve();
    renderPage();
    expect(await screen.findByText('Chama Umoja · cycle 3')).toBeVisible();
    const tokens = within(screen.getByRole('region', { name: 'Réseau et jeton' }));
    expect(tokens.getByRole('radio', { name: 'Ethereum' })).toBeDisabled();
    const summary = await getQuote();
    expect(summary).toHaveTextContent(kes('1500.00'));
    expect(summary).toHaveTextContent(/1 USD = 129\.5 KES \(fixé le /);
    expect(summary).toHaveTextContent('11.583012 USDT');
    expect(summary).toHaveTextContent(TREASURY);
    expect(summary).toHaveTextContent(/Valable jusqu'à /);
    expect(sentBodies(fetch, 'POST', '/crypto/payments/quote')).toEqual([
      { group_id: 'g-1', network: 'polygon', token_symbol: 'USDT' },
    ]);
  });

  it('shows why the server refuses a quote', async () => {
    serve({ 'POST /crypto/payments/quote': () => refusal('CRYPTO_NETWORK_UNAVAILABLE') });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Calculer le montant à payer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ce réseau n'est pas disponible sur cette plateforme",
    );
  });

  it('pays from the custodial wallet after a confirmation, then follows the confirmations', async () => {
    let checks = 0;
    const fetch = serve({
      'POST /crypto/payments': () => jsonResponse(makePayment(), 201),
      'POST /crypto/payments/p-1/check': () => {
        checks += 1;
        return jsonResponse(
          makePayment({ chain_status: 'confirmed', confirmations: 2, log_index: 0 }),
        );
      },
    });
    renderPage();
    await getQuote();
    const custodial = screen.getByRole('region', { name: 'Depuis mon portefeuille Tontine' });
    expect(custodial).toHaveTextContent('Solde : 20.0000 USDT');
    fireEvent.click(within(custodial).getByRole('button', { name: 'Payer 11.583012 USDT' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le paiement' });
    expect(confirm).toHaveTextContent(
      `11.583012 USDT partiront de votre portefeuille Polygon vers la trésorerie de la plateforme, pour ${kes('1500.00')} au groupe Chama Umoja.`,
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer et payer' }));

    const status = await screen.findByRole('region', { name: 'Suivi du paiement' });
    expect(within(status).getByRole('status')).toHaveTextContent('Confirmations : 1 / 2');
    expect(status).toHaveTextContent(TX.toLowerCase());
    expect(sentBodies(fetch, 'POST', '/crypto/payments')).toEqual([
      { source: 'custodial', quote_id: 'q-1' },
    ]);
    const [, init] = fetch.mock.calls.find(([input]) => String(input).endsWith('/payments'))!;
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    // The status is checked again every few seconds while pending.
    expect(
      await within(status).findByText(
        "Confirmé sur la blockchain : en attente de la validation de l'admin",
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(checks).toBe(1);
  }, 15_000);

  it('pays from an outside wallet by its hash and tells a failure with its reason', async () => {
    const fetch = serve({
      'POST /crypto/payments': () =>
        jsonResponse(
          makePayment({
            source: 'external',
            from_address: null,
            chain_status: 'failed',
            failure_reason: 'short_amount',
            confirmations: 0,
          }),
          201,
        ),
    });
    renderPage();
    await getQuote();
    const external = screen.getByRole('region', { name: 'Depuis un autre portefeuille' });
    expect(
      within(external).getByRole('img', { name: `QR code de la trésorerie ${TREASURY}` }),
    ).toBeInTheDocument();
    const hash = within(external).getByRole('textbox', { name: 'Hash de la transaction' });
    fireEvent.change(hash, { target: { value: '0x1234' } });
    fireEvent.click(within(external).getByRole('button', { name: 'Soumettre la transaction' }));
    expect(
      await within(external).findByText('Hash invalide : 0x suivi de 64 caractères hexadécimaux'),
    ).toBeVisible();

    fireEvent.change(hash, { target: { value: ` ${TX} ` } });
    fireEvent.click(within(external).getByRole('button', { name: 'Soumettre la transaction' }));
    const status = await screen.findByRole('region', { name: 'Suivi du paiement' });
    expect(within(status).getByRole('alert')).toHaveTextContent(
      'Paiement échoué : le montant transféré est inférieur au montant dû',
    );
    expect(
      await screen.findByText(
        "Impossible d'effectuer le paiement crypto : le montant transféré est inférieur au montant dû",
      ),
    ).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/crypto/payments')).toEqual([
      { source: 'external', quote_id: 'q-1', tx_hash: TX.toLowerCase() },
    ]);
    expect(within(status).getByRole('button', { name: 'Recommencer' })).toBeVisible();
  });

  it('reopens a payment’s status from its URL', async () => {
    serve({
      'GET /crypto/payments/p-1': () =>
        jsonResponse(makePayment({ chain_status: 'confirmed', contribution_status: 'approved' })),
    });
    renderPage('/crypto-pay/g-1?payment=p-1');
    const status = await screen.findByRole('region', { name: 'Suivi du paiement' });
    expect(await within(status).findByText("Paiement validé par l'admin")).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Retour au groupe' })).toHaveAttribute(
      'href',
      '/groups/g-1?tab=payments',
    );
  });
});

/** The page's query string, where the fine and the payment's id are kept. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPayPage(route = '/crypto-pay/g-1?fine=f-1') {
  signInAsMe();
  return renderWithProviders(
    <Routes>
      <Route
        path="/crypto-pay/:groupId"
        element={
          <>
            <CryptoPayPage />
            <Search />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

/** Baraka's late fine of cycle 2, 50 KES: 0.386101 USDT at 129.5 KES a dollar. */
const fineQuote: CryptoQuoteDto = {
  ...quote,
  id: 'q-2',
  cycle_number: 2,
  fine_id: 'f-1',
  amount: '50.00',
  token_amount: '0.386101',
  token_amount_raw: '386101',
};

const finePayment = (overrides: Partial<CryptoPaymentDto> = {}) =>
  makePayment({
    id: 'p-2',
    contribution_id: null,
    fine_id: 'f-1',
    cycle_number: 2,
    amount: '50.00',
    token_amount: '0.386101',
    contribution_status: null,
    fine_status: 'pending',
    ...overrides,
  });

describe('CryptoPayPage for a late fine (?fine=)', () => {
  beforeEach(() => notifications.clean());

  it('asks the quote for the fine, says it pays the fine of its cycle and not the contribution, and holds it until the chain confirms', async () => {
    const fetch = serve({
      'POST /crypto/payments/quote': () => jsonResponse(fineQuote, 201),
      'POST /crypto/payments': () => jsonResponse(finePayment(), 201),
    });
    renderPayPage();
    expect(await screen.findByRole('heading', { name: "Payer l'amende en crypto" })).toBeVisible();
    expect(screen.getByText('Chama Umoja · amende de retard')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Vous payez une amende de retard, pas la contribution du cycle.',
    );

    const summary = await getQuote();
    expect(sentBodies(fetch, 'POST', '/crypto/payments/quote')).toEqual([
      { group_id: 'g-1', network: 'polygon', token_symbol: 'USDT', fine_id: 'f-1' },
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(
      `Vous payez l'amende de retard du cycle 2, ${kes('50.00')}, pas la contribution du cycle.`,
    );
    expect(within(summary).getByText("Montant de l'amende")).toBeVisible();
    expect(within(summary).queryByText('Reste dû pour le cycle')).toBeNull();
    expect(summary).toHaveTextContent(kes('50.00'));
    expect(summary).toHaveTextContent('0.386101 USDT');

    const custodial = screen.getByRole('region', { name: 'Depuis mon portefeuille Tontine' });
    fireEvent.click(within(custodial).getByRole('button', { name: 'Payer 0.386101 USDT' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le paiement' });
    expect(confirm).toHaveTextContent(
      `0.386101 USDT partiront de votre portefeuille Polygon vers la trésorerie de la plateforme, pour l'amende de ${kes('50.00')} (cycle 2) au groupe Chama Umoja.`,
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer et payer' }));

    const status = await screen.findByRole('region', { name: 'Suivi du paiement' });
    expect(within(status).getByRole('status')).toHaveTextContent('Confirmations : 1 / 2');
    expect(
      within(status).getByText(
        "L'amende sera payée dès que la blockchain aura confirmé le transfert.",
      ),
    ).toBeVisible();
    // No admin validates a fine's payment.
    expect(status).not.toHaveTextContent(/admin/);
    expect(sentBodies(fetch, 'POST', '/crypto/payments')).toEqual([
      { source: 'custodial', quote_id: 'q-2' },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?fine=f-1&payment=p-2'),
    );
  });

  it('reopens a confirmed payment: the fine is paid into the fund, and the group is read again', async () => {
    serve({
      'GET /crypto/payments/p-2': () =>
        jsonResponse(
          finePayment({ chain_status: 'confirmed', confirmations: 2, fine_status: 'paid' }),
        ),
    });
    const { queryClient } = renderPayPage('/crypto-pay/g-1?fine=f-1&payment=p-2');
    queryClient.setQueryData(queryKeys.groupFines('g-1'), { fines: [] });
    const status = await screen.findByRole('region', { name: 'Suivi du paiement' });
    expect(
      await within(status).findByText('Amende payée : elle va dans la caisse du groupe.'),
    ).toBeVisible();
    expect(status).not.toHaveTextContent("Paiement validé par l'admin");
    // The fines card sits on the group page itself, above its tabs.
    expect(within(status).getByRole('link', { name: 'Retour au groupe' })).toHaveAttribute(
      'href',
      '/groups/g-1',
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.groupFines('g-1'))?.isInvalidated).toBe(true),
    );
  });

  it('tells a failed transfer with its reason: the fine is to pay again, from a new quote for it', async () => {
    const fetch = serve({
      'POST /crypto/payments/quote': () => jsonResponse(fineQuote, 201),
      'POST /crypto/payments': () =>
        jsonResponse(
          finePayment({
            source: 'external',
            from_address: null,
            chain_status: 'failed',
            failure_reason: 'wrong_token',
            confirmations: 0,
            fine_status: 'unpaid',
          }),
          201,
        ),
    });
    renderPayPage();
    await getQuote();
    const external = screen.getByRole('region', { name: 'Depuis un autre portefeuille' });
    fireEvent.change(within(external).getByRole('textbox', { name: 'Hash de la transaction' }), {
      target: { value: TX },
    });
    fireEvent.click(within(external).getByRole('button', { name: 'Soumettre la transaction' }));
    const status = await screen.findByRole('region', { name: 'Suivi du paiement' });
    expect(within(status).getByRole('alert')).toHaveTextContent(
      "Paiement échoué : le jeton transféré n'est pas celui demandé. L'amende est de nouveau à payer.",
    );

    fireEvent.click(within(status).getByRole('button', { name: 'Recommencer' }));
    expect(await screen.findByTestId('search')).toHaveTextContent('?fine=f-1');
    expect(screen.getByTestId('search')).not.toHaveTextContent('payment');
    await getQuote();
    expect(sentBodies(fetch, 'POST', '/crypto/payments/quote').at(-1)).toMatchObject({
      fine_id: 'f-1',
    });
  });

  it("shows the server's refusal of a fine already settled", async () => {
    serve({ 'POST /crypto/payments/quote': () => refusal('FINE_SETTLED') });
    renderPayPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Calculer le montant à payer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette amende est déjà réglée ou annulée',
    );
  });
});

/** Baraka's free saving of 300 KES: 2.316602 USDT at 129.5 KES a dollar. */
const savingQuote: CryptoQuoteDto = {
  ...quote,
  id: 'q-3',
  cycle_number: 1,
  saving: true,
  amount: '300.00',
  token_amount: '2.316602',
  token_amount_raw: '2316602',
};

const savingPayment = (overrides: Partial<CryptoPaymentDto> = {}) =>
  makePayment({
    id: 'p-3',
    contribution_id: null,
    saving_id: 's-1',
    cycle_number: 1,
    amount: '300.00',
    token_amount: '2.316602',
    contribution_status: null,
    saving_status: 'pending',
    ...overrides,
  });

describe('CryptoPayPage for a saving (?saving=1)', () => {
  beforeEach(() => notifications.clean());

  it('asks the quote for the saving of the amount given, and says it goes into the fund once the chain confirms it', async () => {
    const fetch = serve({
      'POST /crypto/payments/quote': () => jsonResponse(savingQuote, 201),
      'POST /crypto/payments': () => jsonResponse(savingPayment(), 201),
    });
    renderPayPage('/crypto-pay/g-1?saving=1&amount=300.00');
    expect(
      await screen.findByRole('heading', { name: 'Verser mon épargne en crypto' }),
    ).toBeVisible();
    expect(screen.getByText("Chama Umoja · caisse d'épargne")).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Vous versez votre épargne dans la caisse du groupe, pas la contribution du cycle.',
    );
    const summary = await getQuote();
    expect(sentBodies(fetch, 'POST', '/crypto/payments/quote')).toEqual([
      {
        group_id: 'g-1',
        network: 'polygon',
        token_symbol: 'USDT',
        saving: { amount: '300.00' },
      },
    ]);
    expect(within(summary).getByText('Épargne à verser')).toBeVisible();

    const custodial = screen.getByRole('region', { name: 'Depuis mon portefeuille Tontine' });
    fireEvent.click(within(custodial).getByRole('button', { name: 'Payer 2.316602 USDT' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le paiement' });
    expect(confirm).toHaveTextContent(
      `2.316602 USDT partiront de votre portefeuille Polygon vers la trésorerie de la plateforme, pour votre épargne de ${kes('300.00')} (cycle 1) au groupe Chama Umoja.`,
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer et payer' }));
    const status = await screen.findByRole('region', { name: 'Suivi du paiement' });
    expect(
      within(status).getByText(
        'Votre épargne sera versée dans la caisse dès que la blockchain aura confirmé le transfert.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?saving=1&amount=300.00&payment=p-3'),
    );
  });

  it('reopens a confirmed payment: the saving is in the fund', async () => {
    serve({
      'GET /crypto/payments/p-3': () =>
        jsonResponse(
          savingPayment({ chain_status: 'confirmed', confirmations: 2, saving_status: 'approved' }),
        ),
    });
    renderPayPage('/crypto-pay/g-1?saving=1&payment=p-3');
    const status = await screen.findByRole('region', { name: 'Suivi du paiement' });
    expect(
      await within(status).findByText('Épargne versée dans la caisse du groupe.'),
    ).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Retour au groupe' })).toHaveAttribute(
      'href',
      '/groups/g-1',
    );
  });
});
