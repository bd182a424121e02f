import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LANGUAGES } from '@tontine/contracts';
import { storedLanguage } from './language-preference';
import { resources } from './resources';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'fr',
  supportedLngs: [...UI_LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false, // The resources are bundled: render translated from the first frame.
});

const syncDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);
