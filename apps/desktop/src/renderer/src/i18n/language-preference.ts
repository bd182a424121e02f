import { isUiLanguage, type UiLanguage } from '@tontine/contracts';

const STORAGE_KEY = 'tontine.console.language';

/** The language the operator chose last time on this machine; French otherwise. */
export function storedLanguage(): UiLanguage {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isUiLanguage(value) ? value : 'fr';
  } catch {
    // Storage can be unavailable (a locked-down profile): the default language still works.
    return 'fr';
  }
}

export function rememberLanguage(language: UiLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Same as above: the choice then lasts until the window closes.
  }
}
