import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, errorCatalog, type AuthResponse } from '@tontine/contracts';
import { installDesktopBridge, type TestBridgeOptions } from './bridge.js';

const apiUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4310}`;
const bridgeOptions: TestBridgeOptions = {
  apiUrl,
  superAdminRequired: {
    detail: errorCatalog.SUPERADMIN_REQUIRED.message.fr,
    code: 'SUPERADMIN_REQUIRED',
  },
};

let pageProblems: string[] = [];

test.beforeEach(async ({ page }) => {
  // Script errors and Content-Security-Policy refusals fail the test; the browser's own line
  // about a 401 or 403 answer is expected (the console asks who is signed in at start).
  pageProblems = [];
  page.on('pageerror', (error) => pageProblems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      pageProblems.push(message.text());
    }
  });
  await page.addInitScript(installDesktopBridge, bridgeOptions);
});

test.afterEach(() => {
  expect(pageProblems).toEqual([]);
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('the super admin signs in, sees the console frame, and signs out', async ({
  page,
  request,
}) => {
  // The header must show what the API holds for this account, not a name typed here.
  const login = await request.post(`${apiUrl}/api/auth/login`, { data: DEMO_ACCOUNTS.superAdmin });
  expect(login.status()).toBe(200);
  const { user } = (await login.json()) as AuthResponse;
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connexion super-admin' })).toBeVisible();
  await signIn(page, DEMO_ACCOUNTS.superAdmin);

  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { name: 'Tontine' })).toBeVisible();
  await expect(header).toContainText(user.username || user.email);
  await expect(header).toContainText('Super-administrateur');
  await expect(header).toContainText('Version 1.0.0');
  await expect(page.getByRole('main').getByRole('heading')).toHaveText(`Bienvenue, ${fullName}`);

  // The desktop kept the session: at start the console restores it with GET /api/auth/me.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Bienvenue, ${fullName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion super-admin' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion super-admin' })).toBeVisible();
});

test('a member account is refused with the super-admin message', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_ACCOUNTS.member);
  await expect(page.getByRole('alert')).toHaveText('Accès super-admin requis pour cette action');
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion super-admin' })).toBeVisible();
});

test('a wrong password shows the translated API error', async ({ page }) => {
  await page.goto('/');
  await signIn(page, { email: DEMO_ACCOUNTS.superAdmin.email, password: 'Wrong-password1' });
  await expect(page.getByRole('alert')).toHaveText(errorCatalog.INVALID_CREDENTIALS.message.fr);
});

test('the language can be switched to English and Swahili', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_ACCOUNTS.member);
  await expect(page.getByRole('alert')).toHaveText('Accès super-admin requis pour cette action');

  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Super-admin sign-in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Super-admin access required for this action');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Kiswahili' }).click();
  await expect(page.getByRole('button', { name: 'Ingia' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(errorCatalog.SUPERADMIN_REQUIRED.message.sw);

  // The choice is kept for the next start.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ingia' })).toBeVisible();
});
