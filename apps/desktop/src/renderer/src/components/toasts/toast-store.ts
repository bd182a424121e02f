import type { ConsoleToast } from '../../lib/console-tab-props';

/** A toast stays 5000 ms, a swipe of 50 px dismisses it, the last 3 are kept. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_PX = 50;
export const TOASTS_KEPT = 3;

export interface ShownToast extends ConsoleToast {
  id: number;
}

/** Adds a toast, keeping only the newest TOASTS_KEPT. */
export function pushToast(list: ShownToast[], toast: ShownToast): ShownToast[] {
  return [...list, toast].slice(-TOASTS_KEPT);
}
