import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  UI_LANGUAGES,
  messages,
  toUiLanguage,
  type MessageKey,
  type UiLanguage,
} from '@tontine/contracts';
import { resources } from './i18n-resources';
import { STORAGE_KEYS, readItem, writeItem } from './storage';

/**
 * Before sign-in the interface follows the language chosen on this browser, else the
 * browser's own when it is fr, en or sw, else French; after sign-in, the user's language.
 */
export function guestLanguage(): UiLanguage {
  const chosen = readItem(STORAGE_KEYS.uiLanguage);
  if (chosen && (UI_LANGUAGES as readonly string[]).includes(chosen)) return chosen as UiLanguage;
  return toUiLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: guestLanguage(),
  fallbackLng: 'fr',
  supportedLngs: [...UI_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export function currentLanguage(): UiLanguage {
  return toUiLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the interface language; `remember` keeps a guest's choice for the next visit. */
export function setInterfaceLanguage(language: UiLanguage, remember = false): void {
  if (remember) writeItem(STORAGE_KEYS.uiLanguage, language);
  if (currentLanguage() !== language) void i18n.changeLanguage(language);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && value in messages;
}
