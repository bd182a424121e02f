import { useEffect, useState } from 'react';

/** Runs `task` when the browser is idle (at most a second later); answers how to cancel it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * False on the first render, true once the browser has been idle after it (the browser, not the
 * person: that is Mantine's useIdle). What the page can do without (the toast container) is
 * mounted after its first screen, in a task of its own, instead of lengthening the first commit.
 * `now` skips the wait (component tests).
 */
export function useBrowserIdle(now = false): boolean {
  const [idle, setIdle] = useState(now);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
