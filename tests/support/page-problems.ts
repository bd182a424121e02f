import { expect, test } from '@playwright/test';

/**
 * Script errors and what the page logs as an error (Content-Security-Policy refusals among
 * them) fail the test. The browser's own line about a refused request is expected: the console
 * asks who is signed in at start and may be answered 401 or 403. Call it at a spec's top level.
 */
export function failOnPageProblems(): void {
  let problems: string[] = [];
  test.beforeEach(({ page }) => {
    problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(message.text());
      }
    });
  });
  test.afterEach(() => {
    expect(problems).toEqual([]);
  });
}
