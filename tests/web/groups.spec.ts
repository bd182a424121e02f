import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CreateGroupRequest } from '@tontine/contracts';
import {
  MEMBER_PASSWORD,
  apiSignIn,
  createOnboardedMember,
  signInThroughUi,
  signedInPage,
  uniqueEmail,
} from './support.js';
import { isoDateFromToday } from '../support/dates.js';

test.use({ locale: 'fr-FR' });

/** A new account that has not chosen its role yet: the onboarding screen comes next. */
async function registerNewcomer(request: APIRequestContext) {
  const email = uniqueEmail('admin');
  const answer = await request.post('/api/auth/register', {
    data: {
      first_name: 'Wanjiku',
      last_name: 'Kamau',
      email,
      password: MEMBER_PASSWORD,
      country: 'KE',
      preferred_language: 'fr',
      accept_terms: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, password: MEMBER_PASSWORD };
}

async function createGroupAsAdmin(
  request: APIRequestContext,
  account: { email: string; password: string },
  body: CreateGroupRequest,
) {
  const token = await apiSignIn(request, account);
  const answer = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { group: { id: string } }).group;
}

async function openMyGroups(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Mes Groupes' }).click();
  await expect(page.getByRole('heading', { name: 'Mes Groupes', level: 1 })).toBeVisible();
}

test('an admin creates a group in onboarding, members join by code and by request', async ({
  browser,
  request,
}) => {
  // The admin creates a group through onboarding and reads its permanent code.
  const admin = await registerNewcomer(request);
  const adminPage = await signedInPage(browser, admin);
  await expect(adminPage).toHaveURL(/\/onboarding$/);
  await adminPage.getByRole('button', { name: 'Créer un groupe (administrateur)' }).click();
  await expect(adminPage).toHaveURL(/\/onboarding\/create-group$/);
  await adminPage.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(
    adminPage.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs requis' }),
  ).toBeVisible();
  const groupName = `Chama Umoja ${Date.now()}`;
  await adminPage.getByLabel('Nom du groupe').fill(groupName);
  await adminPage.getByLabel('Montant de contribution').fill('2500.50');
  await adminPage.getByLabel('Date de début').fill(isoDateFromToday(45));
  await adminPage.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(adminPage.getByRole('status')).toContainText(groupName);
  const code = (await adminPage.getByTestId('group-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await adminPage.getByRole('button', { name: 'Continuer vers le tableau de bord' }).click();
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await expect(adminPage.getByRole('article', { name: groupName })).toBeVisible();

  // A second user joins with the permanent code and finds the group in Mes Groupes.
  const member = await createOnboardedMember(request);
  const memberPage = await signedInPage(browser, member);
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await memberPage
    .getByRole('button', { name: 'Rejoindre avec un code permanent' })
    .first()
    .click();
  const dialog = memberPage.getByRole('dialog');
  await dialog.getByLabel('Code permanent').fill(code.toLowerCase());
  await expect(dialog.getByLabel('Code permanent')).toHaveValue(code);
  // The code first opens the group and its rules, which the member accepts before joining.
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText(groupName)).toBeVisible();
  await expect(dialog.getByText('Règles du groupe', { exact: true })).toBeVisible();
  const join = dialog.getByRole('button', { name: 'Rejoindre', exact: true });
  await expect(join).toBeDisabled();
  await dialog.getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du groupe" }).check();
  await join.click();
  await expect(dialog.getByRole('status')).toContainText(groupName);
  await expect(dialog).toBeHidden({ timeout: 6000 });
  await openMyGroups(memberPage);
  await expect(memberPage.getByRole('article', { name: groupName })).toBeVisible();

  // The admin's group page tells, in its Activité tab, that the second user joined.
  await adminPage
    .getByRole('article', { name: groupName })
    .getByRole('link', { name: 'Voir détails' })
    .click();
  await expect(adminPage.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
  await adminPage.getByRole('tab', { name: 'Activité' }).click();
  const activity = adminPage.getByRole('tabpanel');
  await expect(activity.getByText(`${member.username} a rejoint le groupe`)).toBeVisible();
  await expect(activity.getByText('Wanjiku Kamau a créé le groupe')).toBeVisible();

  // A third user asks to join a private group; the admin accepts; the code lets them in.
  const privateName = `Chama Siri ${Date.now()}`;
  const privateGroup = await createGroupAsAdmin(request, admin, {
    name: privateName,
    description: 'Un groupe privé pour les tests de bout en bout',
    contribution_amount: '1000',
    currency: 'KES',
    is_public: false,
  });
  const third = await createOnboardedMember(request);
  const thirdPage = await signedInPage(browser, third);
  await expect(thirdPage).toHaveURL(/\/dashboard$/);
  await thirdPage.getByRole('navigation').getByRole('link', { name: 'Adhésion' }).click();
  await expect(thirdPage.getByRole('heading', { name: 'Adhésions aux Groupes' })).toBeVisible();
  await thirdPage.getByRole('tab', { name: 'Groupes Disponibles' }).click();
  await thirdPage.getByLabel('Rechercher un groupe').fill(privateName);
  const card = thirdPage.getByRole('article', { name: privateName });
  await card.getByRole('button', { name: "Demander l'adhésion" }).click();
  const ask = thirdPage.getByRole('dialog');
  await expect(ask.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await ask.getByLabel('Message de motivation').fill('Je souhaite épargner avec vous.');
  await expect(ask.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await ask.getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du groupe" }).check();
  await ask.getByRole('button', { name: 'Envoyer' }).click();
  await expect(ask.getByRole('status')).toHaveText("Demande d'adhésion envoyée avec succès !");
  await ask.getByRole('button', { name: 'Fermer' }).click();

  await adminPage.goto(`/groups/${privateGroup.id}`);
  const requests = adminPage.getByRole('region', { name: 'Demandes' });
  await expect(requests).toContainText('Je souhaite épargner avec vous.');
  await requests.getByRole('button', { name: 'Accepter' }).click();
  await expect(requests).toContainText('Aucune demande en attente.');

  await thirdPage.reload();
  await thirdPage.getByRole('tab', { name: 'Mes Demandes' }).click();
  const mine = thirdPage.getByRole('article', { name: privateName });
  await expect(mine).toContainText('Acceptée');
  await expect(mine.getByTestId('invitation-code')).toContainText(/[A-Z2-9]{10}/);
  await mine.getByRole('button', { name: 'Rejoindre', exact: true }).click();
  await expect(thirdPage.getByText(`Vous avez rejoint « ${privateName} ».`)).toBeVisible();
  await openMyGroups(thirdPage);
  await expect(thirdPage.getByRole('article', { name: privateName })).toBeVisible();
});

test('Explore finds a public group by its name and joins it at once', async ({
  browser,
  request,
}) => {
  const admin = await registerNewcomer(request);
  const token = await apiSignIn(request, admin);
  const name = `Chama Wazi ${Date.now()}`;
  const created = await request.post('/api/auth/onboarding/create-group', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, contribution_amount: '750', start_date: isoDateFromToday(60), is_public: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  const member = await createOnboardedMember(request);
  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Explorer' }).click();
  await expect(page.getByRole('heading', { name: 'Explorer les Groupes' })).toBeVisible();
  await page.getByLabel('Rechercher un groupe').fill(name);
  await expect(page.getByText('1 groupe(s) trouvé(s)')).toBeVisible();
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Voir détails' }).click();
  await expect(page.getByRole('dialog', { name })).toContainText('Wanjiku Kamau');
  const preview = page.getByRole('dialog', { name });
  await expect(preview.getByText('Règles du groupe', { exact: true })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
  await preview
    .getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du groupe" })
    .check();
  await preview.getByRole('button', { name: 'Rejoindre' }).click();
  await expect(page.getByText(`Vous avez rejoint « ${name} ».`)).toBeVisible();
  await openMyGroups(page);
  await expect(page.getByRole('article', { name })).toBeVisible();
});

test('an unknown group shows that it was not found', async ({ browser, request }) => {
  const member = await createOnboardedMember(request);
  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/groups/999999999');
  await expect(page.getByRole('alert')).toHaveText('Groupe non trouvé');
});

test("a group's ID is shown where its code is, on a phone, and a newcomer's request with it reaches the admin", async ({
  browser,
  request,
}) => {
  const admin = await createOnboardedMember(request, 'Wanjiku');
  const groupName = `Chama Kitambulisho ${Date.now()}`;
  const group = await createGroupAsAdmin(request, admin, {
    name: groupName,
    description: 'Un groupe privé rejoint par son identifiant',
    contribution_amount: '1000',
    currency: 'KES',
    is_public: false,
  });
  const phone = { viewport: { width: 390, height: 844 }, locale: 'fr-FR' };

  const adminPage = await (await browser.newContext(phone)).newPage();
  await adminPage.goto('/login');
  await signInThroughUi(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto(`/groups/${group.id}`);
  const invite = adminPage.getByRole('region', { name: 'Inviter des amis' });
  await expect(invite.getByLabel('ID du groupe')).toHaveText(group.id);
  await invite.scrollIntoViewIfNeeded();
  const box = await invite.getByTestId('group-id').boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );

  const newcomer = await createOnboardedMember(request, 'Zawadi');
  // The newcomer asks from a computer, where the home shows the ways to join side by side.
  const page = await signedInPage(browser, newcomer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('button', { name: "Demander l'adhésion avec un ID de groupe" })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      'L’administrateur le trouve sur la page du groupe, sous « Inviter des amis ».',
    ),
  ).toBeVisible();
  await dialog.getByLabel('ID du groupe').fill(group.id);
  await dialog.getByLabel('Message (facultatif)').fill('Wanjiku m’a donné l’identifiant.');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  // The home shows the new group at once, in place of the ways to join and their dialog.
  await expect(page.getByRole('button', { name: 'Rechercher un groupe' })).toBeVisible();

  await adminPage.reload();
  await expect(adminPage.getByRole('region', { name: 'Demandes' })).toContainText(
    'Wanjiku m’a donné l’identifiant.',
  );
});
