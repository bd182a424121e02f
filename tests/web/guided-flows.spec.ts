import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FlowProgressDto } from '@tontine/contracts';
import { apiSignIn, createOnboardedMember, signInThroughUi } from './support.js';
import { resizeAndSettle } from '../support/screens.js';

test.use({ locale: 'fr-FR' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const SHOTS = process.env.VISUAL_SHOTS_DIR;

async function progressOf(request: APIRequestContext, token: string): Promise<FlowProgressDto[]> {
  const answer = await request.get('/api/users/me/flows', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as FlowProgressDto[];
}

/** Nothing wider than the phone: the page does not scroll sideways. */
async function expectFits(page: Page) {
  const width = await page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** At both widths, for a person to look at (VISUAL_SHOTS_DIR) and with no sideways overflow. */
async function shoot(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await resizeAndSettle(page, size);
    if (size === PHONE) await expectFits(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/guide-${name}-${size.width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/guide-${name}-${size.width}-window.png` });
    }
  }
  await page.setViewportSize(PHONE);
}

const step = (page: Page, text: RegExp) =>
  expect(page.getByRole('navigation', { name: 'Navigation du guide' })).toContainText(text);

test('the onboarding flow end to end with the keyboard, on a phone', async ({ page, request }) => {
  const member = await createOnboardedMember(request, 'Wanjiru');
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Offered from the home: the Guides card, nothing started yet.
  const card = page.getByRole('region', { name: 'Guides' });
  await expect(card).toContainText('Nouveau sur Tontine');
  await card.getByRole('link', { name: 'Commencer : Premiers pas' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/onboarding\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Bienvenue, Wanjiru !' })).toBeVisible();
  await step(page, /Étape 1 sur 5/);
  // A phone shows the guide, not the desktop's settings: no bar placement, no preview switch,
  // no keyboard shortcuts.
  await expect(page.getByText('Mode aperçu')).toHaveCount(0);
  await expect(page.getByText('Flottante')).toHaveCount(0);
  await expect(page.getByText(/Alt\+←/)).toHaveCount(0);
  await shoot(page, 'welcome');

  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByText('Déjà au début')).toBeVisible();

  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/guide\/onboarding\/role-selection$/);
  await step(page, /Étape 2 sur 5/);
  // Choose the member role with the keyboard: Tab to its button, Enter.
  const choose = page
    .getByRole('region', { name: 'Rejoindre en tant que membre' })
    .getByRole('button');
  await choose.focus();
  await page.keyboard.press('Enter');
  await expect(choose).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Choix enregistré' })).toBeVisible();
  await shoot(page, 'role-selection');

  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/create-group$/);
  await expect(page.getByText(/Vous avez choisi de commencer comme membre/)).toBeVisible();

  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/join-group$/);
  await expect(page.getByRole('searchbox', { name: /Nom, description ou ID/ })).toBeVisible();
  await shoot(page, 'join-group');

  // Escape goes back, Alt+Right forward again.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/create-group$/);
  await step(page, /Étape 3 sur 5/);
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/join-group$/);
  // The step's screen is drawn (and its keys listened to) before the next key.
  await step(page, /Étape 4 sur 5/);
  await expect(page.getByRole('searchbox', { name: /Nom, description ou ID/ })).toBeVisible();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/complete$/);
  await step(page, /Étape 5 sur 5/);
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByText('Parcours terminé', { exact: true })).toBeVisible();
  await shoot(page, 'complete');

  const token = await apiSignIn(request, member);
  await expect
    .poll(async () => (await progressOf(request, token)).find((p) => p.flow === 'onboarding'))
    .toMatchObject({ step_index: 4, completed: true });

  // The preview only simulates: the URL and the saved progress stay.
  await page.goto('/guide/onboarding/role-selection?preview=1');
  await step(page, /Étape 2 sur 5/);
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByText('Navigation simulée : vers « Créer un groupe »')).toBeVisible();
  await expect(page).toHaveURL(/\/role-selection\?preview=1$/);
  await shoot(page, 'preview');
  expect((await progressOf(request, token)).find((p) => p.flow === 'onboarding')).toMatchObject({
    step_index: 4,
    completed: true,
  });
});

test('a flow resumes at the step saved from another device', async ({ page, request }) => {
  const member = await createOnboardedMember(request, 'Otieno');
  const token = await apiSignIn(request, member);
  // "Another device": the step saved through the API.
  const saved = await request.put('/api/users/me/flows/joinRequest', {
    headers: { Authorization: `Bearer ${token}` },
    data: { step_index: 2, completed: false },
  });
  expect(saved.status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Guides' });
  await expect(card).toContainText('Étape 3 sur 5');
  await shoot(page, 'home-card');
  await page.setViewportSize(DESKTOP);
  await card.getByRole('link', { name: 'Reprendre : Rejoindre un groupe' }).click();
  await expect(page).toHaveURL(/\/guide\/joinRequest\/request$/);
  await step(page, /Étape 3 sur 5/);
  // On a desktop the keyboard's hint and the bar's placement are there; the preview is not.
  await expect(page.getByText(/Alt\+←/)).toBeVisible();
  await expect(page.getByText('Mode aperçu')).toHaveCount(0);
  // Nothing chosen on this device yet: the step says so, and Next holds.
  await expect(page.getByText('Choisissez d’abord un groupe.').first()).toBeVisible();

  // The floating bar, chosen once, stays chosen.
  await page.getByText('Flottante').click();
  await expect(page.getByRole('navigation', { name: 'Navigation du guide' })).toHaveAttribute(
    'data-placement',
    'floating',
  );
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navigation du guide' })).toHaveAttribute(
    'data-placement',
    'floating',
  );
  await shoot(page, 'floating');
});

test('the group creation flow keeps what was typed across a reload, then creates the group', async ({
  page,
  request,
}) => {
  const member = await createOnboardedMember(request, 'Achieng');
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/guide/groupCreation');
  await expect(page).toHaveURL(/\/guide\/groupCreation\/basic-info$/);

  // Next with nothing typed: the schema's messages under the fields, the step stays.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Corrigez les champs signalés avant de continuer.')).toBeVisible();
  await expect(page).toHaveURL(/\/basic-info$/);

  const name = `Chama Guide ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Nom du groupe' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Épargne du quartier');
  await page.getByRole('textbox', { name: 'Montant de contribution' }).fill('2500');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nom du groupe' })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Montant de contribution' })).toHaveValue('2500');
  await shoot(page, 'creation-basic-info');

  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/settings$/);
  await shoot(page, 'creation-settings');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/visibility$/);
  await page.getByText('Privé', { exact: true }).click();
  await expect(page.getByText(/on le rejoint seulement avec un code/)).toBeVisible();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await shoot(page, 'creation-confirmation');
  await page.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(page.getByText(`Groupe « ${name} » créé`).first()).toBeVisible();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.getByRole('link', { name: 'Ouvrir le groupe' })).toBeVisible();

  const token = await apiSignIn(request, member);
  const mine = await request.get('/api/groups', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await mine.text()).toContain(name);
});

test('the join-request flow: search, choose, ask, then wait for the admin’s answer', async ({
  page,
  request,
}) => {
  const admin = await createOnboardedMember(request, 'Kamau');
  const adminToken = await apiSignIn(request, admin);
  const name = `Chama Kisumu ${Date.now().toString(36)}`;
  const created = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      name,
      description: 'Un groupe public pour le guide',
      contribution_amount: '1000',
      currency: 'KES',
      is_public: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const groupId = ((await created.json()) as { group: { id: string } }).group.id;

  const member = await createOnboardedMember(request, 'Njeri');
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/guide/joinRequest/search');

  // Next before a group is chosen holds.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Choisissez d’abord un groupe.')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);

  await page.getByRole('searchbox', { name: 'Rechercher un groupe' }).fill(name);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Choisir' }).click();
  await expect(page).toHaveURL(/\/select$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await shoot(page, 'join-select');

  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/request$/);
  await page.getByRole('textbox', { name: 'Message pour l’administrateur' }).fill('Bonjour !');
  // The group's rules are read and accepted with the request.
  await expect(page.getByText('Règles du groupe', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
  await page.getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du groupe" }).check();
  await shoot(page, 'join-request-rules');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/waiting$/);
  await expect(page.getByText('En attente', { exact: true }).last()).toBeVisible();
  await shoot(page, 'join-waiting');

  // The last step tells the request pending: nothing is ready before the admin accepts.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.getByRole('heading', { name: 'Demande en attente' })).toBeVisible();
  await expect(page.getByText(/attend encore la décision de l’administrateur/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'C’est prêt !' })).toHaveCount(0);
  await shoot(page, 'join-complete-pending');
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/waiting$/);

  // The admin accepts: the waiting step tells it once refreshed.
  const requests = await request.get(`/api/groups/${groupId}/join-requests`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(requests.status(), await requests.text()).toBe(200);
  const listed = (await requests.json()) as
    { id: string; status: string }[] | { items: { id: string; status: string }[] };
  const pending = (Array.isArray(listed) ? listed : listed.items).find(
    (r) => r.status === 'pending',
  );
  const accepted = await request.post(`/api/join-requests/${pending!.id}/accept`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.getByRole('button', { name: 'Actualiser' }).click();
  await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.getByRole('heading', { name: 'C’est prêt !' })).toBeVisible();
  await expect(page.getByText(/est acceptée/)).toBeVisible();
});
