import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Pictures are for a person running a spec to look at: `npm test`, where nobody opens them, sets
 * `E2E_SCREENSHOTS=0` and takes none. Every check beside them still runs.
 */
export const takesPictures = process.env.E2E_SCREENSHOTS !== '0';

/** A screenshot of the window at `path`, for a person to look at; none under `npm test`. */
export async function picture(page: Page, path: string): Promise<void> {
  if (takesPictures) await page.screenshot({ path });
}

/** A phone (most members) and a laptop, the two widths every new screen is checked at. */
export const SCREEN_WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/**
 * Waits until the page has laid itself out: fonts loaded, two animation frames, in which
 * Mantine's media-query hooks re-render after a resize, then the transitions that re-render
 * started (the shell's side bar slides away in 200 ms when the window narrows). A screenshot or
 * a measure taken before that sees the old layout. Endless animations (a loader) are not waited
 * for.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await document.fonts.ready;
    await frames();
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await frames();
  });
}

/** Resizes the window, then waits for the page to lay itself out at the new size. */
export async function resizeAndSettle(
  page: Page,
  size: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await layoutSettled(page);
}

/**
 * Nothing wider than the screen: the page does not scroll sideways, and every open dialog
 * (fixed, so it never widens the page) lies within the window, its content included.
 */
export async function expectFitsScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page ${document.documentElement.scrollWidth}px wide in ${width}px`);
    }
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"]')) {
      const box = dialog.getBoundingClientRect();
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`dialog from ${box.left}px to ${box.right}px in ${width}px`);
      }
      for (const element of dialog.querySelectorAll<HTMLElement>('*')) {
        // A code editor (Monaco) draws its lines on a layer far wider than itself, clipped by
        // its overflow guard: only the editor's own box has to fit.
        if (element.parentElement?.closest('.overflow-guard')) continue;
        const inner = element.getBoundingClientRect();
        if (inner.width > 0 && (inner.left < box.left - 1 || inner.right > box.right + 1)) {
          problems.push(`${element.tagName.toLowerCase()} overflows its dialog`);
          break;
        }
      }
    }
    return problems;
  });
  expect(overflow).toEqual([]);
}

/** The height that shows the whole page and the whole content of an open dialog. */
async function fullHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const heights = [document.documentElement.scrollHeight];
    for (const content of document.querySelectorAll<HTMLElement>('[role="dialog"]')) {
      // A dialog scrolls inside itself: what is hidden below its fold is its scroll height.
      heights.push(content.scrollHeight + (window.innerHeight - content.clientHeight));
    }
    return Math.max(...heights);
  });
}

/**
 * Screenshots of the screen as it is now at both widths, attached to the test's report, each
 * checked to fit the width: at the screen's height, then, when something is below the fold
 * (a long dialog scrolls inside itself), tall enough to show all of it. With
 * `E2E_SCREENSHOTS=0` (`npm test`, where nobody opens them) the screen is still laid out and
 * checked at both widths, and no picture is taken.
 */
export async function shootAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  const initial = page.viewportSize();
  for (const screen of SCREEN_WIDTHS) {
    await resizeAndSettle(page, screen);
    await expectFitsScreen(page);
    if (!takesPictures) continue;
    const path = testInfo.outputPath(`${name}-${screen.width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name} at ${screen.width}px`, { path, contentType: 'image/png' });
    const height = await fullHeight(page);
    if (height <= screen.height + 1) continue;
    await resizeAndSettle(page, { width: screen.width, height: Math.min(height, 4000) });
    const whole = testInfo.outputPath(`${name}-${screen.width}-whole.png`);
    await page.screenshot({ path: whole });
    await testInfo.attach(`${name} at ${screen.width}px, whole`, {
      path: whole,
      contentType: 'image/png',
    });
  }
  if (initial) await page.setViewportSize(initial);
}
