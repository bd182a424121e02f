import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_CONTEXT_ID,
  type FirstScreenContext,
  type UiLanguage,
} from '@tontine/contracts';
import { getSession, peekSignOutNotice } from '../lib/session';

/**
 * The first screen the server put in the root element (apps/api/src/web/first-screens.ts), when
 * this visit renders exactly what it shows, so that React hydrates it: same page and language,
 * nobody signed in (the gate would move on), and nothing the server could not know (a sign-out
 * notice, a state carried from the previous page, a query or a hash). Otherwise the root is
 * emptied and the page renders afresh.
 */
export function takeFirstScreen(
  root: HTMLElement,
  language: UiLanguage,
): FirstScreenContext | null {
  const element = document.getElementById(FIRST_SCREEN_CONTEXT_ID);
  const context = parseContext(element?.textContent);
  element?.remove();
  if (!root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return null;
  root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  const state = window.history.state as { usr?: unknown } | null;
  const shown =
    context !== null &&
    context.path === window.location.pathname &&
    context.language === language &&
    !context.maintenance.enabled &&
    getSession() === null &&
    peekSignOutNotice() === null &&
    state?.usr == null &&
    window.location.hash === '' &&
    window.location.search === '';
  if (!shown) {
    root.replaceChildren();
    return null;
  }
  return context;
}

function parseContext(text: string | null | undefined): FirstScreenContext | null {
  try {
    const value = JSON.parse(text ?? '') as Partial<FirstScreenContext> | null;
    return typeof value?.path === 'string' &&
      typeof value.language === 'string' &&
      typeof value.maintenance?.enabled === 'boolean'
      ? (value as FirstScreenContext)
      : null;
  } catch {
    return null;
  }
}
