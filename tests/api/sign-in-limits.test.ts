import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorCatalog, type TwoFactorSetupResponse } from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { query } from './support/database.js';
import { makeUser, type TestUser } from './support/factories.js';
import { api, type ApiAnswer } from './support/http.js';
import { mailsTo, waitForMail } from './support/inbox.js';
import { authenticatorApp, enrol } from './support/two-factor.js';

/**
 * The limiter's tests send bursts from 127.0.0.1 that spend the address's own points too:
 * they run on an instance of their own (counters in its memory), not the shared one.
 */
let limited: RunningApi;
beforeAll(async () => {
  limited = await startApi({
    DATABASE_URL: inject('databaseUrl'),
    SMTP_URL: inject('smtpUrl'),
    // The per-address limit has its test in login.test.ts; here only the account's counts.
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });
});
afterAll(() => limited?.stop());

const wrongPassword = (email: string) =>
  api<{ code: string; detail: string }>('POST', '/api/auth/login', {
    body: { email, password: 'Wr0ng-password' },
    baseUrl: limited.url,
  });

async function resetLinkOf(email: string, nth = 1): Promise<string> {
  const mail = await waitForMail(email, nth);
  return /token=([\w-]+)/.exec(mail.text)![1]!;
}

describe('the sign-in limiter', () => {
  it('checks at most 5 of 60 wrong passwords sent at once for one account', async () => {
    const user = await makeUser();
    const answers = await Promise.all(Array.from({ length: 60 }, () => wrongPassword(user.email)));
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + refused.length).toBe(60);
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    // The owner is told how to get in at once.
    expect(refused[0]?.body.detail).toContain('réinitialisez votre mot de passe');
  });

  it('lets the owner in at once after a password reset, however the block came about', async () => {
    const user = await makeUser();
    await Promise.all(Array.from({ length: 10 }, () => wrongPassword(user.email)));
    const blocked = await api('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      baseUrl: limited.url,
    });
    expect(blocked.status).toBe(429);

    await api('POST', '/api/auth/password/forgot', {
      body: { email: user.email },
      baseUrl: limited.url,
    });
    const reset = await api('POST', '/api/auth/password/reset', {
      body: { token: await resetLinkOf(user.email), password: 'Apr3s-blocage' },
      baseUrl: limited.url,
    });
    expect(reset.status).toBe(200);
    const signedIn = await api('POST', '/api/auth/login', {
      body: { email: user.email, password: 'Apr3s-blocage' },
      baseUrl: limited.url,
    });
    expect(signedIn.status).toBe(200);
  });
});

/** A call of the limited instance with the account's token. */
const asOwner = (user: TestUser, method: string, path: string, body: unknown) =>
  api<{ code: string; detail: string }>(method, path, {
    token: user.token,
    body,
    baseUrl: limited.url,
  });

function expectBlocked(answer: ApiAnswer<{ code: string; detail: string }>, route: string) {
  expect({ route, status: answer.status, body: answer.body }).toEqual({
    route,
    status: 429,
    body: expect.objectContaining({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      detail: errorCatalog.TOO_MANY_LOGIN_ATTEMPTS.message.fr,
    }),
  });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('one limit for every check of a password or a code', () => {
  it('counts wrong guesses on every route against the account, then refuses the right secrets everywhere', async () => {
    const user = await makeUser();
    const { codes, recovery } = await enrol(user, limited.url);
    const wrongCode = codes.now() === '000000' ? '111111' : '000000';
    // Five wrong guesses, each on another route: the account's limit is spent.
    const guesses = [
      await wrongPassword(user.email),
      await asOwner(user, 'POST', '/api/auth/2fa/recovery-codes', { code: wrongCode }),
      await asOwner(user, 'POST', '/api/auth/2fa/disable', { code: wrongCode }),
      await asOwner(user, 'POST', '/api/auth/2fa/disable', { password: 'Wr0ng-password' }),
      await asOwner(user, 'PUT', '/api/users/me/password', {
        current_password: 'Wr0ng-password',
        new_password: 'N0uveau-Secret1',
      }),
    ];
    expect(guesses.map((g) => g.status)).toEqual([401, 400, 400, 400, 400]);

    // The right password or code is refused on every route, with sign-in's answer.
    expectBlocked(
      await api('POST', '/api/auth/login', {
        body: { email: user.email, password: user.password, otp: codes.next() },
        baseUrl: limited.url,
      }),
      'sign-in',
    );
    expectBlocked(
      await asOwner(user, 'POST', '/api/auth/2fa/disable', { password: user.password }),
      'disable with the password',
    );
    expectBlocked(
      await asOwner(user, 'POST', '/api/auth/2fa/disable', { code: recovery[0] }),
      'disable with a recovery code',
    );
    expectBlocked(
      await asOwner(user, 'POST', '/api/auth/2fa/recovery-codes', { code: codes.next() }),
      'new recovery codes',
    );
    expectBlocked(
      await asOwner(user, 'PUT', '/api/users/me/password', {
        current_password: user.password,
        new_password: 'N0uveau-Secret1',
      }),
      'password change',
    );
    // Nothing changed: two-factor sign-in is on, the recovery code unused, the password kept.
    const [row] = await query(
      'SELECT two_factor_enabled_at, password_changed_at FROM users WHERE id = ?',
      [user.user.id],
    );
    expect(row?.two_factor_enabled_at).not.toBeNull();
    expect(row?.password_changed_at).toBeNull();
    const [unused] = await query(
      'SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL',
      [user.user.id],
    );
    expect(Number(unused?.n)).toBe(10);
  });

  it('refuses the first code of an enrolment once password changes have blocked the account', async () => {
    const user = await makeUser();
    const change = (current: string) =>
      asOwner(user, 'PUT', '/api/users/me/password', {
        current_password: current,
        new_password: 'N0uveau-Secret1',
      });
    for (let i = 0; i < 5; i += 1) expect((await change('Wr0ng-password')).status).toBe(400);
    expectBlocked(await change(user.password), 'password change');

    const setup = await api<TwoFactorSetupResponse>('POST', '/api/auth/2fa/setup', {
      token: user.token,
      baseUrl: limited.url,
    });
    expect(setup.status).toBe(200);
    const code = authenticatorApp(setup.body.secret).now();
    expectBlocked(await asOwner(user, 'POST', '/api/auth/2fa/enable', { code }), 'enrolment');
    const [row] = await query('SELECT two_factor_enabled_at FROM users WHERE id = ?', [
      user.user.id,
    ]);
    expect(row?.two_factor_enabled_at).toBeNull();
  });
});

describe('password reset', () => {
  it('ends every session and kills the other unused links when a reset succeeds', async () => {
    const user = await makeUser();
    await api('POST', '/api/auth/password/forgot', { body: { email: user.email } });
    const first = await resetLinkOf(user.email, 1);
    await api('POST', '/api/auth/password/forgot', { body: { email: user.email } });
    const second = await resetLinkOf(user.email, 2);

    const used = await api('POST', '/api/auth/password/reset', {
      body: { token: second, password: 'Nouv3au-depart' },
    });
    expect(used.status).toBe(200);
    const me = await api<{ code: string }>('GET', '/api/auth/me', { token: user.token });
    expect(me).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    const older = await api<{ code: string }>('POST', '/api/auth/password/reset', {
      body: { token: first, password: 'Encore-aut3e' },
    });
    expect(older).toMatchObject({ status: 400, body: { code: 'RESET_TOKEN_INVALID' } });
  });

  it('answers a known and an unknown address alike, before any mail is sent', async () => {
    const user = await makeUser();
    const forgot = (email: string) =>
      api<{ message: string }>('POST', '/api/auth/password/forgot', { body: { email } });
    const known = await forgot(user.email);
    const unknown = await forgot(`nobody.${Date.now()}@integration.test`);
    expect(known.status).toBe(202);
    expect(unknown).toMatchObject({ status: 202, body: known.body });
    // The lookup and the mail happen after the answer, so they cannot shape its timing.
    expect(await mailsTo(user.email)).toHaveLength(0);
    await waitForMail(user.email);
  });

  it('sends at most 3 reset mails per address and hour', async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i += 1) {
      const answer = await api('POST', '/api/auth/password/forgot', {
        body: { email: user.email },
      });
      expect(answer.status).toBe(202);
    }
    await waitForMail(user.email, 3);
    // A later request's mail arrives after the refused ones would have: by then none came.
    const probe = await makeUser();
    await api('POST', '/api/auth/password/forgot', { body: { email: probe.email } });
    await waitForMail(probe.email);
    expect(await mailsTo(user.email)).toHaveLength(3);
    const [links] = await query<import('mysql2').RowDataPacket & { n: number }>(
      'SELECT COUNT(*) AS n FROM password_reset_tokens WHERE user_id = ?',
      [user.user.id],
    );
    expect(Number(links?.n)).toBe(3);
  });
});
