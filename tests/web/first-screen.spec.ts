import { expect, test, type Page } from '@playwright/test';
import { createOnboardedMember } from './support.js';

declare global {
  interface Window {
    removedMains: number;
  }
}

/**
 * Watches, from before the page's own scripts, for the server's <main> leaving the page: React
 * hydrating the first screen keeps it, a fresh render would replace it.
 */
async function watchFirstScreen(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.removedMains = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('main') || node.querySelector('main')))
            window.removedMains += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the sign-in page arrives rendered', () => {
  test.use({ locale: 'en-GB' });

  test('in the browser’s language, taken over by React without a repaint, and signs in', async ({
    page,
    request,
  }) => {
    const member = await createOnboardedMember(request, 'Wanjiru');
    const problems = await watchFirstScreen(page);
    const answer = await page.goto('/login');
    const html = await answer!.text();
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toMatch(/<div id="root" data-first-screen>.*Sign in.*Forgot your password\?/s);
    // Until React runs, the browser's own submit would put the password in the address.
    expect(html).toMatch(
      /<button[^>]*type="submit"[^>]*disabled|<button[^>]*disabled[^>]*type="submit"/,
    );

    // Typed (or filled by the browser) at once, while the page may still be the server's HTML.
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(await page.evaluate(() => window.removedMains)).toBe(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Karibu, ${member.username}` })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('in the language the visitor chose, on the next visit', async ({ page }) => {
    const problems = await watchFirstScreen(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.getByText('Kiswahili', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Ingia' })).toBeVisible();

    const again = await page.reload();
    expect(await again!.text()).toContain('<html lang="sw"');
    await expect(page.getByRole('button', { name: 'Ingia' })).toBeEnabled();
    // The forgot-password link opens its modal: the page answers, as a hydrated page does.
    await page.getByRole('button', { name: 'Umesahau nenosiri?' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => window.removedMains)).toBe(0);
    expect(problems).toEqual([]);
  });
});

test('the first screen looks, before React runs, as it does after', async ({ browser }) => {
  async function looks(javaScriptEnabled: boolean) {
    const context = await browser.newContext({ locale: 'en-GB', javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/login');
    if (javaScriptEnabled)
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // The theme's colours hang on the color-scheme attribute, which the page carries as sent.
    const seen = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        input: style('input[type=email]').borderColor,
        card: style('main').borderColor,
        link: style('a[href="/register"]').color,
        title: style('h1').fontSize,
      };
    });
    await context.close();
    return seen;
  }
  const [painted, hydrated] = [await looks(false), await looks(true)];
  expect(painted.input).not.toBe('rgba(0, 0, 0, 0)');
  expect(painted).toEqual(hydrated);
});
