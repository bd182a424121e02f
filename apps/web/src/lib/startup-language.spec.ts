import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../test/factories';
import { startupLanguage } from './i18n';
import { endSession, startSession } from './session';
import { STORAGE_KEYS, clearAppStorage } from './storage';

describe('startupLanguage', () => {
  afterEach(() => {
    endSession();
    clearAppStorage();
  });

  it("starts a signed-in member's page in their language, whatever the browser's", () => {
    window.localStorage.setItem(STORAGE_KEYS.uiLanguage, 'en');
    startSession('token-123', makeAccount({ language: 'sw' }));
    expect(startupLanguage()).toBe('sw');
  });

  it("starts a visitor's page in the language they chose", () => {
    window.localStorage.setItem(STORAGE_KEYS.uiLanguage, 'en');
    expect(startupLanguage()).toBe('en');
  });
});
