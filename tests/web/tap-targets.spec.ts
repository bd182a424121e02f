import { expect, test, type Locator } from '@playwright/test';
import type { GroupDto } from '@tontine/contracts';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';
import { picture } from '../support/screens.js';

/** On a phone every control is aimed at with a finger: 44 × 44 px at least. */
test.use({ locale: 'fr-FR' });

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.TAP_SHOTS_DIR ?? 'test-results/tap-shots';

async function expectTapSize(target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  expect(box.width, `${what}: width`).toBeGreaterThanOrEqual(44);
  expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(44);
}

test('the notifications’ checkboxes and buttons and the chat message menu are 44 px targets at 390 px', async ({
  browser,
  request,
}) => {
  const admin = await createOnboardedMember(request, 'Achieng');
  const adminToken = await apiSignIn(request, admin);
  const created = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      name: `Chama Vidole ${Date.now()}`,
      description: 'Un groupe pour les doigts',
      contribution_amount: '500',
      currency: 'KES',
      is_public: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { group } = (await created.json()) as { group: GroupDto };
  // A join request brings the admin a notification; a message of theirs fills the chat.
  const member = await createOnboardedMember(request, 'Kamau');
  const asked = await request.post(`/api/groups/${group.id}/join-request`, {
    headers: { Authorization: `Bearer ${await apiSignIn(request, member)}` },
    data: { message: 'Bonjour !' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const sent = await request.post('/api/chat/messages', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { group_id: group.id, message: 'Karibuni wote' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const page = await signedInPage(browser, admin);
  await page.setViewportSize(PHONE);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/notifications');
  const checkbox = page.getByRole('checkbox', { name: /^Sélectionner/ }).first();
  await expect(checkbox).toBeVisible();
  const area = checkbox.locator('xpath=ancestor::label[1]');
  await expectTapSize(area, 'the checkbox’s target');
  // A tap near the target's corner, off the drawn box, still ticks it.
  const box = (await area.boundingBox())!;
  await page.mouse.click(box.x + 3, box.y + 3);
  await expect(checkbox).toBeChecked();
  const item = page.getByRole('list').getByRole('listitem').first();
  for (const button of await item.getByRole('button').all())
    await expectTapSize(button, (await button.getAttribute('aria-label')) ?? 'a button');
  await picture(page, `${SHOTS}/notifications-390.png`);

  await page.goto(`/groups/${group.id}/chat`);
  const message = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
  await expect(message).toContainText('Karibuni wote');
  const menu = message.getByRole('button', { name: 'Actions du message' });
  await expectTapSize(menu, 'the message menu');
  await menu.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await picture(page, `${SHOTS}/chat-menu-390.png`);
  await page.context().close();
});
