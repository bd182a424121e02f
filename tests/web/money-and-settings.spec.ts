import { expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  type ContributionDto,
  type ExchangeRateDto,
  type GroupDto,
} from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import { adminOnDashboard, createOnboardedMember, postAs, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

/** Money on screen, the default currency, the payout order at creation, logout. */

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('totals across groups in the chosen currency, with the rates’ date', async ({
  browser,
  request,
}) => {
  const [admin, member] = await Promise.all([
    createOnboardedMember(request, 'Amina'),
    createOnboardedMember(request, 'Baraka'),
  ]);
  const ratesSetAt: string[] = [];
  for (const rate of [
    { currency: 'KES', units_per_usd: '129.5' },
    { currency: 'EUR', units_per_usd: '0.92' },
  ]) {
    const saved = await postAs<ExchangeRateDto>(
      request,
      DEMO_ACCOUNTS.superAdmin,
      '/api/superadmin/rates',
      rate,
    );
    ratesSetAt.push(saved.set_at);
  }
  for (const [currency, amount] of [
    ['KES', '1295'],
    ['EUR', '9.20'],
  ] as const) {
    const { group } = await postAs<{ group: GroupDto }>(request, admin, '/api/groups', {
      name: `Chama ${currency} ${Date.now().toString(36)}`,
      description: 'Épargne entre voisins du marché',
      contribution_amount: amount,
      currency,
      start_date: yesterday(),
    });
    await postAs(request, member, '/api/groups/join-with-permanent-code', {
      permanent_code: group.permanent_invitation_code,
    });
    const query = new URLSearchParams({ group_id: group.id, amount });
    const { contribution } = await postAs<{ contribution: ContributionDto }>(
      request,
      member,
      `/api/contributions/cash/record?${query}`,
    );
    await postAs(request, admin, `/api/contributions/${contribution.id}/approve`);
  }

  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Paramètres' }).first().click();
  const settings = page.getByRole('dialog', { name: 'Paramètres' });
  await settings.getByRole('tab', { name: 'Affichage' }).click();
  await settings.getByRole('combobox', { name: 'Devise par défaut' }).click();
  await page.getByRole('option', { name: 'USD' }).click();
  await settings.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(settings).toBeHidden();

  // 1 295 KES = 10 USD and 9.20 EUR = 10 USD: 20 USD, each group's own amount below.
  await page.getByRole('navigation').getByRole('link', { name: 'Mes Groupes' }).click();
  await expect(page.getByText('20,00 $US').first()).toBeVisible();
  // The date the rates were set, as the browser writes it: never a date written into the test.
  const ratesDate = await page.evaluate(
    (iso) =>
      new Date(iso).toLocaleDateString('fr-FR', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
    ratesSetAt.sort()[0]!,
  );
  await expect(page.getByText(`Taux du ${ratesDate}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('9,20 € · 1 295,00 KES').first()).toBeVisible();
  await shootAtBothWidths(page, test.info(), 'my-groups-usd');
  // The dashboard's totals too: contributed in USD, received (nothing yet) in USD.
  await page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).click();
  const totals = page.getByRole('group', { name: 'Mes totaux' });
  await expect(totals.getByText('20,00 $US')).toBeVisible();
  await shootAtBothWidths(page, test.info(), 'dashboard-usd');
});

test('the payout order is chosen at creation, and logout asks first', async ({
  browser,
  request,
}) => {
  const { page } = await adminOnDashboard(browser, request);
  await page.getByRole('button', { name: 'Créer un groupe' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Créer un groupe/ });
  await dialog.getByRole('combobox', { name: /Ordre de passage/ }).click();
  await page.getByRole('option', { name: 'Par tirage au sort' }).click();
  await expect(dialog.getByRole('combobox', { name: /Ordre de passage/ })).toHaveValue(
    'Par tirage au sort',
  );
  await shootAtBothWidths(page, test.info(), 'create-group-payout-order');
  // The shots resize the page, and the home's sections are laid out anew at each width: the
  // dialog may have closed with them. Escape closes it if it is still open.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('link', { name: 'Paramètres' }).first().click();
  const settings = page.getByRole('dialog', { name: 'Paramètres' });
  await settings.getByRole('button', { name: 'Déconnexion' }).click();
  const confirm = page.getByRole('dialog', { name: 'Déconnexion' });
  await expect(confirm).toContainText('Voulez-vous vraiment vous déconnecter ?');
  await shootAtBothWidths(page, test.info(), 'logout-confirm');
  await confirm.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
