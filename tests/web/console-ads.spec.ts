import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { openTab, signInToConsole } from '../support/console.js';
import { failOnPageProblems } from '../support/page-problems.js';

test.use({ locale: 'fr-FR' });

/**
 * The ad inventory at /console: the image goes up through the browser's bridge (a file input,
 * the web client's session) and its preview comes from the API, under the console's CSP.
 */
failOnPageProblems();

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('/console uploads an ad image from a file input and previews it', async ({ page }) => {
  await page.goto('/console');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Contenu');
  const section = page.getByRole('region', { name: 'Publicités : inventaire' });
  // The demo inventory, with its creatives drawn at seed time.
  await expect(section.getByRole('article').first()).toBeVisible();
  await section.getByRole('button', { name: 'Ajouter une publicité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle publicité' });
  await dialog.locator('input[type="file"]').first().setInputFiles({
    name: 'pub.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Image téléversée')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Image', exact: true })).toHaveValue(
    /^\/api\/ad-images\/[0-9a-f-]{36}$/,
  );
  const preview = dialog.getByRole('img', { name: 'Aperçu de Image' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
});
