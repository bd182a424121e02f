import { UI_LANGUAGE_COOKIE } from '@tontine/contracts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Copies the language a visitor chose before signing in to a cookie, the one place the server
 * can read it: it then sends the sign-in page's first screen in that language. `null` forgets it.
 */
export function writeLanguageCookie(language: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = language
    ? `${language}; Max-Age=${YEAR_SECONDS}`
    : '; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `${UI_LANGUAGE_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}
