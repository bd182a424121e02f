import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import {
  openTab,
  pendingCashPayment,
  registeredMember,
  signInToConsole,
} from '../support/console.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { shootAtBothWidths } from '../support/screens.js';
import { installDesktopBridge } from './bridge.js';
import { apiUrl, bridgeOptions } from './bridge-options.js';

/**
 * The console's shell and its tabs in the desktop build, with the bridge replaced, against the
 * real API on MariaDB.
 */
failOnPageProblems();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installDesktopBridge, bridgeOptions);
});

interface RecordedExport {
  source: string;
  fileName: string;
  bytes: number;
  events: { bytes: number; rows: number | null; done: boolean }[];
}

const exportsOf = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __desktopExports?: RecordedExport[] }).__desktopExports ?? [],
  );

test('the super admin sees the figures, the system state and every tab with real data', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);

  const users = page.getByRole('group', { name: 'Utilisateurs' });
  await expect(users).toBeVisible();
  // The seeded accounts: five or more, whatever other tests added.
  await expect(users).toContainText(/\d/);
  await expect(page.getByRole('group', { name: 'Revenus (KES)' })).toContainText('KES');
  const state = page.getByRole('region', { name: 'État du système' });
  await expect(state).toContainText('%');
  await expect(state).toContainText('Base de données');
  await expect(page.getByRole('region', { name: 'Actions rapides' })).toBeVisible();
  for (const tab of [
    'Vue d’ensemble',
    'Utilisateurs',
    'Groupes',
    'Paiements',
    'Contenu',
    'Système',
    'Audit',
    'Code',
    'Discussions',
  ]) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  // Overview: both charts from /stats/monthly and the logs' card.
  await expect(page.getByRole('figure', { name: 'Croissance' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Revenus mensuels (KES)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Derniers journaux système' })).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'console-overview');

  await openTab(page, 'Utilisateurs');
  const usersTable = page.getByRole('table', { name: 'Utilisateurs' });
  // The accounts other tests made fill the first page: the demo accounts are searched for.
  const search = page.getByRole('searchbox', { name: 'Rechercher' });
  await search.fill(DEMO_ACCOUNTS.member.email);
  await expect(usersTable).toContainText(DEMO_ACCOUNTS.member.email);
  await search.fill(DEMO_ACCOUNTS.superAdmin.email);
  await expect(usersTable).toContainText('Super-administrateur');
  // A super admin's row offers no deletion, and the operator's own row no action.
  const superAdminRow = usersTable
    .getByRole('row')
    .filter({ hasText: DEMO_ACCOUNTS.superAdmin.email });
  await expect(superAdminRow.getByRole('button')).toHaveCount(0);
  await search.fill('');
  await shootAtBothWidths(page, testInfo, 'console-users');

  await openTab(page, 'Groupes');
  const groups = page.getByRole('table', { name: 'Groupes' });
  const groupSearch = page.getByRole('searchbox', { name: 'Rechercher' });
  await groupSearch.fill('Chama Umoja');
  await expect(groups).toContainText('Chama Umoja');
  await groupSearch.fill('Tontine des Amis');
  await expect(groups).toContainText('Tontine des Amis');
  await groupSearch.fill('');

  await openTab(page, 'Audit');
  await expect(page.getByRole('table', { name: 'Audit' })).toBeVisible();
  await page.getByRole('button', { name: 'Vérifier la chaîne' }).click();
  await expect(page.getByText('Chaîne d’audit intacte')).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'console-audit');
});

test('a user is suspended after the critical-action confirmation, then reactivated', async ({
  page,
  request,
}, testInfo) => {
  const member = await registeredMember(request, apiUrl, 'suspend');
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Utilisateurs');
  // The search is the server's: the new member is found by e-mail, whatever page it is on.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(member.email.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Utilisateurs' }).getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: /^Suspendre / }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspendre cet utilisateur ?' });
  await expect(dialog).toContainText('journal d’audit');
  await shootAtBothWidths(page, testInfo, 'console-critical-dialog');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(row).toContainText('Actif');

  await row.getByRole('button', { name: /^Suspendre / }).click();
  await dialog.getByRole('button', { name: 'Suspendre' }).click();
  await expect(
    page.getByText("Action suspendre exécutée avec succès sur l'utilisateur"),
  ).toBeVisible();
  await expect(row).toContainText('Suspendu');

  // The server agrees: the member cannot sign in any more.
  const refused = await request.post(`${apiUrl}/api/auth/login`, {
    data: { email: member.email, password: 'Harambee2024' },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);

  // Activation is not critical: no dialog.
  await row.getByRole('button', { name: /^Activer / }).click();
  await expect(row).toContainText('Actif');

  // The audit trail says both in words, never the server's codes.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
  await openTab(page, 'Audit');
  await page.getByRole('button', { name: 'Actualiser' }).click();
  const audit = page.getByRole('table', { name: 'Audit' });
  await expect(audit.getByRole('row').filter({ hasText: member.email }).first()).toBeVisible();
  await expect(audit).toContainText('Utilisateur suspendu');
  await expect(audit).toContainText('Utilisateur activé');
  await expect(audit).not.toContainText('user_suspended');
});

test('rejecting a cash payment keeps the dialog open until a reason is given', async ({
  page,
  request,
}, testInfo) => {
  await pendingCashPayment(request, apiUrl);
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Paiements');
  const cash = page.getByRole('table', { name: 'Espèces' });
  const row = cash.getByRole('row').filter({ hasText: 'En attente' }).first();
  await row.getByRole('button', { name: /^Rejeter / }).click();
  const dialog = page.getByRole('dialog', { name: 'Rejeter ce paiement ?' });
  await dialog.getByRole('button', { name: 'Rejeter' }).click();
  await expect(dialog.getByText('Indiquez le motif du rejet')).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'console-reject-reason');
  await dialog.getByRole('textbox', { name: /Motif du rejet/ }).fill('Reçu illisible');
  await dialog.getByRole('button', { name: 'Rejeter' }).click();
  await expect(page.getByText('Paiement rejeté avec succès')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a pending cash payment is approved, and the buttons leave with the pending state', async ({
  page,
  request,
}, testInfo) => {
  await pendingCashPayment(request, apiUrl);
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Paiements');
  const cash = page.getByRole('table', { name: 'Espèces' });
  const row = cash.getByRole('row').filter({ hasText: 'En attente' }).first();
  await expect(row).toContainText('Chama Umoja');
  await shootAtBothWidths(page, testInfo, 'console-payments');
  // Other tests leave pending payments of their own: the approved one's buttons leave, theirs stay.
  const approveButtons = cash.getByRole('button', { name: /^Approuver / });
  const pendingBefore = await approveButtons.count();
  await row.getByRole('button', { name: /^Approuver / }).click();
  await expect(page.getByText('Paiement approuvé avec succès')).toBeVisible();
  await expect(cash.getByRole('row').filter({ hasText: 'Approuvé' }).first()).toBeVisible();
  await expect(approveButtons).toHaveCount(pendingBefore - 1);

  // Mantine's segmented control hides its radios behind their labels: click the label.
  await page.getByRole('radiogroup').getByText('Crypto', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Crypto' })).toBeVisible();
  await page.getByRole('radiogroup').getByText('Transactions', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText('Chama Umoja');
});

test('a support operator is created with the form, then given the member role back', async ({
  page,
}, testInfo) => {
  const email = `support.${Date.now()}@example.org`;
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Utilisateurs');
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
  await form.getByRole('textbox', { name: 'Nom d’utilisateur' }).fill('Neema Support');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Mot de passe').fill('Str0ngPassw0rd');
  await form.getByRole('combobox', { name: 'Rôle' }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await shootAtBothWidths(page, testInfo, 'console-user-form');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Utilisateur créé avec succès')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Support');

  await row.getByRole('button', { name: /^Modifier / }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier l’utilisateur' });
  await edit.getByRole('combobox', { name: 'Rôle' }).click();
  await page.getByRole('option', { name: 'Membre' }).click();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Utilisateur mis à jour avec succès')).toBeVisible();
  await expect(row).toContainText('Membre');
});

test('an export reaches the bridge, which reports its progress', async ({ page }) => {
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Audit');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  await expect(page.getByText('Export enregistré')).toBeVisible();
  const [recorded] = await exportsOf(page);
  expect(recorded).toMatchObject({
    source: 'audit',
    fileName: expect.stringMatching(/^audit-\d{4}-\d{2}-\d{2}\.csv$/),
  });
  expect(recorded!.events.length).toBeGreaterThan(0);
  const last = recorded!.events.at(-1)!;
  expect(last).toMatchObject({ done: true, bytes: recorded!.bytes });
  expect(last.rows).toBeGreaterThan(0);
  await expect(page.getByText(`${recorded!.fileName} : ${last.rows} lignes`)).toBeVisible();
});

test('backup asks for the critical-action confirmation; deploy says it is not configured before any', async ({
  page,
}) => {
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  const actions = page.getByRole('region', { name: 'Actions rapides' });
  // No DEPLOY_COMMAND on the test server: the server's reason is shown and nothing is offered.
  const deploy = actions.getByRole('button', { name: 'Déployer une mise à jour' });
  await expect(deploy).toBeDisabled();
  await expect(deploy).toHaveAccessibleDescription(
    "Déploiement non configuré : définissez DEPLOY_COMMAND dans l'environnement du serveur",
  );

  await actions.getByRole('button', { name: 'Sauvegarde système' }).click();
  await page
    .getByRole('dialog', { name: 'Lancer une sauvegarde ?' })
    .getByRole('button', { name: 'Sauvegarde système' })
    .click();
  await expect(page.getByText('Action critique exécutée avec succès')).toBeVisible();
  // The new backup can be downloaded through the bridge.
  await actions.getByRole('button', { name: /^Télécharger / }).click();
  await expect
    .poll(async () => (await exportsOf(page)).map((e) => e.source))
    .toEqual([expect.stringMatching(/^backup:/)]);
});

test('support staff see the audit tab alone, and export it', async ({ page }, testInfo) => {
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.support);
  await expect(page.getByRole('banner')).toContainText('Support');
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Actions rapides' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Utilisateurs' })).toHaveCount(0);
  // Nothing failed to load: support asked only for what it may read.
  await expect(page.getByText('Erreur lors du chargement des données')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Audit' })).toBeVisible();
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  await expect(page.getByText('Export enregistré')).toBeVisible();
  expect((await exportsOf(page)).map((e) => e.source)).toEqual(['audit']);
  await shootAtBothWidths(page, testInfo, 'console-support');
});

test('F8 moves the focus to the toasts', async ({ page }) => {
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  const actions = page.getByRole('region', { name: 'Actions rapides' });
  await actions.getByRole('button', { name: 'Sauvegarde système' }).click();
  await page
    .getByRole('dialog', { name: 'Lancer une sauvegarde ?' })
    .getByRole('button', { name: 'Sauvegarde système' })
    .click();
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region.getByRole('status')).toHaveCount(1);
  // The closing dialog gives the focus back to its button first.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Sauvegarde système' })).toBeFocused();
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
  // Shown 5000 ms, then gone.
  await expect(region.getByRole('status')).toHaveCount(0, { timeout: 8000 });
});
