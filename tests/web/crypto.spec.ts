import { expect, test, type APIRequestContext } from '@playwright/test';
import type { WalletDto } from '@tontine/contracts';
import { e2eChain } from './crypto-chain.js';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';

/**
 * The crypto screens against the e2e server's real Hardhat node (scripts/e2e-server.mjs): the
 * test mints real ERC-20 tokens, funds gas and mines blocks there; the API reads the chain.
 */
test.use({ locale: 'fr-FR' });

async function walletsOf(request: APIRequestContext, account: { email: string; password: string }) {
  const token = await apiSignIn(request, account);
  const answer = await request.get('/api/crypto/wallets', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as WalletDto[];
}

test('a member creates a wallet and sees its balance after a transfer on chain', async ({
  browser,
  request,
}) => {
  const chain = e2eChain();
  const member = await createOnboardedMember(request, 'Wanjiru');
  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation').getByRole('link', { name: 'Crypto' }).click();
  await expect(page).toHaveURL(/\/crypto$/);
  await expect(page.getByRole('heading', { name: 'Portefeuille crypto' })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore de portefeuille")).toBeVisible();

  await page.getByRole('button', { name: 'Créer un portefeuille' }).click();
  const create = page.getByRole('dialog', { name: 'Créer un portefeuille' });
  await expect(create.getByRole('radio', { name: 'Polygon' })).toBeChecked();
  // The e2e server configures polygon only: the others are shown unavailable.
  await expect(create.getByRole('radio', { name: 'Ethereum' })).toBeDisabled();
  await create.getByRole('button', { name: 'Créer le portefeuille' }).click();
  await expect(create).toBeHidden();

  const card = page.getByRole('article', { name: 'Portefeuille Polygon' });
  await expect(card).toContainText('0.0000');
  const [wallet] = await walletsOf(request, member);
  expect(wallet?.network).toBe('polygon');
  const address = wallet!.address as `0x${string}`;

  // Receive shows the address and its QR code.
  await card.getByRole('button', { name: 'Recevoir' }).click();
  const receive = page.getByRole('dialog', { name: 'Recevoir sur Polygon' });
  await expect(receive.getByTestId('qr-address')).toHaveText(address);
  await expect(receive.getByRole('img', { name: `QR code de l'adresse ${address}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(receive).toBeHidden();

  // A transfer made on chain by the test; Refresh reads it.
  await chain.mint('USDT', address, '25.5');
  await chain.mint('USDC', address, '3');
  await card.getByRole('button', { name: 'Actualiser les soldes Polygon' }).click();
  await expect(card).toContainText('25.5000');
  await expect(card).toContainText('3.0000');
  await expect(card).toContainText('$28.50');
  await expect(page.getByRole('region', { name: 'Solde total' })).toContainText('$28.50');
  await expect(page.getByRole('region', { name: 'Portefeuilles actifs' })).toContainText('1');

  // The balance-hide toggle.
  await page.getByRole('button', { name: 'Masquer les soldes' }).click();
  await expect(card).not.toContainText('25.5000');
  await expect(card).toContainText('****');
  await page.getByRole('button', { name: 'Masquer les soldes' }).click();
  await expect(card).toContainText('25.5000');

  // The convert tab, as the documents have it.
  await page.getByRole('tab', { name: 'Convertir' }).click();
  await expect(page.getByText('Passerelle fiat bientôt disponible')).toBeVisible();
  await page.context().close();
});
