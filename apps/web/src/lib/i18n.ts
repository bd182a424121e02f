import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  UI_LANGUAGES,
  messages,
  toUiLanguage,
  visitorUiLanguage,
  type MessageKey,
  type UiLanguage,
} from '@tontine/contracts';
import { loadTranslation } from './i18n-resources';
import { writeLanguageCookie } from './language-cookie';
import { getSession } from './session';
import { STORAGE_KEYS, readItem, writeItem } from './storage';

/**
 * Before sign-in the interface follows the language chosen on this browser, else the
 * browser's own when it is fr, en or sw, else French; after sign-in, the user's language.
 */
export function guestLanguage(): UiLanguage {
  return visitorUiLanguage(
    readItem(STORAGE_KEYS.uiLanguage),
    typeof navigator === 'undefined' ? undefined : navigator.language,
  );
}

/**
 * The language the page starts in: the signed-in user's, as this browser last saw it, else the
 * guest's. Starting in the guest's language rendered a member's dashboard twice, the second
 * time after fetching their language's texts.
 */
export function startupLanguage(): UiLanguage {
  const language = getSession()?.user?.language;
  return language ? toUiLanguage(language) : guestLanguage();
}

export const i18n = i18next.createInstance();

// Resources arrive per language (loadLanguage); the locales spec keeps every key in all three,
// so there is no fallback language to load beside the shown one.
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: startupLanguage(),
  fallbackLng: false,
  supportedLngs: [...UI_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
// The page may start in another language than the one its HTML was served in (a signed-in
// person's own, read from this browser): the document says the one shown.
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function currentLanguage(): UiLanguage {
  return toUiLanguage(i18n.resolvedLanguage ?? i18n.language);
}

const loading = new Map<UiLanguage, Promise<void>>();

/** Makes a language's texts available (once); the page renders after the shown one is. */
export function loadLanguage(language: UiLanguage): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    load = loadTranslation(language).then((translation) => {
      i18n.addResourceBundle(language, 'translation', translation, true, true);
    });
    loading.set(language, load);
    // A failed chunk (offline before it was cached) may be asked for again later.
    load.catch(() => loading.delete(language));
  }
  return load;
}

/**
 * Switches the interface language once its texts are loaded; `remember` keeps a guest's
 * choice for the next visit. Resolves when the new language is shown.
 */
export async function setInterfaceLanguage(language: UiLanguage, remember = false): Promise<void> {
  if (remember) {
    writeItem(STORAGE_KEYS.uiLanguage, language);
    writeLanguageCookie(language);
  }
  await loadLanguage(language);
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && value in messages;
}
