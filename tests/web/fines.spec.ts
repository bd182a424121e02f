import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, type GroupDto, type GroupFines, type WalletDto } from '@tontine/contracts';
import { createConnection } from 'mysql2/promise';
import { shootAtBothWidths } from '../support/screens.js';
import { e2eChain } from './crypto-chain.js';
import { apiSignIn, createOnboardedMember, postAs, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

/**
 * Moves the group's first due date `daysAgo` days back, its members in from before: no API call
 * can, and the e2e server's fines job (every second) then sees a cycle whose grace is over.
 */
async function backdate(groupId: string, daysAgo: number) {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set: run through playwright.config.ts');
  const { url } = JSON.parse(readFileSync(file, 'utf8')) as { url: string };
  const db = await createConnection({ uri: url, timezone: 'Z' });
  try {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    await db.query('UPDATE memberships SET joined_at = ? WHERE group_id = ?', [
      day(-daysAgo - 10),
      groupId,
    ]);
    await db.query(
      'UPDATE savings_groups SET start_date = ?, current_due_date = NULL WHERE id = ?',
      [day(-daysAgo).toISOString().slice(0, 10), groupId],
    );
  } finally {
    await db.end();
  }
}

async function finesOf(request: APIRequestContext, token: string, groupId: string) {
  const answer = await request.get(`/api/groups/${groupId}/fines`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as GroupFines;
}

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

/**
 * A KES group of `admin` and `member` whose rules fine 50 (75 once paid), its first due date
 * three days past: the e2e server's fines job then fines both of them, waited for here.
 */
async function lateGroup(
  request: APIRequestContext,
  { admin, member, name }: { admin: Account; member: Account; name: string },
) {
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const { group } = await postAs<{ group: GroupDto }>(request, admin, '/api/groups', {
    name: `${name} ${Date.now().toString(36)}`,
    description: 'Une tontine qui applique ses amendes',
    contribution_amount: '1000',
    currency: 'KES',
    start_date: start,
    rules: { late_fine_kind: 'fixed', late_fine: '50', paid_member_late_fine: '75', grace_days: 1 },
  });
  await postAs(request, member, '/api/groups/join-with-permanent-code', {
    permanent_code: group.permanent_invitation_code,
  });
  await backdate(group.id, 3);
  const [adminToken, memberToken] = await Promise.all([
    apiSignIn(request, admin),
    apiSignIn(request, member),
  ]);
  await expect
    .poll(async () => (await finesOf(request, adminToken, group.id)).fines.length, {
      timeout: 30_000,
    })
    .toBe(2);
  return { group, adminToken, memberToken };
}

test('a late member pays the fine in cash and the admin validates it into the fund; the admin pays theirs by M-Pesa', async ({
  browser,
  request,
}) => {
  const admin = await createOnboardedMember(request, 'Wanjiru');
  const member = await createOnboardedMember(request, 'Otieno');
  const { group, adminToken } = await lateGroup(request, { admin, member, name: 'Chama Faini' });

  // The member sees the fine on the group page and declares a cash payment.
  const theirs = await signedInPage(browser, member, `/groups/${group.id}`);
  const card = theirs.getByRole('region', { name: 'Amendes de retard' });
  const fine = card.getByRole('listitem', { name: /Amende du cycle 1/ });
  await expect(fine).toContainText('À payer');
  await expect(card).toContainText('Les amendes payées vont dans la caisse du groupe.');
  await shootAtBothWidths(theirs, test.info(), 'fine-unpaid');
  await fine.getByRole('button', { name: "J'ai payé en espèces" }).click();
  const declare = theirs.getByRole('dialog', { name: 'Paiement en espèces' });
  await expect(declare).toContainText("l'amende de");
  await declare.getByRole('button', { name: /J'ai payé/ }).click();
  await expect(fine).toContainText('En attente de validation');
  await shootAtBothWidths(theirs, test.info(), 'fine-pending');

  // The admin validates it: the fine is paid and the fund holds it.
  const page = await signedInPage(browser, admin, `/groups/${group.id}`);
  const adminCard = page.getByRole('region', { name: 'Amendes de retard' });
  const row = adminCard.getByRole('listitem', { name: /Otieno Mwangi, amende du cycle 1/ });
  await row.getByRole('button', { name: 'Valider' }).click();
  await page
    .getByRole('dialog', { name: "Valider le paiement de l'amende" })
    .getByRole('button', { name: 'Confirmer la validation' })
    .click();
  await expect(row).toContainText('Payée');
  await expect(adminCard).toContainText('Caisse du groupe');
  await expect
    .poll(async () => (await finesOf(request, adminToken, group.id)).fund.balance)
    .toBe('50.00');
  await shootAtBothWidths(page, test.info(), 'fines-admin');

  // The admin pays their own fine by M-Pesa from their payments page (the stand-in confirms).
  await page.goto('/payments');
  const mine = page.getByRole('region', { name: 'Mes amendes' });
  const own = mine.getByRole('listitem', { name: /Amende du cycle 1/ });
  await own.getByRole('button', { name: 'Payer par M-Pesa' }).click();
  const push = page.getByRole('dialog', { name: "Payer l'amende par M-Pesa" });
  await push.getByRole('textbox').fill('0712 345 678');
  await push.getByRole('button', { name: /avec M-Pesa/ }).click();
  await expect(push.getByText('Paiement reçu')).toBeVisible({ timeout: 20_000 });
  await shootAtBothWidths(page, test.info(), 'fine-mpesa-paid');
  await page.keyboard.press('Escape');
  await expect(own).toContainText('Payée');
  await expect
    .poll(async () => (await finesOf(request, adminToken, group.id)).fund.balance)
    .toBe('100.00');
  await page.goto(`/groups/${group.id}`);

  // The member's statement in PDF carries the fine, paid; the admin's report too.
  await theirs.reload();
  await theirs.getByRole('tab', { name: 'Paiements' }).click();
  const [statement] = await Promise.all([
    theirs.waitForEvent('download'),
    theirs.getByRole('button', { name: 'Relevé PDF' }).click(),
  ]);
  expect(statement.suggestedFilename()).toMatch(/^releve-chama-faini-.*\.pdf$/);
  expect(
    readFileSync(await statement.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await page.getByRole('tab', { name: 'Paiements' }).click();
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Rapport du groupe (PDF)' }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/^rapport-chama-faini-.*\.pdf$/);
  await shootAtBothWidths(page, test.info(), 'statement-downloads');
});

test('a late member pays their fine from the custodial wallet; once the chain confirms it the fine is paid into the fund', async ({
  browser,
  request,
}) => {
  const chain = e2eChain();
  // The super admins' rate for the group's currency: 1 USD = 129.5 KES.
  await postAs(request, DEMO_ACCOUNTS.superAdmin, '/api/superadmin/rates', {
    currency: 'KES',
    units_per_usd: '129.5',
  });
  const admin = await createOnboardedMember(request, 'Njeri');
  const member = await createOnboardedMember(request, 'Kamau');
  const { group, memberToken } = await lateGroup(request, {
    admin,
    member,
    name: 'Chama Faini Crypto',
  });
  const [owed] = (await finesOf(request, memberToken, group.id)).fines;
  expect(owed?.amount).toBe('50.00');

  // The member's custodial wallet holds 5 USDT and native coin for gas.
  const wallet = await postAs<WalletDto>(request, member, '/api/crypto/wallet', {
    network: 'polygon',
  });
  const address = wallet.address as `0x${string}`;
  await chain.mint('USDT', address, '5');
  await chain.fundGas(address);
  const treasuryBefore = await chain.balanceOf('USDT', chain.treasury);

  const page = await signedInPage(browser, member, `/groups/${group.id}`);
  const card = page.getByRole('region', { name: 'Amendes de retard' });
  const fine = card.getByRole('listitem', { name: /Amende du cycle 1/ });
  await expect(fine).toContainText('À payer');
  const pay = fine.getByRole('link', { name: 'Payer en crypto' });
  await expect(pay).toBeVisible();
  await shootAtBothWidths(page, test.info(), 'fine-crypto-offered');
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/crypto-pay/${group.id}\\?fine=${owed!.id}$`));
  await expect(page.getByRole('heading', { name: "Payer l'amende en crypto" })).toBeVisible();

  // 50 KES at 129.5 KES a dollar, rounded up to 6 decimals.
  await page.getByRole('button', { name: 'Calculer le montant à payer' }).click();
  const quote = page.getByRole('region', { name: 'Montant à payer' });
  await expect(quote.getByTestId('quote-token-amount')).toHaveText('0.386101 USDT');
  await expect(quote).toContainText("Montant de l'amende");
  await expect(page.getByRole('note')).toContainText("Vous payez l'amende de retard du cycle 1");
  await shootAtBothWidths(page, test.info(), 'fine-crypto-quote');

  const custodial = page.getByRole('region', { name: 'Depuis mon portefeuille Tontine' });
  await custodial.getByRole('button', { name: 'Payer 0.386101 USDT' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer le paiement' });
  await expect(confirm).toContainText("pour l'amende de");
  await confirm.getByRole('button', { name: 'Confirmer et payer' }).click();

  const status = page.getByRole('region', { name: 'Suivi du paiement' });
  await expect(status).toContainText(
    "L'amende sera payée dès que la blockchain aura confirmé le transfert.",
  );
  // The network asks for 2 confirmations: the test mines the blocks.
  await chain.mine(2);
  await expect(status).toContainText('Amende payée : elle va dans la caisse du groupe.', {
    timeout: 20_000,
  });
  await shootAtBothWidths(page, test.info(), 'fine-crypto-paid');
  expect((await chain.balanceOf('USDT', chain.treasury)) - treasuryBefore).toBe(386_101n);

  // Back on the group page the fine is paid, with its transaction, and the fund holds it.
  await status.getByRole('link', { name: 'Retour au groupe' }).click();
  const { fines, fund } = await finesOf(request, memberToken, group.id);
  expect(fines[0]).toMatchObject({ status: 'paid', payment_method: 'crypto' });
  expect(fund.balance).toBe('50.00');
  await expect(fine).toContainText('Payée');
  await expect(fine.getByText('Crypto · transaction')).toBeVisible();
  await expect(fine.getByText(fines[0]!.tx_hash!)).toBeVisible();
  await expect(fine.getByRole('link', { name: 'Payer en crypto' })).toBeHidden();
  await page.context().close();
});
