import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuthResponse, TwoFactorSetupResponse, UserDto } from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { query } from './support/database.js';
import { makeUser, registration, uniqueEmail, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';
import { authenticatorApp, enrol } from './support/two-factor.js';

const login = (user: TestUser, otp?: string, baseUrl?: string) =>
  api<AuthResponse & { code?: string }>('POST', '/api/auth/login', {
    body: { email: user.email, password: user.password, ...(otp === undefined ? {} : { otp }) },
    baseUrl,
  });

describe('two-factor sign-in', () => {
  it('enrols with a QR code and a first code, then asks for a code at every sign-in', async () => {
    const user = await makeUser();
    const setup = await api<TwoFactorSetupResponse>('POST', '/api/auth/2fa/setup', {
      token: user.token,
    });
    expect(setup.status).toBe(200);
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Tontine:/);
    // The secret is kept sealed, never as it was shown.
    const [stored] = await query('SELECT totp_pending_secret FROM users WHERE id = ?', [
      user.user.id,
    ]);
    expect(String(stored?.totp_pending_secret)).not.toContain(setup.body.secret);

    const wrong = await api<{ code: string }>('POST', '/api/auth/2fa/enable', {
      token: user.token,
      body: { code: '000000' },
    });
    // A wrong code is a refused input, not a refused session: 400, and the session goes on.
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'TWO_FACTOR_CODE_INCORRECT', field: 'code' },
    });
    expect((await api('GET', '/api/auth/me', { token: user.token })).status).toBe(200);

    const codes = authenticatorApp(setup.body.secret);
    const enabled = await api<{ recovery_codes: string[] }>('POST', '/api/auth/2fa/enable', {
      token: user.token,
      body: { code: codes.now() },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect(enabled.body.recovery_codes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const me = await api<UserDto>('GET', '/api/auth/me', { token: user.token });
    expect(me.body.two_factor_enabled).toBe(true);
    const settings = await api<{ two_factor_enabled: boolean }>('GET', '/api/users/me/settings', {
      token: user.token,
    });
    expect(settings.body.two_factor_enabled).toBe(true);

    expect(await login(user)).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_REQUIRED' } });
    expect(await login(user, '123456')).toMatchObject({
      status: 401,
      body: { code: 'TWO_FACTOR_INVALID' },
    });
    // The code that enabled it was used once: it does not sign in; the next one does.
    expect((await login(user, codes.now())).status).toBe(401);
    const signedIn = await login(user, codes.next());
    expect(signedIn.status).toBe(200);
    expect((await login(user, codes.next())).status).toBe(401);
  });

  it('takes each recovery code once, typed in any case', async () => {
    const user = await makeUser();
    const { recovery } = await enrol(user);
    const code = recovery[3]!;
    expect((await login(user, code.toLowerCase().replace('-', ' '))).status).toBe(200);
    expect(await login(user, code)).toMatchObject({
      status: 401,
      body: { code: 'TWO_FACTOR_INVALID' },
    });
  });

  it('does not count a right password without its code against the account', async () => {
    const user = await makeUser();
    const { codes } = await enrol(user);
    for (let i = 0; i < 8; i += 1) expect((await login(user)).status).toBe(401);
    expect((await login(user, codes.next())).status).toBe(200);
  });

  it('is turned off with the password or a code, and then no code is asked', async () => {
    const user = await makeUser();
    const { codes } = await enrol(user);
    const wrong = await api<{ code: string }>('POST', '/api/auth/2fa/disable', {
      token: user.token,
      body: { password: 'Not-the-passw0rd' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CURRENT_PASSWORD_INVALID' } });
    const neither = await api('POST', '/api/auth/2fa/disable', { token: user.token, body: {} });
    expect(neither.status).toBe(400);
    const off = await api('POST', '/api/auth/2fa/disable', {
      token: user.token,
      body: { password: user.password },
    });
    expect(off.status).toBe(200);
    expect((await login(user)).status).toBe(200);
    const [row] = await query('SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ?', [
      user.user.id,
    ]);
    expect(Number(row?.n)).toBe(0);

    // On again with a fresh secret; off with a code this time.
    const again = await enrol(user);
    expect(again.setup.secret).not.toBe(codes);
    const offByCode = await api('POST', '/api/auth/2fa/disable', {
      token: user.token,
      body: { code: again.codes.next() },
    });
    expect(offByCode.status).toBe(200);
  });

  it('ends the other sessions when it is turned on: they were opened without it', async () => {
    const user = await makeUser();
    const other = await login(user);
    await enrol(user);
    const refused = await api<{ code: string }>('GET', '/api/auth/me', {
      token: other.body.access_token,
    });
    expect(refused).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    expect((await api('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
  });
});

describe('two-factor sign-in required for super admins', () => {
  let strict: RunningApi;
  const operatorEmail = `operator.${Date.now().toString(36)}@integration.test`;

  beforeAll(async () => {
    strict = await startApi({
      DATABASE_URL: inject('databaseUrl'),
      SUPERADMIN_EMAILS: operatorEmail,
      TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS: 'true',
    });
  });
  afterAll(() => strict?.stop());

  it('lets a super admin without it only set it up, then everything', async () => {
    const body = registration({ email: operatorEmail });
    const registered = await api<AuthResponse>('POST', '/api/auth/register', {
      body,
      baseUrl: strict.url,
    });
    expect(registered.status).toBe(201);
    const operator: TestUser = {
      token: registered.body.access_token,
      user: registered.body.user,
      email: body.email,
      password: body.password,
    };
    expect(registered.body.user).toMatchObject({
      role: 'super_admin',
      two_factor_setup_required: true,
    });
    const blocked = await api<{ code: string }>('GET', '/api/groups', {
      token: operator.token,
      baseUrl: strict.url,
    });
    expect(blocked).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_SETUP_REQUIRED' } });
    const me = await api<UserDto>('GET', '/api/auth/me', {
      token: operator.token,
      baseUrl: strict.url,
    });
    expect(me.body.two_factor_setup_required).toBe(true);

    const { codes } = await enrol(operator, strict.url);
    expect(
      (await api('GET', '/api/groups', { token: operator.token, baseUrl: strict.url })).status,
    ).toBe(200);
    // Required, so it cannot be turned off.
    const off = await api<{ code: string }>('POST', '/api/auth/2fa/disable', {
      token: operator.token,
      body: { code: codes.next() },
      baseUrl: strict.url,
    });
    expect(off).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED_FOR_ROLE' } });
    const signedIn = await login(operator, codes.next(), strict.url);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.two_factor_setup_required).toBe(false);
  });

  it('applies to support staff too, who sign into the console as well', async () => {
    // Made by a super admin of the ordinary API (same database), signed in on the strict one.
    const email = uniqueEmail('support');
    const password = 'Str0ngPassw0rd';
    const made = await api('POST', '/api/superadmin/users', {
      token: await signInAs('superAdmin'),
      body: { username: 'Support desk', email, password, role: 'support' },
    });
    expect(made.status).toBe(201);
    const support = { email, password } as TestUser;
    const first = await login(support, undefined, strict.url);
    expect(first.body.user).toMatchObject({ role: 'support', two_factor_setup_required: true });
    support.token = first.body.access_token;
    const blocked = await api<{ code: string }>('GET', '/api/superadmin/audit/verify', {
      token: support.token,
      baseUrl: strict.url,
    });
    expect(blocked).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_SETUP_REQUIRED' } });
    const { codes } = await enrol(support, strict.url);
    const verify = await api('GET', '/api/superadmin/audit/verify', {
      token: support.token,
      baseUrl: strict.url,
    });
    expect(verify.status).toBe(200);
    const off = await api<{ code: string }>('POST', '/api/auth/2fa/disable', {
      token: support.token,
      body: { code: codes.next() },
      baseUrl: strict.url,
    });
    expect(off).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED_FOR_ROLE' } });
  });
});
