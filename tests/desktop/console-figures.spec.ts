import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { openTab, registeredMember, signInToConsole } from '../support/console.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { installDesktopBridge } from './bridge.js';
import { apiUrl, bridgeOptions } from './bridge-options.js';

/**
 * The stat cards show what is true now after the refresh button and after the operator's own
 * action, although the server shares its figures between operators for a few seconds (the e2e
 * server keeps them the default 15 s).
 */
failOnPageProblems();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installDesktopBridge, bridgeOptions);
});

const usersCard = (page: Page) => page.getByRole('group', { name: 'Utilisateurs' });

/** The card's figure: its second line, under the label. */
async function usersFigure(page: Page): Promise<number> {
  const figure = usersCard(page).getByRole('paragraph').nth(1);
  await expect(figure).toHaveText(/^[\d\s\u202f]+$/);
  return Number((await figure.innerText()).replace(/\D/g, ''));
}

test('the refresh button and the operator’s own action show fresh figures', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  const before = await usersFigure(page);

  // Someone registers: the figures the server shares do not know it yet, the refresh does.
  const member = await registeredMember(request, apiUrl, 'figures');
  await page.getByRole('button', { name: 'Actualiser' }).click();
  await expect.poll(() => usersFigure(page)).toBe(before + 1);

  // The operator deletes that account; back on the overview, it is counted no more.
  await openTab(page, 'Utilisateurs');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(member.email);
  const table = page.getByRole('table', { name: 'Utilisateurs' });
  await expect(table).toContainText(member.email);
  // The search narrows the list after a pause; other members may share this display name.
  await table
    .getByRole('row')
    .filter({ hasText: member.email })
    .getByRole('button', { name: `Supprimer ${member.username}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Supprimer cet utilisateur ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText(/exécutée avec succès sur l'utilisateur/)).toBeVisible();
  await openTab(page, 'Vue d’ensemble');
  await expect.poll(() => usersFigure(page)).toBe(before);
});
