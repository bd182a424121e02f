import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  errorCatalog,
  SESSION_ENDED_CODES,
  type AuthResponse,
  type ConfigDto,
  type DocumentDto,
  type GroupDto,
} from '@tontine/contracts';
import { failOnPageProblems } from '../support/page-problems.js';
import { shootAtBothWidths } from '../support/screens.js';
import { installDesktopBridge, type TestBridgeOptions } from './bridge.js';

/**
 * The content, system, code and chat tabs of the console in Chromium, with the desktop
 * bridge replaced (tests/desktop/bridge.ts) and the real API on MariaDB behind it.
 */
const apiUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4310}`;
const bridgeOptions: TestBridgeOptions = {
  apiUrl,
  superAdminRequired: {
    detail: errorCatalog.SUPERADMIN_REQUIRED.message.fr,
    code: 'SUPERADMIN_REQUIRED',
  },
  twoFactorSetupRequired: {
    detail: errorCatalog.TWO_FACTOR_SETUP_REQUIRED.message.fr,
    code: 'TWO_FACTOR_SETUP_REQUIRED',
  },
  sessionEndedCodes: SESSION_ENDED_CODES,
};

failOnPageProblems();

test.beforeEach(async ({ page }) => {
  // What the bridge's notify shows (a browser notification at /console, an Electron one in
  // the app) is recorded here: the page's Notification is this stand-in, permission granted.
  await page.addInitScript(() => {
    const shown: Array<{ title: string; body: string }> = [];
    (window as unknown as { __notifications: typeof shown }).__notifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification });
  });
  await page.addInitScript(installDesktopBridge, bridgeOptions);
});

async function signInAsSuperAdmin(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.superAdmin.email);
  await page.getByLabel('Mot de passe').fill(DEMO_ACCOUNTS.superAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

async function token(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post(`${apiUrl}/api/auth/login`, { data: account });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as AuthResponse).access_token;
}

const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });

/** Replaces the code editor's whole text, as a paste would (no auto-closing brackets). */
async function replaceEditorText(page: Page, text: string) {
  const editor = page.locator('.monaco-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  if (text) await page.keyboard.insertText(text);
}

test('the code editor refuses a blank or invalid document and saves a valid one after its diff', async ({
  page,
  request,
}, testInfo) => {
  await signInAsSuperAdmin(page);
  await openTab(page, 'Code');
  await expect(
    page.getByText(/Seuls les super-admins peuvent accéder à cet éditeur/),
  ).toBeVisible();
  await page.getByText('Publicités', { exact: true }).click();
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  const save = page.getByRole('button', { name: 'Enregistrer', exact: true });

  await replaceEditorText(page, '');
  await expect(page.getByText('Le document est vide : enregistrement impossible.')).toBeVisible();
  await expect(save).toBeDisabled();

  // Well-formed JSON that the ads schema refuses: an ad needs a type and a title.
  await replaceEditorText(page, '{ "ads": [ { "id": "promo-1" } ] }');
  // Said in French, with the property it concerns: the contracts' schema, not Monaco's English.
  await expect(
    page.getByText(/erreur\(s\) de schéma : ads\.0\.\w+ — Valeur invalide/),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await shootAtBothWidths(page, testInfo, 'console-code-invalid');

  const valid = { ads: [{ id: 'promo-1', type: 'banner', title: 'Épargnez avec Tontine' }] };
  await replaceEditorText(page, JSON.stringify(valid));
  await expect(page.getByText(/erreur\(s\) de schéma/)).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  const diff = page.getByRole('dialog');
  await expect(diff.getByText(/La version enregistrée face à la vôtre/)).toBeVisible();
  await expect(diff.locator('.monaco-diff-editor')).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'console-code-diff');
  await diff.getByRole('button', { name: 'Confirmer l’enregistrement' }).click();
  await expect(page.getByText(/Publicités : version \d+ enregistrée/)).toBeVisible();

  const admin = await token(request, DEMO_ACCOUNTS.superAdmin);
  const stored = await request.get(`${apiUrl}/api/superadmin/documents/ads`, {
    headers: bearer(admin),
  });
  const document = (await stored.json()) as DocumentDto<{ ads: Array<{ title: string }> }>;
  expect(document.value.ads.map((ad) => ad.title)).toEqual(['Épargnez avec Tontine']);
});

test('a configuration change goes through the confirmation, and a system action shows its answer', async ({
  page,
  request,
}, testInfo) => {
  await signInAsSuperAdmin(page);
  await openTab(page, 'Système');
  const hours = page.getByRole('textbox', {
    name: 'Expiration des sessions (heures)',
    exact: true,
  });
  await hours.fill('12');
  await page.getByRole('button', { name: 'Appliquer Expiration des sessions (heures)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('passera de 24 à 12');
  await shootAtBothWidths(page, testInfo, 'console-system-confirm');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByText('Expiration des sessions (heures) : configuration mise à jour'),
  ).toBeVisible();

  const admin = await token(request, DEMO_ACCOUNTS.superAdmin);
  const config = await request.get(`${apiUrl}/api/superadmin/config`, { headers: bearer(admin) });
  expect(((await config.json()) as ConfigDto).values.session_expiry_hours).toBe(12);

  // Clearing the caches answers what it did; without DEPLOY_COMMAND deploy is not offered, and
  // the server's reason says what is missing; one backup control, not two.
  await page.getByRole('button', { name: 'Vider le cache' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Vider le cache' }).click();
  await expect(page.getByText('Action critique exécutée avec succès')).toBeVisible();

  const actions = page.getByRole('region', { name: 'Actions système' });
  await expect(actions.getByRole('button', { name: 'Déployer une mise à jour' })).toBeDisabled();
  await expect(actions.getByText(/^Déploiement non configuré : .*DEPLOY_COMMAND/)).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Sauvegarder la base' })).toHaveCount(0);
  await shootAtBothWidths(page, testInfo, 'console-system');

  // Put the setting back for the tests that sign in after this one.
  const restored = await request.post(`${apiUrl}/api/superadmin/config/update`, {
    headers: bearer(admin),
    data: { key: 'session_expiry_hours', value: 24, confirm: true },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('a report and a new message in an open chat reach the bridge as notifications', async ({
  page,
  request,
}, testInfo) => {
  // A group with two members, one message of the first reported by the second.
  const stamp = Date.now();
  const register = async (first: string) => {
    const email = `${first.toLowerCase()}.${stamp}@example.org`;
    const registered = await request.post(`${apiUrl}/api/auth/register`, {
      data: {
        first_name: first,
        last_name: 'Otieno',
        email,
        password: 'Harambee2024',
        country: 'KE',
        preferred_language: 'fr',
        accept_terms: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { access_token: value, user } = (await registered.json()) as AuthResponse;
    const onboarded = await request.post(`${apiUrl}/api/auth/onboarding/complete`, {
      headers: bearer(value),
      data: { role: 'member' },
    });
    expect(onboarded.status(), await onboarded.text()).toBe(200);
    return { token: value, username: user.username };
  };
  const wanjiru = await register('Wanjiru');
  const otieno = await register('Kibet');
  const created = await request.post(`${apiUrl}/api/groups`, {
    headers: bearer(wanjiru.token),
    data: {
      name: `Chama Console ${stamp}`,
      description: 'Modération depuis la console',
      contribution_amount: '500',
      currency: 'KES',
      is_public: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { group } = (await created.json()) as { group: GroupDto };
  const joined = await request.post(`${apiUrl}/api/groups/join-with-permanent-code`, {
    headers: bearer(otieno.token),
    data: { permanent_code: group.permanent_invitation_code },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const say = async (who: { token: string }, message: string) => {
    const sent = await request.post(`${apiUrl}/api/chat/messages`, {
      headers: bearer(who.token),
      data: { group_id: group.id, message },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    return ((await sent.json()) as { id: string }).id;
  };
  const spam = await say(wanjiru, 'Achetez mes montres, prix imbattables');
  const reported = await request.post(`${apiUrl}/api/chat/messages/${spam}/flag`, {
    headers: bearer(otieno.token),
    data: { reason: 'Spam' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  await signInAsSuperAdmin(page);
  await openTab(page, 'Discussions');
  const queued = page
    .getByTestId('flagged-message')
    .filter({ hasText: group.name })
    .filter({ hasText: 'Achetez mes montres' });
  await expect(queued).toContainText('1 signalement(s) : Spam');
  await queued.getByRole('button', { name: 'Ouvrir la discussion' }).click();
  await expect(page.getByText('Connecté', { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('chat-message').filter({ hasText: 'Achetez mes montres' }),
  ).toBeVisible();

  // A new message from someone else in the open chat: shown, and notified through the bridge.
  await say(otieno, 'Bonjour à tous, réunion samedi ?');
  await expect(page.getByText('Bonjour à tous, réunion samedi ?')).toBeVisible();
  // A new report in the open chat: notified too.
  const second = await say(wanjiru, 'Deuxième publicité');
  const flaggedAgain = await request.post(`${apiUrl}/api/chat/messages/${second}/flag`, {
    headers: bearer(otieno.token),
    data: {},
  });
  expect(flaggedAgain.status()).toBe(201);
  const title = `${otieno.username} dans ${group.name}`;
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __notifications: unknown[] }).__notifications),
    )
    .toEqual(
      expect.arrayContaining([
        { title, body: 'Bonjour à tous, réunion samedi ?' },
        { title: `${wanjiru.username} dans ${group.name}`, body: 'Deuxième publicité' },
      ]),
    );
  // The operator answers in the group: the message is sent and shown, marked as an admin's.
  const composer = page.getByRole('textbox', { name: 'Votre message' });
  await composer.fill('Bonjour, ici le support Tontine');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    page.getByTestId('chat-message').filter({ hasText: 'Bonjour, ici le support Tontine' }),
  ).toBeVisible();
  await expect(composer).toHaveValue('');
  // The composer stops at the 500 characters the server accepts.
  await composer.fill('a'.repeat(520));
  await expect(composer).toHaveValue('a'.repeat(500));
  await expect(page.getByText('500/500 caractères')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  await shootAtBothWidths(page, testInfo, 'console-chat');
  await composer.fill('');

  // Ignore takes the first report off the queue.
  await queued.getByRole('button', { name: 'Ignorer' }).click();
  await expect(page.getByText('Signalements ignorés')).toBeVisible();
});

test('the content tab saves a text as it is typed', async ({ page, request }, testInfo) => {
  await signInAsSuperAdmin(page);
  await openTab(page, 'Contenu');
  const welcome = page.getByLabel('Message de bienvenue');
  await welcome.fill('Karibu kwenye Tontine !');
  await expect(page.getByText('Contenu mis à jour avec succès')).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'console-content');
  const admin = await token(request, DEMO_ACCOUNTS.superAdmin);
  const content = await request.get(`${apiUrl}/api/superadmin/content`, {
    headers: bearer(admin),
  });
  expect(
    ((await content.json()) as { values: { welcome_message: string } }).values.welcome_message,
  ).toBe('Karibu kwenye Tontine !');
});
