import { expect, test, type Locator, type Page } from '@playwright/test';
import type { GroupDto } from '@tontine/contracts';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';
import { picture } from '../support/screens.js';

/**
 * Offline, the banner says that changes are disabled: every button that would write to the
 * server is disabled while it shows, and the banner takes its own place instead of covering the
 * header and its notification bell.
 */
test.use({ locale: 'fr-FR' });

const SHOTS = process.env.OFFLINE_SHOTS_DIR ?? 'test-results/offline-shots';

/** The element drawn at the centre of `target` is `target` or inside it: nothing covers it. */
async function expectUncovered(page: Page, target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  const handle = await target.elementHandle();
  const onTop = await page.evaluate(
    ({ x, y, element }) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && !!element && (element === hit || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, element: handle },
  );
  expect(onTop, `${what} is covered`).toBe(true);
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`offline, an admin can neither exclude nor pay, and the banner covers no header (${size.width} px)`, async ({
    browser,
    request,
  }) => {
    const admin = await createOnboardedMember(request, 'Achieng');
    const created = await request.post('/api/groups', {
      headers: { Authorization: `Bearer ${await apiSignIn(request, admin)}` },
      data: {
        name: `Chama Nje ya Mtandao ${Date.now()}`,
        description: 'Un groupe pour le mode hors ligne',
        contribution_amount: '500',
        currency: 'KES',
        is_public: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { group } = (await created.json()) as { group: GroupDto };
    const member = await createOnboardedMember(request, 'Kamau');
    const joined = await request.post('/api/groups/join-with-permanent-code', {
      headers: { Authorization: `Bearer ${await apiSignIn(request, member)}` },
      data: { permanent_code: group.permanent_invitation_code },
    });
    expect(joined.ok(), await joined.text()).toBe(true);

    const page = await signedInPage(browser, admin);
    await page.setViewportSize(size);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/groups/${group.id}`);
    await page.getByRole('tab', { name: /^Membres/ }).click();
    const members = page.getByRole('listitem', { name: 'Kamau Mwangi' });
    const exclude = members.getByRole('button', { name: 'Exclure' });
    await expect(exclude).toBeEnabled();
    const bell = page.getByRole('link', { name: /^Notifications \(\d+ non lues\)$/ });
    await expect(bell).toBeVisible();
    const headerTop = (await bell.boundingBox())!.y;

    await page.context().setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    await expect(exclude).toBeDisabled();
    await expect(exclude).toHaveAccessibleDescription(
      /Les actions qui modifient vos données sont désactivées/,
    );

    // The banner sits above the header: the bell moved down by the banner's height, uncovered.
    const bannerBox = (await banner.boundingBox())!;
    await expect(bell).toBeInViewport({ ratio: 1 });
    expect((await bell.boundingBox())!.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
    expect((await bell.boundingBox())!.y).toBeGreaterThan(headerTop);
    await expectUncovered(page, bell, 'the notification bell');
    await expectUncovered(page, page.getByText('Tontine', { exact: true }).first(), 'the app name');
    await picture(page, `${SHOTS}/offline-group-${size.width}.png`);

    await page.getByRole('tab', { name: 'Paiements' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Paiements' });
    const pay = tab.getByRole('button', { name: 'Effectuer un paiement' });
    await expect(pay).toBeVisible();
    await expect(pay).toBeDisabled();
    // The page's other ways to pay (header, quick actions) are disabled as well.
    const everyPay = page.getByRole('button', { name: 'Effectuer un paiement' });
    for (const button of await everyPay.all()) await expect(button).toBeDisabled();
    await picture(page, `${SHOTS}/offline-payments-tab-${size.width}.png`);

    await page.context().setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(pay).toBeEnabled();
    expect((await bell.boundingBox())!.y).toBe(headerTop);
    await page.context().close();
  });
}
