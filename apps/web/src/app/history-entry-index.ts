/**
 * React Router's browser history numbers the entry it starts on (`idx` in `history.state`) with
 * `history.replaceState` in the router's first render when the entry has no number yet: a
 * synchronous call into the browser (8–11 ms on the development machine, with the browser's own
 * same-document bookkeeping) inside the first screen's React task. Numbered here first, in a
 * task of its own while the network answers, the router finds the number and leaves the entry
 * alone. The same number the router would give (0, the state kept), so navigation is unchanged.
 */
export function numberHistoryEntry(history: History = window.history): void {
  const state = history.state as { idx?: unknown } | null;
  if (typeof state?.idx === 'number') return;
  history.replaceState({ ...(state ?? {}), idx: 0 }, '');
}
