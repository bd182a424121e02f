import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ContributionDto, CreateGroupRequest, GroupDto } from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';

/**
 * Paying with M-Pesa against the e2e server's Daraja stand-in (scripts/e2e-server.mjs), which
 * settles each push as a member entering their PIN would and calls the API back: the member
 * types their number, approves, and sees the payment confirmed with Safaricom's receipt.
 */
test.use({ locale: 'fr-FR' });

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

/** A KES group started today with the member in it, owing `amount` for cycle 1. */
async function groupOwing(
  request: APIRequestContext,
  admin: Account,
  member: Account,
  amount = '1500.50',
) {
  const adminToken = await apiSignIn(request, admin);
  const body: CreateGroupRequest = {
    name: `Chama Simu ${Date.now()}`,
    description: 'Cotisations par M-Pesa',
    contribution_amount: amount,
    currency: 'KES',
    is_public: false,
    start_date: new Date().toISOString().slice(0, 10),
    beneficiary_contributes: true,
  };
  const created = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { group } = (await created.json()) as { group: GroupDto };
  const joined = await request.post('/api/groups/join-with-permanent-code', {
    headers: { Authorization: `Bearer ${await apiSignIn(request, member)}` },
    data: { permanent_code: group.permanent_invitation_code },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  return group;
}

test('a member pays their contribution with M-Pesa and sees it confirmed', async ({
  browser,
  request,
}, testInfo) => {
  const admin = await createOnboardedMember(request, 'Kamau');
  const member = await createOnboardedMember(request, 'Njeri');
  const group = await groupOwing(request, admin, member);
  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/payments');
  await page.getByRole('button', { name: `Payer pour ${group.name}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /M-Pesa/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/mpesa\\?group=${group.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: group.name })).toBeVisible();
  await expect(
    page.getByText(/M-Pesa ne transfère que des shillings entiers : les 0,50.KES restants/),
  ).toBeVisible();
  // Registered without a phone number: the member types the one M-Pesa will ask.
  const phone = page.getByRole('textbox', { name: /Numéro M-Pesa/ });
  await expect(phone).toHaveValue('');
  await phone.fill(`07${String(Date.now()).slice(-8)}`);
  await shootAtBothWidths(page, testInfo, 'mpesa-pay');
  await page.getByRole('button', { name: /Payer 1.500,00.KES avec M-Pesa/ }).click();

  await expect(page.getByText('Vérifiez votre téléphone')).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'mpesa-check-phone');
  await expect(page.getByText('Paiement reçu')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/reçus par M-Pesa, reçu [A-Z0-9]{10}\./)).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'mpesa-paid');

  // The contribution counts at once, without the admin: what is left is the cents.
  await page.goto('/payments');
  await expect(page.getByText(/Reste à payer : 0,50.KES/)).toBeVisible();
  await page.context().close();
});

test('an admin sends the pot to the beneficiary by M-Pesa, and the cycle is paid on Safaricom’s result', async ({
  browser,
  request,
}, testInfo) => {
  const admin = await createOnboardedMember(request, 'Wanjiru');
  const member = await createOnboardedMember(request, 'Otieno');
  const group = await groupOwing(request, admin, member, '1500.00');
  // Both pay cycle 1 in cash and the admin validates: the pot of 3,000 KES is ready.
  const adminToken = await apiSignIn(request, admin);
  for (const payer of [admin, member]) {
    const token = payer === admin ? adminToken : await apiSignIn(request, payer);
    const query = new URLSearchParams({ group_id: group.id, amount: '1500.00' });
    const recorded = await request.post(`/api/contributions/cash/record?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
    const { contribution } = (await recorded.json()) as { contribution: ContributionDto };
    const approved = await request.post(`/api/contributions/${contribution.id}/approve`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  }

  const page = await signedInPage(browser, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/groups/${group.id}`);
  // What a member types in the M-Pesa menu to pay this group: the paybill and their account.
  const paybill = page.getByRole('region', { name: 'Payer depuis le menu M-Pesa' });
  await expect(paybill.getByText('174379')).toBeVisible();
  await expect(paybill.getByText(/^\d{3} \d{3} \d{3}$/)).toBeVisible();
  const card = page.getByRole('region', { name: 'Versement du cycle 1' });
  await card.getByRole('button', { name: 'Verser par M-Pesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verser la cagnotte par M-Pesa' });
  await expect(dialog.getByText(/^3.000,00.KES$/)).toBeVisible();
  // The beneficiary registered no phone: the admin types the number M-Pesa pays.
  const phone = dialog.getByRole('textbox', { name: /Numéro M-Pesa du bénéficiaire/ });
  await expect(phone).toHaveValue('');
  await phone.fill(`07${String(Date.now()).slice(-8)}`);
  await shootAtBothWidths(page, testInfo, 'mpesa-payout-confirm');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();

  // The stand-in pays as Safaricom would; the server confirms it and the cycle moves on.
  await expect(page.getByRole('region', { name: 'Versement du cycle 2' })).toBeVisible({
    timeout: 20_000,
  });
  await shootAtBothWidths(page, testInfo, 'mpesa-payout-paid');
  await page.context().close();
});
