import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CreateGroupRequest, GroupDto } from '@tontine/contracts';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

async function joinWithCode(request: APIRequestContext, account: Account, code: string) {
  const token = await apiSignIn(request, account);
  const answer = await request.post('/api/groups/join-with-permanent-code', {
    headers: { Authorization: `Bearer ${token}` },
    data: { permanent_code: code },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function payCash(page: Page, groupId: string) {
  await page.goto(`/groups/${groupId}`);
  // My Status's button (Quick Actions has the same one in the sidebar).
  await page.getByRole('button', { name: 'Effectuer un paiement' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Espèces/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Paiement en espèces' });
  await expect(confirm.getByLabel('Montant (KES)')).toHaveValue('500.00');
  await confirm.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  // The lasting sign of the recorded payment: the toast stays 3 s, which a runner short of
  // processor time can miss (the components' specs check its text).
  await expect(page.getByText('Paiement en attente de validation').first()).toBeVisible();
}

test('a whole cycle: two members pay cash, the admin validates and pays out, the cycle moves on', async ({
  browser,
  request,
}) => {
  // The admin's group starts today; the admin receives first (join order) and, as the
  // beneficiary, does not contribute to their own pot: the two members owe 500 each.
  const admin = await createOnboardedMember(request, 'Achieng');
  const adminToken = await apiSignIn(request, admin);
  const groupName = `Chama Mzunguko ${Date.now()}`;
  const body: CreateGroupRequest = {
    name: groupName,
    description: 'Un cycle complet de bout en bout',
    contribution_amount: '500',
    currency: 'KES',
    is_public: false,
    start_date: new Date().toISOString().slice(0, 10),
    beneficiary_contributes: false,
  };
  const created = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { group } = (await created.json()) as { group: GroupDto };
  const [kamau, njeri] = [
    await createOnboardedMember(request, 'Kamau'),
    await createOnboardedMember(request, 'Njeri'),
  ];
  for (const member of [kamau, njeri])
    await joinWithCode(request, member, group.permanent_invitation_code!);

  for (const member of [kamau, njeri]) {
    const page = await signedInPage(browser, member);
    await expect(page).toHaveURL(/\/dashboard$/);
    await payCash(page, group.id);
    await page.context().close();
  }

  // The admin validates both payments from the group page, then records the payout.
  const adminPage = await signedInPage(browser, admin);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto(`/groups/${group.id}`);
  const queue = adminPage.getByRole('region', { name: 'Paiements à valider' });
  for (const member of [kamau, njeri]) {
    const row = queue.getByRole('article', { name: new RegExp(`^${member.username}, `) });
    await expect(row).toContainText('Espèces · Cycle 1');
    await row.getByRole('button', { name: 'Valider' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Valider la contribution' });
    await dialog.getByRole('button', { name: 'Confirmer la validation' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeHidden();
  }

  const payout = adminPage.getByRole('region', { name: 'Versement du cycle 1' });
  await payout.getByRole('button', { name: 'Enregistrer le versement' }).click();
  const confirmPayout = adminPage.getByRole('dialog', { name: 'Enregistrer le versement' });
  await expect(confirmPayout).toContainText(admin.username);
  await confirmPayout.getByRole('button', { name: 'Confirmer le versement' }).click();
  await expect(confirmPayout).toBeHidden();
  await expect(adminPage.getByRole('region', { name: 'Versement du cycle 2' })).toBeVisible();

  // The beneficiary finds the payout in the notifications screen.
  await adminPage
    .getByRole('link', { name: /^Notifications \(\d+ non lues\)$/ })
    .first()
    .click();
  await expect(adminPage).toHaveURL(/\/notifications$/);
  const received = adminPage.getByRole('listitem', { name: 'Versement reçu' });
  await expect(received).toContainText(groupName);
  await expect(received).toContainText('1 000,00 KES');

  // The rotation now shows cycle 1 paid out and cycle 2 as the current one.
  await adminPage.goto(`/groups/${group.id}`);
  await adminPage.getByRole('tab', { name: 'Ordre de passage' }).click();
  const rows = adminPage.getByRole('tabpanel').getByRole('row');
  await expect(rows.nth(1)).toContainText('Versé');
  await expect(rows.nth(2)).toContainText(kamau.username);
  await expect(rows.nth(2)).toContainText('En cours');
});
