import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { signInThroughUi } from './support.js';
import { picture } from '../support/screens.js';

/**
 * The offline mode: the installable client (manifest and service worker) keeps the
 * last-seen groups readable without a network, under a banner with the documents' offline message.
 */
test.use({ locale: 'fr-FR', serviceWorkers: 'allow' });

test('is installable: a manifest and a service worker that controls the page', async ({ page }) => {
  await page.goto('/login');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(body).toMatchObject({ name: 'Tontine', display: 'standalone' });
  // Phones install with raster icons: each one listed is a PNG of the size it claims.
  const { icons } = body;
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of [...icons, { src: 'apple-touch-icon-180x180.png', sizes: '180x180' }]) {
    const file = await page.request.get(`/${icon.src}`);
    expect(file.headers()['content-type']).toBe('image/png');
    const png = await file.body();
    // A PNG's IHDR chunk holds its width and height at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  // Installing downloads every file of the app first: longer than a page's answer.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`shows the last-seen groups offline, marked offline (${size.width}×${size.height})`, async ({
    context,
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await signInThroughUi(page, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
    await expect(page).toHaveURL(/\/dashboard/);
    // Within the same page load as the sign-in: what a member saw is kept from the start.
    await page
      .getByRole('link', { name: /^Vikundi( Vyangu)?$/ })
      .first()
      .click();
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const name = await firstCard.getAttribute('aria-label');
    expect(name).toBeTruthy();
    // The cache reaches IndexedDB at most once a second: wait until it holds the list shown.
    // (Polled from here: `waitForFunction` takes the promise of an async predicate for a yes.)
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const db = await new Promise<IDBDatabase>((done, fail) => {
            const opening = indexedDB.open('keyval-store');
            opening.onsuccess = () => done(opening.result);
            opening.onerror = () => fail(opening.error);
          });
          const stored = await new Promise<unknown>((done) => {
            const reading = db
              .transaction('keyval')
              .objectStore('keyval')
              .get('tontine.query-cache');
            reading.onsuccess = () => done(reading.result);
            reading.onerror = () => done(undefined);
          });
          db.close();
          if (typeof stored !== 'string') return false;
          const { clientState } = JSON.parse(stored) as {
            clientState: { queries: { queryKey: unknown[] }[] };
          };
          return clientState.queries.some(
            ({ queryKey }) => queryKey[0] === 'groups' && queryKey[1] === 'mine',
          );
        }),
      )
      .toBe(true);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    // In the member's language: the demo member's is Swahili (the documents' offline message).
    await expect(banner).toContainText(
      'Hitilafu ya muunganisho. Angalia muunganisho wako wa intaneti.',
    );
    await expect(page.getByRole('article', { name: name! })).toBeVisible();
    await picture(page, test.info().outputPath(`offline-my-groups-${size.width}.png`));

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
}
