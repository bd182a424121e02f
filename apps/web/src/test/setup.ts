import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { translationFor } from '../lib/i18n-resources';
import { en } from '../locales/en';
import { fr } from '../locales/fr';
import { sw } from '../locales/sw';
import { endSession } from '../lib/session';
import { writeLanguageCookie } from '../lib/language-cookie';

/**
 * happy-dom lacks a few browser APIs Mantine uses: media queries and resize observers come
 * from tests/support/happy-dom.ts (shared with the console's specs), scrolling into view from
 * here. The tests read the documents' French texts, so French is set.
 */
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Mantine's autosize textarea listens to font loading.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// The app loads one language's chunk at a time; the tests switch freely between all three.
for (const [language, texts] of Object.entries({ fr, en, sw })) {
  i18n.addResourceBundle(language, 'translation', translationFor(language as 'fr', texts));
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // Browser APIs jsdom lacks (Notification, speech synthesis) are stubbed per test.
  vi.unstubAllGlobals();
  endSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  writeLanguageCookie(null);
  // The spec files share their modules (the project runs them unisolated): the notifications'
  // store outlives a test's render, and the next one would find its messages.
  notifications.clean();
});
