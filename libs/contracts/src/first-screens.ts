import type { UiLanguage } from './languages.js';
import type { MaintenanceStatus } from './schemas/maintenance.js';

/**
 * Pages whose first screen is rendered to HTML when the web client is built, one file per
 * language, and sent in the page so that a phone paints it before the JavaScript has arrived
 * (Lighthouse performance ≥ 95 on a mid-range phone). Only pages that look the same to every visitor: nothing signed in.
 */
export const FIRST_SCREEN_PAGES = { '/login': 'login' } as const satisfies Record<string, string>;

export type FirstScreenPath = keyof typeof FIRST_SCREEN_PAGES;

/** The folder of the built web client that holds them. */
export const FIRST_SCREENS_DIR = 'first-screens';
/** index.html as a first screen is sent in it (without the module preloads). */
export const FIRST_SCREEN_DOCUMENT = 'document.html';

export function firstScreenFileName(path: FirstScreenPath, language: UiLanguage): string {
  return `${FIRST_SCREEN_PAGES[path]}.${language}.html`;
}

/**
 * A copy of the language a visitor chose before signing in (kept by the client in its own
 * storage), so that the server sends the first screen in that language.
 */
export const UI_LANGUAGE_COOKIE = 'tontine_ui_language';

/**
 * Where the web client keeps its session in local storage: the console at /console shares it
 * (same origin), so an operator signed in on one is signed in on the other.
 */
export const WEB_SESSION_KEYS = { token: 'tontine.token', user: 'tontine.user' } as const;

/** Set on the root element when it holds a first screen. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/** The id of the JSON script element that tells the client what the first screen shows. */
export const FIRST_SCREEN_CONTEXT_ID = 'first-screen';

/** What the server tells the client about the first screen it sent. */
export interface FirstScreenContext {
  path: FirstScreenPath;
  language: UiLanguage;
  /** The status the server read when it sent the page (a first screen is sent with the site open). */
  maintenance: MaintenanceStatus;
}
