import { expect, test } from '@playwright/test';
import { createOnboardedMember, signInThroughUi } from './support.js';

test.use({ locale: 'fr-FR' });

test('a member is signed out after 30 minutes without activity', async ({ page, request }) => {
  const member = await createOnboardedMember(request);
  await page.clock.install();
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: `Karibu, ${member.username}` })).toBeVisible();

  // The default session timeout of the settings is 30 minutes.
  await page.clock.fastForward('29:00');
  await expect(page.getByRole('heading', { name: `Karibu, ${member.username}` })).toBeVisible();
  await page.clock.fastForward('01:01');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Vous avez été déconnecté après une période d’inactivité.'),
  ).toBeVisible();
});

test('a reload keeps the member signed in on the same page', async ({ page, request }) => {
  const member = await createOnboardedMember(request);
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await page.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page.getByRole('dialog', { name: 'Paramètres' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Paramètres' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
