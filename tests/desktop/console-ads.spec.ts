import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type AuthResponse } from '@tontine/contracts';
import { openTab, signInToConsole } from '../support/console.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { picture, shootAtBothWidths } from '../support/screens.js';
import { installDesktopBridge } from './bridge.js';
import { apiUrl, bridgeOptions } from './bridge-options.js';

/**
 * The content tab's ad inventory, in the desktop renderer against the real API: a super admin
 * adds an ad with an uploaded image, members' impressions and clicks show as its counts, and
 * the ad is deleted again.
 */
failOnPageProblems();

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installDesktopBridge, bridgeOptions);
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a super admin adds an ad with an uploaded image and sees its counts', async ({
  page,
  request,
}, testInfo) => {
  const id = `e2e-${Date.now().toString(36)}`;
  const title = `Épargne ${id}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Contenu');
  const section = page.getByRole('region', { name: 'Publicités : inventaire' });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: 'Ajouter une publicité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle publicité' });
  // Nothing filled: the required fields say so and nothing is saved.
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toHaveCount(2);

  await dialog.getByRole('textbox', { name: 'Identifiant', exact: true }).fill(id);
  await dialog.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Marque', exact: true }).fill('Akiba Bank');
  await dialog.getByRole('textbox', { name: 'Lien externe', exact: true }).fill('pas une adresse');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Valeur invalide')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Lien externe', exact: true })
    .fill('https://www.example.com/akiba');

  // The image goes through the bridge's upload; its address and preview fill in.
  await dialog.locator('input[type="file"]').first().setInputFiles({
    name: 'banniere.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Image téléversée')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Image', exact: true })).toHaveValue(
    /^\/api\/ad-images\/[0-9a-f-]{36}$/,
  );
  await expect(dialog.getByRole('img', { name: 'Aperçu de Image' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Français' }).check();
  await shootAtBothWidths(page, testInfo, 'console-ads-form');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Inventaire enregistré \(version \d+\)/)).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = section.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Akiba Bank');
  await expect(card.getByRole('img', { name: `Aperçu de ${title}` })).toBeVisible();

  // A member sees it twice and clicks once: the counts come from the stats endpoint.
  const login = await request.post(`${apiUrl}/api/auth/login`, { data: DEMO_ACCOUNTS.member });
  const { access_token: token } = (await login.json()) as AuthResponse;
  const events = await request.post(`${apiUrl}/api/ads/events`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      events: [
        { ad_id: id, kind: 'impression', page: 'home' },
        { ad_id: id, kind: 'impression', page: 'groups' },
        { ad_id: id, kind: 'click', page: 'groups' },
      ],
    },
  });
  expect(events.status()).toBe(204);
  // The e2e server starts with ads off (DEMO_ADS_ENABLED=false): no interstitial over other tests.
  const home = await request.get(`${apiUrl}/api/ads?page=home`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await home.json()).toMatchObject({ none: 'disabled', banner: null });
  await page.getByRole('button', { name: 'Actualiser' }).click();
  const counts = card.getByRole('list', { name: `Compteurs de ${id}` });
  await expect(counts.getByRole('listitem').filter({ hasText: 'Impressions' })).toContainText('2');
  await expect(counts.getByRole('listitem').filter({ hasText: 'Clics' })).toContainText('1');

  await card.scrollIntoViewIfNeeded();
  await picture(page, testInfo.outputPath('console-ads-card-1366.png'));
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await picture(page, testInfo.outputPath('console-ads-card-390.png'));
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1366, height: 768 });

  // Deleted after the confirmation: the inventory no longer has it.
  await card.getByRole('button', { name: `Supprimer ${id}` }).click();
  const confirm = page.getByRole('dialog', { name: `Supprimer la publicité « ${title} » ?` });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(section.getByRole('article', { name: title })).toHaveCount(0);
});
