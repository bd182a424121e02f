import { expect, test } from '@playwright/test';
import { MEMBER_PASSWORD, signInThroughUi, uniqueEmail } from './support.js';

test.use({ locale: 'fr-FR' });

test('a visitor registers, becomes a member, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('amina');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Créer un compte' }).click();

  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Amina');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Otieno');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);

  const country = page.getByRole('combobox', { name: 'Pays' });
  await country.click();
  await country.fill('Keny');
  await page.getByRole('option', { name: /Kenya/ }).click();
  await expect(country).toHaveValue('Kenya');

  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0712 345 678');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(MEMBER_PASSWORD);
  await expect(page.getByText('Mot de passe valide')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true })
    .fill(MEMBER_PASSWORD);

  const language = page.getByRole('combobox', { name: 'Langue préférée' });
  await language.click();
  await language.fill('Kiswa');
  await page.getByRole('option', { name: /Kiswahili/ }).click();

  await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Signed in, the interface follows the language chosen at registration: Swahili.
  await expect(page.getByText('Usajili umefaulu! Sasa umeingia.')).toBeVisible();
  await expect(page).toHaveURL(/\/register\/success$/);
  await expect(page.getByRole('heading', { name: 'Karibu' })).toBeVisible();
  await page.getByRole('button', { name: 'Anza' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Ungependa kutumiaje Tontine?' })).toBeVisible();
  await page.getByRole('button', { name: 'Endelea kama mwanachama' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Karibu, Amina Otieno' })).toBeVisible();
  // The flag is an SVG image beside the name (emoji flags show as boxed letters on many phones).
  await expect(page.getByText('Kenya', { exact: true })).toBeVisible();
  await expect(page.locator('img[src*="KE"]').first()).toBeVisible();
  await expect(page.getByText('KES', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Nyumbani' })).toBeVisible();

  await page.getByRole('button', { name: 'Toka' }).click();
  // Signing out asks first.
  await page.getByRole('dialog', { name: 'Toka' }).getByRole('button', { name: 'Toka' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();

  await signInThroughUi(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Karibu, Amina Otieno' })).toBeVisible();
});

test('a wrong password is refused with the translated error', async ({ page }) => {
  await page.goto('/login');
  await signInThroughUi(page, 'nobody@example.org', 'WrongPass1');
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
});
