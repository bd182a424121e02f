import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { deferred, fakeApi, refusal } from '../test/fake-api';
import { signInAsMe } from '../test/factories';
import { jsonResponse, renderWithProviders } from '../test/render';
import { LanguageSwitcher } from './language-switcher';

const storedLanguage = () =>
  (JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}') as Partial<UserDto>).language;

describe('LanguageSwitcher', () => {
  it('keeps the choice where a reload reads it before the server has answered', async () => {
    signInAsMe();
    const answer = deferred<Response>();
    fakeApi({ 'PUT /users/me/language': () => answer.promise });
    renderWithProviders(<LanguageSwitcher />);
    await userEvent.click(screen.getByText('English'));
    await waitFor(() => expect(storedLanguage()).toBe('en'));
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}') as UserDto;
    answer.resolve(jsonResponse({ ...saved, language: 'en', preferred_language: 'en' }));
    await waitFor(() => expect(storedLanguage()).toBe('en'));
  });

  it('puts the account’s language back where a reload reads it when the server refuses', async () => {
    signInAsMe();
    const before = storedLanguage();
    fakeApi({ 'PUT /users/me/language': () => refusal('VALIDATION_FAILED') });
    renderWithProviders(<LanguageSwitcher />);
    await userEvent.click(screen.getByText('English'));
    await waitFor(() => expect(storedLanguage()).toBe(before));
    expect(before).not.toBe('en');
  });
});
