import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { openTab, signInToConsole } from '../support/console.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { picture, SCREEN_WIDTHS, expectFitsScreen } from '../support/screens.js';
import { installDesktopBridge } from './bridge.js';
import { bridgeOptions } from './bridge-options.js';

/**
 * The console's layout at a phone's and a laptop's width: the selected tab stays within the
 * tab strip, and a tab's content starts just below the strip, not below the dashboard.
 */
failOnPageProblems();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installDesktopBridge, bridgeOptions);
});

/** Where the selected tab lies against the strip's visible part. */
async function selectedTabInStrip(page: Page) {
  return page.evaluate(() => {
    const tab = document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!;
    const strip = tab.closest<HTMLElement>('.mantine-ScrollArea-viewport')!;
    const tabBox = tab.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    return {
      name: tab.textContent,
      inside: tabBox.left >= stripBox.left - 1 && tabBox.right <= stripBox.right + 1,
    };
  });
}

/** The open panel's top, in pixels from the top of the window. */
async function panelTop(page: Page): Promise<number> {
  const box = await page.getByRole('tabpanel').boundingBox();
  return box!.y;
}

for (const screen of SCREEN_WIDTHS) {
  test(`at ${screen.width} px the selected tab stays in the strip and its content starts near the top`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.goto('/');
    await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
    await expect(page.getByRole('region', { name: 'Actions rapides' })).toBeVisible();

    // Through the strip with the keyboard, as far as the last tab.
    for (const name of [
      'Utilisateurs',
      'Groupes',
      'Paiements',
      'Contenu',
      'Système',
      'Audit',
      'Code',
      'Discussions',
    ]) {
      await page.getByRole('tab', { selected: true }).press('ArrowRight');
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      expect(await selectedTabInStrip(page)).toEqual({ name, inside: true });
    }

    // The users' table starts just below the strip (header, title, search and strip above it).
    await openTab(page, 'Utilisateurs');
    await expect(page.getByRole('table', { name: 'Utilisateurs' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await panelTop(page)).toBeLessThan(300);
    // A refresh keeps the selected tab in view.
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await expect(page.getByRole('tab', { name: 'Utilisateurs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await selectedTabInStrip(page)).toEqual({ name: 'Utilisateurs', inside: true });

    // A window resized to the other width keeps it in view too.
    const other = SCREEN_WIDTHS.find((s) => s.width !== screen.width)!;
    await page.setViewportSize({ width: other.width, height: other.height });
    await expect
      .poll(() => selectedTabInStrip(page))
      .toEqual({ name: 'Utilisateurs', inside: true });
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await expect
      .poll(() => selectedTabInStrip(page))
      .toEqual({ name: 'Utilisateurs', inside: true });

    // The figures and the quick actions are the overview's own content.
    await page.getByRole('tab', { name: 'Vue d’ensemble' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await selectedTabInStrip(page)).toEqual({ name: 'Vue d’ensemble', inside: true });
    await expect(page.getByRole('group', { name: 'Utilisateurs' })).toBeVisible();
    expect(await panelTop(page)).toBeLessThan(300);
    await expectFitsScreen(page);
    await picture(page, test.info().outputPath(`console-layout-${screen.width}.png`));
  });
}
