import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { createOnboardedMember, signInThroughUi } from './support.js';

test.use({ locale: 'fr-FR' });

test('#superadmin opens the console, whose sign-in refuses members', async ({ page, request }) => {
  const member = await createOnboardedMember(request);
  await page.goto('/#superadmin');
  await expect(page).toHaveURL(/\/console\/$/);
  await expect(page.getByRole('heading', { name: 'Connexion à la console' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Mot de passe').fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Accès super-admin requis pour cette action');
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a super admin signing in on the web client lands in the console, and keeps the web page', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughUi(page, DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password);
  await expect(page).toHaveURL(/\/console\/$/);
  await expect(page.getByRole('banner')).toContainText('Super-administrateur');

  // The same session: the web client's super-admin page, without the member navigation.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Espace super-admin' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Mode maintenance' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ouvrir la console' }).click();
  await expect(page.getByRole('banner')).toContainText('Super-administrateur');
});

test('#demo signs in the demo member', async ({ page }) => {
  await page.goto('/#demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Karibu, / })).toBeVisible();
});

test('#test shows the addresses and tests a sign-in', async ({ page }) => {
  await page.goto('/#test');
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.getByText(`${new URL(page.url()).origin}/api`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.member.email);
  await page
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill(DEMO_ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(page.getByRole('status')).toContainText('Connexion réussie');
});

test('settings open on their own URL and save the display choices', async ({ page, request }) => {
  const member = await createOnboardedMember(request);
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await page.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const dialog = page.getByRole('dialog', { name: 'Paramètres' });
  await dialog.getByRole('tab', { name: 'Affichage' }).click();
  await dialog.getByRole('radio', { name: 'Grande' }).check();
  await dialog.getByRole('radio', { name: 'Sombre' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Paramètres sauvegardés avec succès !')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');

  await page.reload();
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});
