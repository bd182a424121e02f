import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  type CreateGroupRequest,
  type GroupDto,
  type WalletDto,
} from '@tontine/contracts';
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

  // Send 5 USDT to another address, after the confirmation; the wallet has native coin for gas.
  await chain.fundGas(address);
  await card.getByRole('button', { name: 'Envoyer' }).click();
  const send = page.getByRole('dialog', { name: 'Envoyer depuis Polygon' });
  await send.getByRole('textbox', { name: 'Adresse du destinataire' }).fill(chain.treasury);
  await send.getByRole('textbox', { name: 'Montant' }).fill('5');
  await send.getByRole('button', { name: 'Vérifier l’envoi' }).click();
  const confirmSend = page.getByRole('dialog', { name: "Confirmer l'envoi" });
  await expect(confirmSend).toContainText('Vous allez envoyer 5 USDT sur Polygon');
  await expect(confirmSend).toContainText(chain.treasury);
  await confirmSend.getByRole('button', { name: 'Confirmer et envoyer' }).click();
  await expect(
    page.getByText('Envoi soumis : il apparaîtra confirmé dans les transactions'),
  ).toBeVisible();
  await expect.poll(() => chain.balanceOf('USDT', address)).toBe(20_500_000n);

  // The transactions tab: the two deposits the test minted and the send.
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const list = page.getByRole('list', { name: 'Mes transactions crypto' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Envoi · Polygon' })).toContainText(
    '5.0000 USDT',
  );
  await expect(list.getByRole('listitem').filter({ hasText: '+25.5000 USDT' })).toContainText(
    'Dépôt · Polygon',
  );

  // The convert tab, as the documents have it.
  await page.getByRole('tab', { name: 'Convertir' }).click();
  await expect(page.getByText('Passerelle fiat bientôt disponible')).toBeVisible();
  await page.context().close();
});

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

async function post(
  request: APIRequestContext,
  account: Account | { email: string; password: string },
  path: string,
  data: unknown,
) {
  const token = await apiSignIn(request, account);
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return answer.json() as Promise<unknown>;
}

test('a member pays the contribution from the custodial wallet; once confirmed on chain the admin validates it', async ({
  browser,
  request,
}) => {
  const chain = e2eChain();
  // The super admins' rate for the group's currency: 1 USD = 129.5 KES.
  await post(request, DEMO_ACCOUNTS.superAdmin, '/api/superadmin/rates', {
    currency: 'KES',
    units_per_usd: '129.5',
  });

  // The admin's group starts today; the admin receives first and does not contribute: the
  // member owes 1 500 KES, that is 11.583012 USDT at that rate (rounded up).
  const admin = await createOnboardedMember(request, 'Achieng');
  const groupName = `Chama Crypto ${Date.now()}`;
  const body: CreateGroupRequest = {
    name: groupName,
    description: 'Une contribution payée en USDT',
    contribution_amount: '1500',
    currency: 'KES',
    is_public: false,
    start_date: new Date().toISOString().slice(0, 10),
    beneficiary_contributes: false,
  };
  const { group } = (await post(request, admin, '/api/groups', body)) as { group: GroupDto };
  const member = await createOnboardedMember(request, 'Otieno');
  await post(request, member, '/api/groups/join-with-permanent-code', {
    permanent_code: group.permanent_invitation_code,
  });

  // The member's custodial wallet holds 20 USDT and native coin for gas.
  const wallet = (await post(request, member, '/api/crypto/wallet', {
    network: 'polygon',
  })) as WalletDto;
  const address = wallet.address as `0x${string}`;
  await chain.mint('USDT', address, '20');
  await chain.fundGas(address);
  const treasuryBefore = await chain.balanceOf('USDT', chain.treasury);

  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The member reads the wallet's balance before paying ("Actualiser").
  await page.goto('/crypto');
  const card = page.getByRole('article', { name: 'Portefeuille Polygon' });
  await card.getByRole('button', { name: 'Actualiser les soldes Polygon' }).click();
  await expect(card).toContainText('20.0000');
  await page.goto(`/groups/${group.id}?tab=payments`);
  await page.getByRole('tabpanel').getByRole('link', { name: 'Payer en crypto' }).click();
  await expect(page).toHaveURL(new RegExp(`/crypto-pay/${group.id}$`));
  await page.getByRole('button', { name: 'Calculer le montant à payer' }).click();
  const quote = page.getByRole('region', { name: 'Montant à payer' });
  await expect(quote.getByTestId('quote-token-amount')).toHaveText('11.583012 USDT');
  await expect(quote).toContainText('1 USD = 129.5 KES');
  await expect(quote).toContainText(chain.treasury);

  const custodial = page.getByRole('region', { name: 'Depuis mon portefeuille Tontine' });
  await custodial.getByRole('button', { name: 'Payer 11.583012 USDT' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer le paiement' });
  await expect(confirm).toContainText(groupName);
  await confirm.getByRole('button', { name: 'Confirmer et payer' }).click();

  const status = page.getByRole('region', { name: 'Suivi du paiement' });
  await expect(status.getByRole('status')).toHaveText(/Confirmations : [01] \/ 2/);
  // The network asks for 2 confirmations: the test mines the blocks.
  await chain.mine(2);
  await expect(status).toContainText(
    "Confirmé sur la blockchain : en attente de la validation de l'admin",
    { timeout: 20_000 },
  );
  expect((await chain.balanceOf('USDT', chain.treasury)) - treasuryBefore).toBe(11_583_012n);
  // The wallet screen shows what the server just moved, without "Actualiser": 20 less 11.583012, shown to 4 decimals.
  await page.getByRole('link', { name: 'Crypto' }).first().click();
  await expect(page).toHaveURL(/\/crypto$/);
  await expect(card).toContainText('8.4170');
  await page.context().close();

  // The admin validates it from the group page, like cash.
  const adminPage = await signedInPage(browser, admin);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto(`/groups/${group.id}`);
  const queue = adminPage.getByRole('region', { name: 'Paiements à valider' });
  const row = queue.getByRole('article', { name: new RegExp(`^${member.username}, `) });
  await expect(row).toContainText('Crypto · Cycle 1');
  await expect(row).toContainText('Blockchain : confirmée');
  await row.getByRole('button', { name: 'Valider' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Valider la contribution' });
  await dialog.getByRole('button', { name: 'Confirmer la validation' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();
  await adminPage.context().close();
});

test('a member pays from an outside wallet by the transaction hash; the status reopens from its URL', async ({
  browser,
  request,
}) => {
  const chain = e2eChain();
  await post(request, DEMO_ACCOUNTS.superAdmin, '/api/superadmin/rates', {
    currency: 'KES',
    units_per_usd: '129.5',
  });
  const admin = await createOnboardedMember(request, 'Nafula');
  const body: CreateGroupRequest = {
    name: `Chama Nje ${Date.now()}`,
    description: 'Une contribution payée depuis un autre portefeuille',
    contribution_amount: '1000',
    currency: 'KES',
    is_public: false,
    start_date: new Date().toISOString().slice(0, 10),
    beneficiary_contributes: false,
  };
  const { group } = (await post(request, admin, '/api/groups', body)) as { group: GroupDto };
  const member = await createOnboardedMember(request, 'Kiprop');
  await post(request, member, '/api/groups/join-with-permanent-code', {
    permanent_code: group.permanent_invitation_code,
  });

  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/groups/${group.id}?tab=payments`);
  await page
    .getByRole('tabpanel', { name: 'Paiements' })
    .getByRole('button', { name: 'Effectuer un paiement' })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Crypto \(USDT, USDC\)/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/crypto-pay/${group.id}$`));

  const choice = page.getByRole('region', { name: 'Réseau et jeton' });
  await choice.locator('label', { hasText: 'USDC' }).click();
  await expect(choice.getByRole('radio', { name: 'USDC' })).toBeChecked();
  await page.getByRole('button', { name: 'Calculer le montant à payer' }).click();
  // 1 000 KES at 129.5 KES a dollar, rounded up to 6 decimals.
  const amount = page
    .getByRole('region', { name: 'Montant à payer' })
    .getByTestId('quote-token-amount');
  await expect(amount).toHaveText('7.722008 USDC');

  const external = page.getByRole('region', { name: 'Depuis un autre portefeuille' });
  await expect(external.getByTestId('qr-address')).toHaveText(chain.treasury);
  const hash = await chain.transferFromOutside('USDC', chain.treasury, '7.722008');
  await external.getByRole('textbox', { name: 'Hash de la transaction' }).fill(hash);
  await external.getByRole('button', { name: 'Soumettre la transaction' }).click();

  const status = page.getByRole('region', { name: 'Suivi du paiement' });
  await expect(status).toContainText(hash);
  await expect(page).toHaveURL(/\?payment=/);
  await chain.mine(2);
  await expect(status).toContainText(
    "Confirmé sur la blockchain : en attente de la validation de l'admin",
    { timeout: 20_000 },
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Suivi du paiement' })).toContainText(
    "Confirmé sur la blockchain : en attente de la validation de l'admin",
  );
  await page.context().close();
});
