import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@tontine/contracts';
import { countRows, query } from './support/database.js';
import { registration } from './support/factories.js';
import { api } from './support/http.js';

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and derives the currency from the country', async () => {
    const body = registration({
      email: 'Mixed.Case@Integration.Test'.replace('Mixed', `M${Date.now()}`),
    });
    const answer = await api<AuthResponse>('POST', '/api/auth/register', { body });
    expect(answer.status).toBe(201);
    expect(answer.body.token_type).toBe('bearer');
    expect(answer.body.access_token.split('.')).toHaveLength(3);
    expect(answer.body.user).toMatchObject({
      username: 'Amani Wekesa',
      email: body.email.toLowerCase(),
      role: 'member',
      country: 'KE',
      preferred_language: 'sw',
      language: 'sw',
      preferred_currency: 'KES',
      onboarding_completed: false,
    });
    expect(answer.body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await query('SELECT password_hash, created_at FROM users WHERE email = ?', [
      body.email.toLowerCase(),
    ]);
    expect(String(rows[0]!.password_hash)).toMatch(/^\$argon2id\$/);
    expect(await countRows('user_settings', 'user_id = ?', [answer.body.user.id])).toBe(1);
  });

  it('answers 409 with a clear detail for a taken e-mail, and writes nothing', async () => {
    const body = registration();
    expect((await api('POST', '/api/auth/register', { body })).status).toBe(201);
    const before = await countRows('users');
    const again = await api('POST', '/api/auth/register', {
      body: { ...body, first_name: 'Other' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      detail: 'Un compte existe déjà avec cet email',
    });
    expect(await countRows('users')).toBe(before);
  });

  it('refuses with 400 an e-mail that passes 254 characters once lower-cased, and writes nothing', async () => {
    // 139 characters as typed; 'İ' lower-cases into two, so 264 would be stored.
    const email = `${'İ'.repeat(125)}@tontine.test`;
    const before = await countRows('users');
    const answer = await api('POST', '/api/auth/register', { body: registration({ email }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'email',
      message_key: 'emailInvalid',
      detail: "Format d'email invalide",
    });
    expect(await countRows('users')).toBe(before);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing first name', { first_name: undefined }, 'first_name', 'Le prénom est requis'],
    [
      'short first name',
      { first_name: 'A' },
      'first_name',
      'Le prénom doit contenir au moins 2 caractères',
    ],
    ['blank last name', { last_name: '   ' }, 'last_name', 'Le nom est requis'],
    [
      'short last name',
      { last_name: 'B' },
      'last_name',
      'Le nom doit contenir au moins 2 caractères',
    ],
    ['bad e-mail', { email: 'not-an-email' }, 'email', "Format d'email invalide"],
    ['missing e-mail', { email: '' }, 'email', "L'email est requis"],
    [
      'short password',
      { password: 'Ab1' },
      'password',
      'Le mot de passe doit contenir au moins 8 caractères',
    ],
    [
      'weak password',
      { password: 'alllowercase1' },
      'password',
      'Le mot de passe doit contenir une minuscule, une majuscule et un chiffre',
    ],
    ['unknown country', { country: 'ZZ' }, 'country', "Ce pays n'est pas dans la liste"],
    [
      'unknown language',
      { preferred_language: 'xx' },
      'preferred_language',
      "Cette langue n'est pas prise en charge",
    ],
    ['bad phone', { phone_number: 'call me' }, 'phone_number', 'Format de téléphone invalide'],
    [
      'terms refused',
      { accept_terms: false },
      'accept_terms',
      'Vous devez accepter les conditions générales',
    ],
    [
      'bad currency',
      { preferred_currency: 'shillings' },
      'preferred_currency',
      'Devise non prise en charge',
    ],
  ];

  it.each(invalid)(
    'refuses %s with the documents’ message and writes nothing',
    async (_, patch, field, detail) => {
      const before = await countRows('users');
      const answer = await api('POST', '/api/auth/register', {
        body: { ...registration(), ...patch },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', field, detail });
      expect(await countRows('users')).toBe(before);
    },
  );

  it('refuses unknown fields', async () => {
    const answer = await api('POST', '/api/auth/register', {
      body: { ...registration(), role: 'super_admin' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message_key: 'unknownField',
      field: 'role',
    });
  });

  it('promotes an address listed in SUPERADMIN_EMAILS at registration', async () => {
    const answer = await api<AuthResponse>('POST', '/api/auth/register', {
      body: registration({ email: 'root.admin@integration.test' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.user.role).toBe('super_admin');
  });
});
