import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  PROOFS_PER_CONTRIBUTION_MAX,
  type CreateGroupRequest,
  type GroupDto,
  type MyPaymentsDto,
} from '@tontine/contracts';
import { apiSignIn, createOnboardedMember, signInThroughUi } from './support.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { layoutSettled } from '../support/screens.js';

/**
 * Proof of payment: a receipt photographed with Chromium's fake camera (its test
 * pattern stands for the receipt) and a PDF attached to a pending contribution from the
 * dashboard's quick actions, then seen by the group's admin in the validation queue. Each
 * screen is checked at 390 and 1366 px for sideways overflow; SHOTS_DIR keeps the pictures.
 */
test.use({
  locale: 'fr-FR',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const WIDTHS = [390, 1366] as const;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

/** Nothing wider than the window: the page does not scroll sideways, no element sticks out. */
async function fitsTheScreen(page: Page, name: string, width: number, fullPage = true) {
  await layoutSettled(page);
  const overflow = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth}px wide`);
    for (const el of document.querySelectorAll('[role="dialog"] *, main *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 1) {
        found.push(`${el.tagName}.${el.className} ends at ${Math.round(box.right)}`);
      }
    }
    return found.slice(0, 5);
  });
  expect(overflow, `${name} at ${width} px`).toEqual([]);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    // A dialog is shot as the screen shows it: a full-page shot resizes the window under it.
    const dialog = await page.getByRole('dialog').count();
    await page.screenshot({
      path: join(dir, `${name}-${width}.png`),
      fullPage: fullPage && dialog === 0,
    });
  }
}

/** No serious or critical axe violation on what is shown (the dialog, when one is open). */
async function axeClean(page: Page, name: string) {
  // The toasts' close buttons are the app's notifications', named by Mantine without text.
  const results = await new AxeBuilder({ page })
    .exclude('.mantine-Notifications-root')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect.soft(serious, `axe on ${name}`).toEqual([]);
}

async function pageOf(browser: Browser, account: Account, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width, height: width === 390 ? 844 : 768 },
    permissions: ['camera'],
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** A group of the admin's with the member in it and the member's cash payment awaiting validation. */
async function pendingPayment(request: APIRequestContext, admin: Account, member: Account) {
  const adminToken = await apiSignIn(request, admin);
  const body: CreateGroupRequest = {
    name: `Chama Risiti ${Date.now()}`,
    description: 'Des reçus joints aux paiements',
    contribution_amount: '500',
    currency: 'KES',
    is_public: false,
    start_date: new Date().toISOString().slice(0, 10),
    beneficiary_contributes: true,
  };
  const created = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { group } = (await created.json()) as { group: GroupDto };
  const memberToken = await apiSignIn(request, member);
  const joined = await request.post('/api/groups/join-with-permanent-code', {
    headers: { Authorization: `Bearer ${memberToken}` },
    data: { permanent_code: group.permanent_invitation_code },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const paid = await request.post(
    `/api/contributions/cash/record?group_id=${group.id}&amount=500&cycle_number=1`,
    { headers: { Authorization: `Bearer ${memberToken}` } },
  );
  expect(paid.status(), await paid.text()).toBe(201);
  return group;
}

test('a receipt photo from the camera and a PDF reach the contribution, and the admin sees both', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await createOnboardedMember(request, 'Wanjiru');
  const member = await createOnboardedMember(request, 'Otieno');
  const group = await pendingPayment(request, admin, member);

  for (const width of WIDTHS) {
    const page = await pageOf(browser, member, width);

    // The photo: the rear camera's live picture, captured as a JPEG and sent.
    await page.getByRole('button', { name: 'Prendre une photo' }).click();
    const photo = page.getByRole('dialog', { name: 'Photo du reçu' });
    await expect(photo.getByRole('combobox', { name: /Contribution concernée/ })).toHaveValue(
      new RegExp(`^${group.name} — 500,00.KES \\(cycle 1\\)$`),
    );
    const capture = photo.getByRole('button', { name: 'Capturer' });
    await expect(capture).toBeEnabled();
    await expect
      .poll(() =>
        photo
          .getByLabel('Aperçu de la caméra')
          .evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBeGreaterThan(0);
    await fitsTheScreen(page, 'proof-camera', width);
    await capture.click();
    await expect(photo.getByRole('img', { name: 'Photo du reçu à envoyer' })).toBeVisible();
    await fitsTheScreen(page, 'proof-photo-preview', width);
    await axeClean(page, 'the photo dialog');
    const sent = page.waitForResponse(
      (r) => r.url().includes('/proofs?source=camera') && r.request().method() === 'POST',
    );
    await photo.getByRole('button', { name: 'Envoyer' }).click();
    expect((await sent).status()).toBe(201);
    await expect(
      page.getByText('Justificatif envoyé : l’admin le verra avec votre contribution.'),
    ).toBeVisible();
    await expect(photo).toBeHidden();

    // The PDF: picked as a file, sent, and listed with the photo.
    await page.getByRole('button', { name: 'Ajouter un fichier' }).click();
    const file = page.getByRole('dialog', { name: 'Joindre un justificatif' });
    const attached = file.getByRole('region', { name: 'Justificatifs déjà joints' });
    await expect(attached.getByText(/^recu-.*\.jpg$/)).toHaveCount(width === 390 ? 1 : 2);
    await file.locator('input[type="file"]').setInputFiles({
      name: `recu-${width}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(file.getByText(`recu-${width}.pdf`, { exact: false })).toBeVisible();
    await file.getByRole('button', { name: 'Envoyer' }).click();
    await expect(file).toBeHidden();
    await page.getByRole('button', { name: 'Ajouter un fichier' }).click();
    await expect(attached.getByText(`recu-${width}.pdf`)).toBeVisible();
    await fitsTheScreen(page, 'proof-file', width);
    await axeClean(page, 'the file dialog');
    await page.keyboard.press('Escape');
    await page.context().close();
  }

  // The admin validates with the proofs beside the contribution: the photos previewed, the
  // PDFs as downloads.
  for (const width of WIDTHS) {
    const page = await pageOf(browser, admin, width);
    await page.goto(`/groups/${group.id}`);
    const queue = page.getByRole('region', { name: 'Paiements à valider' });
    const row = queue.getByRole('article', { name: new RegExp(`^${member.username}, `) });
    const proofs = row.getByRole('region', { name: 'Justificatifs' });
    const previews = proofs.getByRole('img', { name: /^Justificatif recu-.*\.jpg$/ });
    await expect(previews).toHaveCount(2);
    await expect
      .poll(() => previews.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await proofs.getByRole('button', { name: 'Télécharger recu-390.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('recu-390.pdf');
    // The button's hover colour is not what the check is about: the pointer leaves it.
    await page.mouse.move(0, 0);
    await fitsTheScreen(page, 'proof-admin-page', width);
    await row.scrollIntoViewIfNeeded();
    await fitsTheScreen(page, 'proof-admin-queue', width, false);
    await axeClean(page, 'the validation queue with proofs');
    await page.context().close();
  }
});

test('a receipt past the contribution’s limit is refused in the dialog, with the reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await createOnboardedMember(request, 'Akinyi');
  const member = await createOnboardedMember(request, 'Kiprono');
  await pendingPayment(request, admin, member);
  const token = await apiSignIn(request, member);
  const mine = await request.get('/api/users/me/payments', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const contribution = ((await mine.json()) as MyPaymentsDto).history.find(
    (c) => c.status === 'pending',
  )!;
  for (let i = 1; i <= PROOFS_PER_CONTRIBUTION_MAX; i += 1) {
    const sent = await request.post(`/api/contributions/${contribution.id}/proofs`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: `recu-${i}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  for (const width of WIDTHS) {
    const page = await pageOf(browser, member, width);
    await page.getByRole('button', { name: 'Ajouter un fichier' }).click();
    const file = page.getByRole('dialog', { name: 'Joindre un justificatif' });
    await file.locator('input[type="file"]').setInputFiles({
      name: 'recu-6.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await file.getByRole('button', { name: 'Envoyer' }).click();
    await expect(file.getByRole('alert')).toHaveText(
      'Nombre maximal de justificatifs atteint pour cette contribution : 5. Supprimez-en un pour en joindre un autre',
    );
    await expect(
      file.getByRole('region', { name: 'Justificatifs déjà joints' }).getByText(/^recu-\d\.pdf$/),
    ).toHaveCount(PROOFS_PER_CONTRIBUTION_MAX);
    await fitsTheScreen(page, 'proof-limit-refused', width);
    await axeClean(page, 'the file dialog with a refusal');
    await page.context().close();
  }
});
