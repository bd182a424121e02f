import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, type AuthResponse, type ExchangeRateDto } from '@tontine/contracts';
import { openTab, signInToConsole } from '../support/console.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { installDesktopBridge } from './bridge.js';
import { apiUrl, bridgeOptions } from './bridge-options.js';

/**
 * The rate table editor of the payments tab, in the desktop renderer against the real API:
 * a super admin sets a rate, sees it as the current one, and the API serves it to members.
 */
failOnPageProblems();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installDesktopBridge, bridgeOptions);
});

test('a super admin sets the UGX rate and it becomes the current one', async ({
  page,
  request,
}) => {
  // A value of this run, so that an earlier run's rate cannot pass for it.
  const units = `3${String(Date.now() % 1000).padStart(3, '0')}.25`;
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Paiements');
  // Mantine's segmented control hides its radios behind their labels: click the label.
  await page.getByRole('radiogroup').getByText('Taux de change', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Taux de change (unités pour 1 USD)' });
  await expect(table).toBeVisible();

  const form = page.getByRole('form', { name: 'Fixer un nouveau taux' });
  await form.getByRole('combobox', { name: 'Devise' }).click();
  await page.getByRole('option', { name: 'UGX' }).click();
  await form.getByRole('textbox', { name: /Unités pour 1 USD/ }).fill(units);
  await form.getByRole('button', { name: 'Enregistrer le taux' }).click();

  await expect(page.getByText(`Taux UGX enregistré : ${units} pour 1 USD`)).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'UGX' });
  await expect(row).toContainText(units);

  // The API's own answer to a member: the same current rate.
  const login = await request.post(`${apiUrl}/api/auth/login`, { data: DEMO_ACCOUNTS.member });
  const { access_token: token } = (await login.json()) as AuthResponse;
  const rates = await request.get(`${apiUrl}/api/rates`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(rates.status()).toBe(200);
  expect((await rates.json()) as ExchangeRateDto[]).toContainEqual(
    expect.objectContaining({ currency: 'UGX', units_per_usd: units }),
  );
});
