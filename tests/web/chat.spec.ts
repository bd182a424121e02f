import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { GroupDto } from '@tontine/contracts';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

async function groupWithMembers(request: APIRequestContext) {
  const admin = await createOnboardedMember(request, 'Achieng');
  const adminToken = await apiSignIn(request, admin);
  const created = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      name: `Chama Mazungumzo ${Date.now()}`,
      description: 'Un groupe pour discuter en direct',
      contribution_amount: '500',
      currency: 'KES',
      is_public: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { group } = (await created.json()) as { group: GroupDto };
  const members: Account[] = [];
  for (const name of ['Kamau', 'Njeri']) {
    const member = await createOnboardedMember(request, name);
    const joined = await request.post('/api/groups/join-with-permanent-code', {
      headers: { Authorization: `Bearer ${await apiSignIn(request, member)}` },
      data: { permanent_code: group.permanent_invitation_code },
    });
    expect(joined.ok(), await joined.text()).toBe(true);
    members.push(member);
  }
  return { admin, group, kamau: members[0]!, njeri: members[1]! };
}

async function openChat(page: Page, groupId: string) {
  await page.goto(`/groups/${groupId}`);
  // The header's button (Quick Actions has the same one further down).
  await page.getByRole('button', { name: 'Rejoindre le chat' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/groups/${groupId}/chat$`));
  await expect(page.getByRole('heading', { name: 'Discussion de groupe' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connexion : Connecté' })).toBeVisible();
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Votre message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

function messageFrom(page: Page, sender: string, text: string) {
  return page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem', { name: sender })
    .filter({ hasText: text });
}

test('two members chat live; a report reaches the admin, whose deletion leaves every screen', async ({
  browser,
  request,
}) => {
  const { admin, group, kamau, njeri } = await groupWithMembers(request);
  const kamauPage = await signedInPage(browser, kamau);
  const njeriPage = await signedInPage(browser, njeri);
  for (const page of [kamauPage, njeriPage]) await expect(page).toHaveURL(/\/dashboard$/);
  await openChat(kamauPage, group.id);
  await openChat(njeriPage, group.id);
  await expect(kamauPage.getByText('Commencez la conversation !')).toBeVisible();

  // Each sees the other's message arrive without a reload.
  await send(kamauPage, 'Habari za leo? Mchango ni Ijumaa.');
  await expect(messageFrom(njeriPage, kamau.username, 'Mchango ni Ijumaa')).toBeVisible();
  await send(njeriPage, 'Nzuri! Nitalipa kesho.');
  await expect(messageFrom(kamauPage, njeri.username, 'Nitalipa kesho')).toBeVisible();

  // Njeri reports a message of Kamau's.
  await send(kamauPage, 'Tumeni pesa kwa namba hii ya ajabu');
  const suspicious = messageFrom(njeriPage, kamau.username, 'namba hii ya ajabu');
  await expect(suspicious).toBeVisible();
  await suspicious.getByRole('button', { name: 'Actions du message' }).click();
  await njeriPage.getByRole('menuitem', { name: 'Signaler' }).click();
  const report = njeriPage.getByRole('dialog', { name: 'Signaler le message' });
  await report.getByLabel('Motif du signalement (facultatif)').fill('Arnaque possible');
  await report.getByRole('button', { name: 'Signaler' }).click();
  await expect(
    njeriPage.getByText("Message signalé. L'administrateur en sera informé."),
  ).toBeVisible();

  // The admin finds it in the moderation panel and deletes it.
  const adminPage = await signedInPage(browser, admin);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await openChat(adminPage, group.id);
  await adminPage.getByRole('button', { name: 'Modération (1)' }).click();
  const panel = adminPage.getByRole('dialog', { name: 'Messages signalés' });
  const flagged = panel.getByRole('listitem', { name: kamau.username });
  await expect(flagged).toContainText('namba hii ya ajabu');
  await expect(flagged).toContainText('Arnaque possible');
  await flagged.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Supprimer le message' });
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer ce message ?');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(panel.getByText('Aucun message signalé')).toBeVisible();

  // Gone from both members' screens, live; the other messages stay.
  await expect(messageFrom(njeriPage, kamau.username, 'namba hii ya ajabu')).toHaveCount(0);
  await expect(messageFrom(kamauPage, kamau.username, 'namba hii ya ajabu')).toHaveCount(0);
  await expect(messageFrom(njeriPage, kamau.username, 'Mchango ni Ijumaa')).toBeVisible();
});
