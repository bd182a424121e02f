import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  type CreateGroupRequest,
  type GroupDto,
  type WalletDto,
} from '@tontine/contracts';
import { e2eChain } from './crypto-chain.js';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';
import { layoutSettled } from '../support/screens.js';

/**
 * The crypto screens on a phone (390 px) and a laptop (1366 px): nothing wider than the screen,
 * on every tab and in every dialog. With SHOTS_DIR set, each state is also saved as a PNG there
 * for a person to look at.
 */
test.use({ locale: 'fr-FR' });

const WIDTHS = [390, 1366] as const;

async function fitsTheScreen(page: Page, name: string, width: number) {
  await layoutSettled(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
}

async function walletWithBalance(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/crypto/wallet', { headers: auth, data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const wallet = (await created.json()) as WalletDto;
  const chain = e2eChain();
  await chain.mint('USDT', wallet.address as `0x${string}`, '1250.75');
  await chain.mint('USDC', wallet.address as `0x${string}`, '42.5');
  await chain.fundGas(wallet.address as `0x${string}`);
  const refreshed = await request.post(
    `/api/crypto/wallets/${wallet.address}/refresh?network=polygon`,
    { headers: auth },
  );
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  return wallet;
}

async function setKesRate(request: APIRequestContext) {
  const token = await apiSignIn(request, DEMO_ACCOUNTS.superAdmin);
  const answer = await request.post('/api/superadmin/rates', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currency: 'KES', units_per_usd: '129.5' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function groupOf(request: APIRequestContext, token: string) {
  const body: CreateGroupRequest = {
    name: `Chama Crypto ${Date.now()}`,
    description: 'Un groupe pour payer en crypto',
    contribution_amount: '1500',
    currency: 'KES',
    is_public: false,
    start_date: new Date().toISOString().slice(0, 10),
  };
  const created = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { group: GroupDto }).group;
}

for (const width of WIDTHS) {
  test(`the crypto screens fit ${width} px`, async ({ browser, request }) => {
    const member = await createOnboardedMember(request, 'Akinyi');
    const token = await apiSignIn(request, member);
    const wallet = await walletWithBalance(request, token);
    const group = await groupOf(request, token);
    await setKesRate(request);
    const page = await signedInPage(browser, member);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await expect(page).toHaveURL(/\/dashboard$/);
    await fitsTheScreen(page, 'dashboard', width);

    await page.goto('/crypto');
    const card = page.getByRole('article', { name: 'Portefeuille Polygon' });
    await expect(card).toContainText('1,250.7500');
    await fitsTheScreen(page, 'crypto-wallets', width);

    await page.getByRole('button', { name: 'Masquer les soldes' }).click();
    await expect(card).toContainText('****');
    await fitsTheScreen(page, 'crypto-hidden', width);
    await page.getByRole('button', { name: 'Masquer les soldes' }).click();

    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect(page.getByRole('list', { name: 'Mes transactions crypto' })).toBeVisible();
    await fitsTheScreen(page, 'crypto-transactions', width);
    await page.getByRole('tab', { name: 'Convertir' }).click();
    await expect(page.getByText('Passerelle fiat bientôt disponible')).toBeVisible();
    await fitsTheScreen(page, 'crypto-convert', width);
    await page.getByRole('tab', { name: 'Portefeuilles' }).click();

    await page.getByRole('button', { name: 'Créer un portefeuille' }).click();
    await expect(page.getByRole('dialog', { name: 'Créer un portefeuille' })).toBeVisible();
    await fitsTheScreen(page, 'crypto-create', width);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Recevoir' }).click();
    await expect(page.getByRole('dialog', { name: 'Recevoir sur Polygon' })).toBeVisible();
    await fitsTheScreen(page, 'crypto-receive', width);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Envoyer' }).click();
    const send = page.getByRole('dialog', { name: 'Envoyer depuis Polygon' });
    await send.getByRole('textbox', { name: 'Adresse du destinataire' }).fill(wallet.address);
    await send.getByRole('textbox', { name: 'Montant' }).fill('0');
    await send.getByRole('button', { name: 'Vérifier l’envoi' }).click();
    await expect(send.getByText('Choisissez une autre adresse')).toBeVisible();
    await fitsTheScreen(page, 'crypto-send', width);
    await send.getByRole('textbox', { name: 'Adresse du destinataire' }).fill(e2eChain().treasury);
    await send.getByRole('textbox', { name: 'Montant' }).fill('10.5');
    await send.getByRole('button', { name: 'Vérifier l’envoi' }).click();
    await expect(page.getByRole('dialog', { name: "Confirmer l'envoi" })).toBeVisible();
    await fitsTheScreen(page, 'crypto-send-confirm', width);
    await page.keyboard.press('Escape');

    await page.goto(`/crypto-pay/${group.id}`);
    await expect(page.getByRole('heading', { name: 'Payer en crypto' })).toBeVisible();
    await fitsTheScreen(page, 'crypto-pay', width);
    await page.getByRole('button', { name: 'Calculer le montant à payer' }).click();
    await expect(page.getByRole('region', { name: 'Montant à payer' })).toBeVisible();
    await fitsTheScreen(page, 'crypto-pay-quote', width);
    await page
      .getByRole('region', { name: 'Depuis mon portefeuille Tontine' })
      .getByRole('button', { name: /^Payer / })
      .click();
    await expect(page.getByRole('dialog', { name: 'Confirmer le paiement' })).toBeVisible();
    await fitsTheScreen(page, 'crypto-pay-confirm', width);
    await page.getByRole('button', { name: 'Confirmer et payer' }).click();
    await expect(page.getByRole('region', { name: 'Suivi du paiement' })).toBeVisible();
    await fitsTheScreen(page, 'crypto-pay-status', width);
    await page.context().close();
  });
}
