import { describe, expect, it } from 'vitest';
import type { UserDto, UserSettings } from '@tontine/contracts';
import { query } from './support/database.js';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';

describe('settings', () => {
  it('starts from defaults that follow the registration', async () => {
    const u = await makeUser({ preferred_language: 'en', country: 'KE' });
    const answer = await api<UserSettings>('GET', '/api/users/me/settings', { token: u.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      username: 'Amani Wekesa',
      language: 'en',
      country: 'KE',
      currency: 'KES',
      theme: 'light',
      font_size: 'medium',
      session_timeout: 30,
      notifications: { email: true, payment_reminders: true },
    });
  });

  it('keeps what is saved and applies it to the account', async () => {
    const u = await makeUser();
    const current = (await api<UserSettings>('GET', '/api/users/me/settings', { token: u.token }))
      .body;
    const next: UserSettings = {
      ...current,
      username: 'Amani W.',
      phone_number: '+254 700 000 001',
      language: 'fr',
      country: 'SN',
      theme: 'dark',
      font_size: 'large',
      currency: 'EUR',
      session_timeout: 120,
      notifications: { ...current.notifications, sms: true },
    };
    const saved = await api<{ settings: UserSettings; user: UserDto; message: string }>(
      'PUT',
      '/api/users/me/settings',
      {
        token: u.token,
        body: next,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Paramètres sauvegardés avec succès !');
    expect(saved.body.settings).toEqual(next);
    expect(saved.body.user).toMatchObject({ username: 'Amani W.', language: 'fr', country: 'SN' });
    const again = await api<UserSettings>('GET', '/api/users/me/settings', { token: u.token });
    expect(again.body).toEqual(next);
  });

  it('refuses an invalid timeout or an unknown field and changes nothing', async () => {
    const u = await makeUser();
    const current = (await api<UserSettings>('GET', '/api/users/me/settings', { token: u.token }))
      .body;
    const bad = await api('PUT', '/api/users/me/settings', {
      token: u.token,
      body: { ...current, theme: 'dark', session_timeout: 45 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      field: 'session_timeout',
      detail: 'Délai de session invalide',
    });
    const extra = await api('PUT', '/api/users/me/settings', {
      token: u.token,
      body: { ...current, role: 'super_admin' },
    });
    expect(extra.status).toBe(400);
    const rows = await query('SELECT theme FROM user_settings WHERE user_id = ?', [u.user.id]);
    expect(rows[0]!.theme).toBe('light');
    const me = await api<UserDto>('GET', '/api/auth/me', { token: u.token });
    expect(me.body.role).toBe('member');
  });

  it('keeps one language per person: the settings and the switcher set the account’s only one', async () => {
    const u = await makeUser({ preferred_language: 'sw' });
    const current = (await api<UserSettings>('GET', '/api/users/me/settings', { token: u.token }))
      .body;
    expect(current.language).toBe('sw');
    const saved = await api<{ user: UserDto }>('PUT', '/api/users/me/settings', {
      token: u.token,
      body: { ...current, language: 'en' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ language: 'en', preferred_language: 'en' });

    // A switcher (the onboarding page's) saves the language alone; sign-in reads it back.
    const switched = await api<UserDto>('PUT', '/api/users/me/language', {
      token: u.token,
      body: { language: 'fr' },
    });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ language: 'fr', preferred_language: 'fr' });
    const login = await api<{ user: UserDto }>('POST', '/api/auth/login', {
      body: { email: u.user.email, password: u.password },
    });
    expect(login.body.user).toMatchObject({ language: 'fr', preferred_language: 'fr' });
    const rows = await query('SELECT language, preferred_language FROM users WHERE id = ?', [
      u.user.id,
    ]);
    expect(rows[0]).toMatchObject({ language: 'fr', preferred_language: 'fr' });
    const again = await api<UserSettings>('GET', '/api/users/me/settings', { token: u.token });
    expect(again.body.language).toBe('fr');

    const refused = await api('PUT', '/api/users/me/language', {
      token: u.token,
      body: { language: 'de' },
    });
    expect(refused.status).toBe(400);
    expect((await api('PUT', '/api/users/me/language', { body: { language: 'en' } })).status).toBe(
      401,
    );
  });

  it('needs a signed-in user', async () => {
    expect((await api('GET', '/api/users/me/settings')).status).toBe(401);
  });
});
