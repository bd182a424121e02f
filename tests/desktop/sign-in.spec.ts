import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  errorCatalog,
  type AuthResponse,
  type TwoFactorSetupResponse,
} from '@tontine/contracts';
import { Secret, TOTP } from 'otpauth';
import { failOnPageProblems } from '../support/page-problems.js';
import { shootAtBothWidths } from '../support/screens.js';
import { installDesktopBridge } from './bridge.js';
import { apiUrl, bridgeOptions } from './bridge-options.js';

failOnPageProblems();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installDesktopBridge, bridgeOptions);
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
  await expect(page.getByRole('heading', { name: 'Connexion à la console' })).toBeVisible();
  await signIn(page, DEMO_ACCOUNTS.superAdmin);

  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { name: 'Tontine' })).toBeVisible();
  await expect(header).toContainText(user.username || user.email);
  await expect(header).toContainText('Super-administrateur');
  await expect(header).toContainText('Version 1.0.0');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: `Bienvenue, ${fullName}` }),
  ).toBeVisible();

  // The desktop kept the session: at start the console restores it with GET /api/auth/me.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Bienvenue, ${fullName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion à la console' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion à la console' })).toBeVisible();
});

test('a member account is refused with the super-admin message', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_ACCOUNTS.member);
  await expect(page.getByRole('alert')).toHaveText('Accès super-admin requis pour cette action');
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion à la console' })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Console sign-in' })).toBeVisible();
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

test('a super admin with two-factor sign-in gives the code of the app', async ({
  page,
  request,
}, testInfo) => {
  // Two-factor sign-in turned on for the demo super admin through the API, off again after.
  const login = await request.post(`${apiUrl}/api/auth/login`, { data: DEMO_ACCOUNTS.superAdmin });
  expect(login.status(), await login.text()).toBe(200);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as AuthResponse).access_token}`,
  };
  const setup = await request.post(`${apiUrl}/api/auth/2fa/setup`, { headers });
  const { secret } = (await setup.json()) as TwoFactorSetupResponse;
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const enabled = await request.post(`${apiUrl}/api/auth/2fa/enable`, {
    headers,
    data: { code: totp.generate() },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);

  try {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.superAdmin);
    const code = page.getByRole('textbox', { name: /^Code de vérification/ });
    await expect(code).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      `Connexion : ${DEMO_ACCOUNTS.superAdmin.email}`,
    );
    await shootAtBothWidths(page, testInfo, 'console-sign-in-code');

    await code.fill('000000');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText(errorCatalog.TWO_FACTOR_INVALID.message.fr)).toBeVisible();

    // The code that turned it on was used: the next one signs in.
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByRole('banner')).toContainText('Super-administrateur');
  } finally {
    const disabled = await request.post(`${apiUrl}/api/auth/2fa/disable`, {
      headers,
      data: { password: DEMO_ACCOUNTS.superAdmin.password },
    });
    expect(disabled.status(), await disabled.text()).toBe(200);
  }
});

test('an enrolment-only session is ended and sent to the web client’s settings', async ({
  page,
  request,
}) => {
  // The end-to-end server does not require two-factor sign-in: the sign-in answer is made to
  // say what a production server says of a super admin who has not set it up.
  let token = '';
  await page.route(`${apiUrl}/api/auth/login`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as AuthResponse;
    token = body.access_token;
    await route.fulfill({
      response,
      json: { ...body, user: { ...body.user, two_factor_setup_required: true } },
    });
  });
  await page.goto('/');
  await signIn(page, DEMO_ACCOUNTS.superAdmin);
  await expect(page.getByRole('alert')).toHaveText(
    'La double authentification est obligatoire pour les opérateurs de la console. Activez-la d’abord dans le client web, Paramètres › Sécurité, puis reconnectez-vous ici.',
  );
  await expect(page.getByRole('banner')).toHaveCount(0);
  const me = await request.get(`${apiUrl}/api/auth/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);

  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('alert')).toContainText('Settings › Security');
});

test('signing out ends the session on the API', async ({ page, request }) => {
  let token = '';
  await page.route(`${apiUrl}/api/auth/login`, async (route) => {
    const response = await route.fetch();
    token = ((await response.json()) as AuthResponse).access_token;
    await route.fulfill({ response });
  });
  await page.goto('/');
  await signIn(page, DEMO_ACCOUNTS.superAdmin);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion à la console' })).toBeVisible();
  const me = await request.get(`${apiUrl}/api/auth/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
});
