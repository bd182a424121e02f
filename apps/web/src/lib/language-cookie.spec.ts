import { afterEach, describe, expect, it } from 'vitest';
import { UI_LANGUAGE_COOKIE } from '@tontine/contracts';
import { setInterfaceLanguage } from './i18n';
import { clearAppStorage } from './storage';

function cookieValue(): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${UI_LANGUAGE_COOKIE}=`))
    ?.slice(UI_LANGUAGE_COOKIE.length + 1);
}

describe('the language cookie', () => {
  afterEach(() => clearAppStorage());

  it("copies a visitor's chosen language for the server, and only a chosen one", async () => {
    await setInterfaceLanguage('en');
    expect(cookieValue()).toBeUndefined();
    await setInterfaceLanguage('sw', true);
    expect(cookieValue()).toBe('sw');
  });

  it('is forgotten with the rest of what the app stored', async () => {
    await setInterfaceLanguage('en', true);
    clearAppStorage();
    expect(cookieValue()).toBeUndefined();
  });
});
