/** How long the first render waits for the landing page's texts, checks, code and data. */
export const FIRST_RENDER_WAIT_MS = 1500;

/**
 * Settles once every one of `parts` has settled (fulfilled or not: a part that failed is shown
 * by the page as its own error), or after `waitMs`, whichever comes first. A part may be
 * missing (nothing to wait for on that page).
 */
export function firstRenderReady(
  parts: ReadonlyArray<unknown>,
  waitMs = FIRST_RENDER_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void Promise.allSettled(parts).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
