import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { openTab, registeredMember, signInToConsole } from '../support/console.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { shootAtBothWidths } from '../support/screens.js';
import { signInThroughUi } from './support.js';

test.use({ locale: 'fr-FR' });

/**
 * The console served by the API at /console: the renderer of the desktop app with the
 * browser's bridge (the web client's session, downloads, browser notifications), under its own
 * Content-Security-Policy, against the real API on MariaDB.
 */
failOnPageProblems();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

test('/console signs a super admin in and shows every list with real data', async ({
  page,
  request,
}, testInfo) => {
  const member = await registeredMember(request, '', 'console');
  const served = await request.get('/console');
  expect(served.url()).toMatch(/\/console\/$/);
  const policy = served.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("script-src 'self'");

  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/$/);
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  // The figure itself is checked against SQL by the API tier; other tests add groups meanwhile.
  await expect(page.getByRole('group', { name: 'Groupes actifs' })).toContainText(
    /\d+\s*sur \d+ groupes/,
  );
  await expect(page.getByRole('figure', { name: 'Croissance' })).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'web-console-overview');

  await openTab(page, 'Utilisateurs');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(member.email);
  await expect(page.getByRole('table', { name: 'Utilisateurs' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Utilisateurs' })).toContainText(member.email);

  // The browser's bridge: the export becomes a download named by the server.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Export enregistré')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
  await openTab(page, 'Groupes');
  await expect(page.getByRole('table', { name: 'Groupes' })).toContainText('Chama Umoja');
  await openTab(page, 'Paiements');
  await expect(page.getByRole('table', { name: 'Espèces' })).toBeVisible();
  await openTab(page, 'Audit');
  await page.getByRole('button', { name: 'Vérifier la chaîne' }).click();
  await expect(page.getByText('Chaîne d’audit intacte')).toBeVisible();

  // The code tab loads Monaco in its own chunk, under the console's policy.
  await openTab(page, 'Code');
  await expect(page.getByRole('tabpanel', { name: 'Code' })).toBeVisible();

  // Signing out of the console signs out of the web client too: one session.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion à la console' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('support staff signing in on the web client see the audit tab alone', async ({ page }) => {
  await page.goto('/login');
  await signInThroughUi(page, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password);
  await expect(page).toHaveURL(/\/console\/$/);
  await expect(page.getByRole('banner')).toContainText('Support');
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Audit' })).toBeVisible();
  await expect(page.getByText('Erreur lors du chargement des données')).toHaveCount(0);
});

test('support staff opening the member client get a page that leads to the console, and no error', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await signInThroughUi(page, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password);
  await expect(page).toHaveURL(/\/console\/$/);
  // The console's name fits the role.
  await expect(page.getByRole('banner')).toContainText('Console support');
  await expect(page.getByRole('banner')).not.toContainText('super-admin');

  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  // The web client speaks the account's language: the seeded support account's is English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Support area' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the console' })).toHaveAttribute(
    'href',
    '/console/',
  );
  // Nothing of the member space: no navigation, no member call refused.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.goto('/my-groups');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Support area' })).toBeVisible();
  expect(refused).toEqual([]);
  await shootAtBothWidths(page, testInfo, 'web-support-home');
});
