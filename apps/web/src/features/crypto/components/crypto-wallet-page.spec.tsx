import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { CryptoNetworkDto, CryptoTransactionDto, WalletDto } from '@tontine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, refusal, sentBodies } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CryptoWalletPage } from './crypto-wallet-page';

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function makeWallet(overrides: Partial<WalletDto> = {}): WalletDto {
  return {
    address: ADDRESS,
    network: 'polygon',
    balance_usdt: '1234.5',
    balance_usdc: '0.123456',
    balances_read_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

function makeNetwork(network: CryptoNetworkDto['network'], available: boolean): CryptoNetworkDto {
  return {
    network,
    available,
    required_confirmations: available ? 2 : null,
    explorer_url: available ? 'https://polygonscan.com/' : null,
    treasury: available ? OTHER : null,
    tokens: available
      ? [
          { symbol: 'USDT', address: OTHER, decimals: 6 },
          { symbol: 'USDC', address: OTHER, decimals: 6 },
        ]
      : [],
  };
}

const NETWORKS = [
  makeNetwork('polygon', true),
  makeNetwork('ethereum', false),
  makeNetwork('bsc', false),
];

function makeTransaction(overrides: Partial<CryptoTransactionDto> = {}): CryptoTransactionDto {
  return {
    id: 'tx-1',
    transaction_type: 'deposit',
    amount: '25.5',
    token_symbol: 'USDT',
    network: 'polygon',
    status: 'confirmed',
    tx_hash: `0x${'ab'.repeat(32)}`,
    explorer_url: `https://polygonscan.com/tx/0x${'ab'.repeat(32)}`,
    wallet_address: ADDRESS,
    counterparty: OTHER,
    group_name: null,
    fiat_amount: null,
    currency: null,
    created_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

function serve(wallets: WalletDto[] = [makeWallet()], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /crypto/wallets': () => jsonResponse(wallets),
    'GET /crypto/transactions': () => jsonResponse([makeTransaction()]),
    'GET /crypto/networks': () => jsonResponse(NETWORKS),
    ...extra,
  });
}

const card = (network = 'Polygon') =>
  screen.findByRole('article', { name: `Portefeuille ${network}` });

describe('CryptoWalletPage', () => {
  beforeEach(() => notifications.clean());

  it('shows each wallet with its network, short address, balances to 4 decimals and total to 2', async () => {
    serve();
    renderWithProviders(<CryptoWalletPage />);
    const wallet = await card();
    expect(within(wallet).getByText('0x71C7…976F')).toBeVisible();
    expect(within(wallet).getByText('1,234.5000')).toBeVisible();
    expect(within(wallet).getByText('0.1235')).toBeVisible();
    expect(within(wallet).getByText('$1,234.62')).toBeVisible();
    expect(within(wallet).getByText(/^Soldes lus le /)).toBeVisible();
    expect(within(wallet).getByRole('button', { name: "Copier l'adresse" })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Solde total' })).toHaveTextContent('$1,234.62');
    expect(screen.getByRole('region', { name: 'Portefeuilles actifs' })).toHaveTextContent('1');
    expect(await screen.findByRole('region', { name: 'Transactions' })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('hides every balance behind **** with the toggle', async () => {
    serve();
    renderWithProviders(<CryptoWalletPage />);
    const wallet = await card();
    const toggle = screen.getByRole('button', { name: 'Masquer les soldes' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(wallet).queryByText('1,234.5000')).not.toBeInTheDocument();
    expect(within(wallet).getAllByText('****')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Solde total' })).toHaveTextContent('****');
  });

  it('shows the server’s message when the wallets cannot be loaded', async () => {
    serve([], { 'GET /crypto/wallets': () => refusal('CRYPTO_SERVICE_UNAVAILABLE') });
    renderWithProviders(<CryptoWalletPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service de cryptomonnaie temporairement indisponible',
    );
  });

  it('creates a wallet on polygon by default; networks the server lacks are unavailable', async () => {
    const created = makeWallet({ balance_usdt: null, balance_usdc: null, balances_read_at: null });
    const mine: WalletDto[] = [];
    const fetch = serve(mine, {
      'GET /crypto/wallets': () => jsonResponse(mine),
      'POST /crypto/wallet': () => {
        mine.push(created);
        return jsonResponse(created, 201);
      },
    });
    renderWithProviders(<CryptoWalletPage />);
    expect(await screen.findByText("Vous n'avez pas encore de portefeuille")).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Créer un portefeuille' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un portefeuille' });
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Ethereum' })).toBeDisabled(),
    );
    expect(within(dialog).getAllByText('Indisponible sur cette plateforme')).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: 'Polygon' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le portefeuille' }));

    expect(await screen.findByText('Portefeuille Polygon créé')).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/crypto/wallet')).toEqual([{ network: 'polygon' }]);
    const wallet = await card();
    expect(within(wallet).getByText('Soldes pas encore lus sur la blockchain')).toBeVisible();
  });

  it('keeps the creation dialog open with the server’s refusal', async () => {
    serve([], { 'POST /crypto/wallet': () => refusal('CRYPTO_WALLETS_DISABLED') });
    renderWithProviders(<CryptoWalletPage />);
    expect(await screen.findByText("Vous n'avez pas encore de portefeuille")).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Créer un portefeuille' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un portefeuille' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Créer le portefeuille' })).toBeEnabled(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le portefeuille' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /La création de portefeuilles crypto est désactivée/,
    );
  });

  it('replaces the card with the balances read on refresh, and says why a refresh failed', async () => {
    let down = false;
    const fetch = serve([makeWallet()], {
      'POST /crypto/wallets/0x71C7656EC7ab88b098defB751B7401B5f6d8976F/refresh': () =>
        down
          ? refusal('CRYPTO_SERVICE_UNAVAILABLE')
          : jsonResponse(makeWallet({ balance_usdt: '10', balance_usdc: '2.5' })),
    });
    renderWithProviders(<CryptoWalletPage />);
    const wallet = await card();
    const refresh = within(wallet).getByRole('button', { name: 'Actualiser les soldes Polygon' });
    fireEvent.click(refresh);
    expect(await within(wallet).findByText('10.0000')).toBeVisible();
    expect(within(wallet).getByText('$12.50')).toBeVisible();
    const [call] = fetch.mock.calls.filter(([input]) => String(input).includes('/refresh'));
    expect(String(call?.[0])).toContain('?network=polygon');

    down = true;
    fireEvent.click(refresh);
    expect(await within(wallet).findByRole('alert')).toHaveTextContent(
      'Service de cryptomonnaie temporairement indisponible',
    );
  });

  it('receives: the address and its QR code', async () => {
    serve();
    renderWithProviders(<CryptoWalletPage />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Recevoir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recevoir sur Polygon' });
    expect(within(dialog).getByText(ADDRESS)).toBeVisible();
    expect(
      within(dialog).getByRole('img', { name: `QR code de l'adresse ${ADDRESS}` }),
    ).toBeInTheDocument();
  });

  it('sends after a confirmation that repeats it, with one Idempotency-Key per dialog', async () => {
    let refuse = true;
    const fetch = serve([makeWallet()], {
      [`POST /crypto/wallets/${ADDRESS}/send`]: () =>
        refuse
          ? refusal('CRYPTO_SERVICE_UNAVAILABLE')
          : jsonResponse(makeTransaction({ transaction_type: 'send', status: 'pending' }), 201),
    });
    renderWithProviders(<CryptoWalletPage />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Envoyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer depuis Polygon' });
    const to = within(dialog).getByRole('textbox', { name: 'Adresse du destinataire' });
    const amount = within(dialog).getByRole('textbox', { name: 'Montant' });

    fireEvent.change(to, { target: { value: '0x123' } });
    fireEvent.change(amount, { target: { value: '1.1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier l’envoi' }));
    expect(
      await within(dialog).findByText('Adresse invalide : 0x suivi de 40 caractères hexadécimaux'),
    ).toBeVisible();
    // The token has 6 decimals on this network.
    expect(
      within(dialog).getByText('Saisissez un montant supérieur à 0, avec au plus 6 décimales'),
    ).toBeVisible();

    fireEvent.change(to, { target: { value: ADDRESS } });
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier l’envoi' }));
    expect(
      await within(dialog).findByText('Choisissez une autre adresse que celle de ce portefeuille'),
    ).toBeVisible();

    fireEvent.change(to, { target: { value: OTHER } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier l’envoi' }));
    const confirm = await screen.findByRole('dialog', { name: "Confirmer l'envoi" });
    expect(confirm).toHaveTextContent('Vous allez envoyer 12.5 USDT sur Polygon');
    expect(confirm).toHaveTextContent(OTHER);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer et envoyer' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Service de cryptomonnaie temporairement indisponible',
    );

    refuse = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer et envoyer' }));
    expect(
      await screen.findByText('Envoi soumis : il apparaîtra confirmé dans les transactions'),
    ).toBeVisible();
    expect(sentBodies(fetch, 'POST', `/crypto/wallets/${ADDRESS}/send`)).toEqual([
      { network: 'polygon', token_symbol: 'USDT', to: OTHER, amount: '12.5' },
      { network: 'polygon', token_symbol: 'USDT', to: OTHER, amount: '12.5' },
    ]);
    const keys = fetch.mock.calls
      .filter(([input]) => String(input).endsWith('/send'))
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lists the transactions with type, amount, token, status chip, explorer link and date', async () => {
    serve([makeWallet()], {
      'GET /crypto/transactions': () =>
        jsonResponse([
          makeTransaction(),
          makeTransaction({
            id: 'tx-2',
            transaction_type: 'contribution',
            amount: '11.583012',
            status: 'pending',
            group_name: 'Chama Umoja',
            fiat_amount: '1500.00',
            currency: 'KES',
          }),
          makeTransaction({ id: 'tx-3', transaction_type: 'send', status: 'failed' }),
        ]),
    });
    renderWithProviders(<CryptoWalletPage />);
    await card();
    fireEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    const list = await screen.findByRole('list', { name: 'Mes transactions crypto' });
    const [deposit, contribution, send] = within(list).getAllByRole('listitem');
    expect(deposit).toHaveTextContent('Dépôt · Polygon');
    expect(deposit).toHaveTextContent('+25.5000 USDT');
    expect(deposit).toHaveTextContent('Confirmée');
    expect(deposit).toHaveTextContent('De 0x7099…79C8');
    expect(within(deposit!).getByRole('link', { name: "Voir sur l'explorateur" })).toHaveAttribute(
      'href',
      `https://polygonscan.com/tx/0x${'ab'.repeat(32)}`,
    );
    expect(contribution).toHaveTextContent('Contribution · Polygon');
    expect(contribution).toHaveTextContent('Groupe Chama Umoja');
    expect(contribution).toHaveTextContent('En attente');
    expect(send).toHaveTextContent('Envoi · Polygon');
    expect(send).toHaveTextContent('Échouée');
  });

  it('shows the fiat gateway as coming soon with KES, USD and EUR', async () => {
    serve();
    renderWithProviders(<CryptoWalletPage />);
    await card();
    fireEvent.click(screen.getByRole('tab', { name: 'Convertir' }));
    expect(await screen.findByText('Passerelle fiat bientôt disponible')).toBeVisible();
    for (const currency of ['KES', 'USD', 'EUR']) expect(screen.getByText(currency)).toBeVisible();
  });
});
