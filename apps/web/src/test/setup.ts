import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { endSession } from '../lib/session';

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
});
