import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS, type AuthResponse, type UserDto } from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { useApiPairSharingRedis } from './support/redis-pair.js';
import { makeUser, uniqueEmail } from './support/factories.js';
import { api } from './support/http.js';

describe('sign-in, session and onboarding', () => {
  it('signs in with the right password and answers the user', async () => {
    const u = await makeUser();
    const answer = await api<AuthResponse>('POST', '/api/auth/login', {
      body: { email: u.email.toUpperCase(), password: u.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.id).toBe(u.user.id);
    const expiresIn = new Date(answer.body.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('refuses a wrong password and an unknown account the same way', async () => {
    const u = await makeUser();
    const wrong = await api('POST', '/api/auth/login', {
      body: { email: u.email, password: 'Wrong-passw0rd' },
    });
    const unknown = await api('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'Wrong-passw0rd' },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        detail: 'Email ou mot de passe incorrect',
      });
    }
  });

  it('refuses with 400 an e-mail that passes 254 characters once lower-cased', async () => {
    const answer = await api('POST', '/api/auth/login', {
      body: { email: `${'İ'.repeat(125)}@tontine.test`, password: 'Wrong-passw0rd' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message_key: 'emailInvalid' });
  });

  it('answers me for a valid token and 401 without or with a forged one', async () => {
    const u = await makeUser();
    const me = await api<UserDto>('GET', '/api/auth/me', { token: u.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(u.email);
    expect((await api('GET', '/api/auth/me')).status).toBe(401);
    const forged = `${u.token.slice(0, -4)}AAAA`;
    const bad = await api('GET', '/api/auth/me', { token: forged });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('completes onboarding as member and refuses any other role', async () => {
    const u = await makeUser();
    const refused = await api('POST', '/api/auth/onboarding/complete', {
      token: u.token,
      body: { role: 'super_admin' },
    });
    expect(refused.status).toBe(400);
    const done = await api<UserDto>('POST', '/api/auth/onboarding/complete', {
      token: u.token,
      body: { role: 'member' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ onboarding_completed: true, role: 'member' });
    const me = await api<UserDto>('GET', '/api/auth/me', { token: u.token });
    expect(me.body.onboarding_completed).toBe(true);
  });

  it('signs into the seeded demo member while demo mode is on', async () => {
    const demo = await api<AuthResponse>('POST', '/api/auth/demo');
    expect(demo.status).toBe(200);
    expect(demo.body.user.email).toBe(DEMO_ACCOUNTS.member.email);
  });

  it('blocks an account after repeated failures with a 429, even with the right password', async () => {
    const u = await makeUser();
    for (let i = 0; i < 5; i += 1) {
      const answer = await api('POST', '/api/auth/login', {
        body: { email: u.email, password: 'Wrong-passw0rd' },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await api('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      detail:
        'Trop de tentatives de connexion. Réessayez dans quelques minutes, ou réinitialisez votre mot de passe avec « Mot de passe oublié » : cela débloque le compte aussitôt.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('per-address sign-in limit', () => {
  let second: RunningApi;
  beforeAll(async () => {
    second = await startApi({
      DATABASE_URL: inject('databaseUrl'),
      LOGIN_MAX_FAILURES_PER_IP: '3',
    });
  });
  afterAll(async () => second?.stop());

  it('blocks the address after failures spread over several accounts', async () => {
    const u = await makeUser();
    for (let i = 0; i < 3; i += 1) {
      const answer = await api('POST', '/api/auth/login', {
        baseUrl: second.url,
        body: { email: uniqueEmail('spray'), password: 'Wrong-passw0rd' },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await api('POST', '/api/auth/login', {
      baseUrl: second.url,
      body: { email: u.email, password: u.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  });
});

describe('sign-in limits shared through Redis', () => {
  const pair = useApiPairSharingRedis();

  it('counts failures made on two API instances against the same account', async () => {
    const u = await makeUser();
    const wrong = { email: u.email, password: 'Wrong-passw0rd' };
    const { first, second } = pair;
    for (const baseUrl of [first.url, second.url, first.url, second.url, first.url]) {
      expect((await api('POST', '/api/auth/login', { baseUrl, body: wrong })).status).toBe(401);
    }
    const blocked = await api('POST', '/api/auth/login', {
      baseUrl: second.url,
      body: { email: u.email, password: u.password },
    });
    expect(blocked.status).toBe(429);
  });
});

describe('SUPERADMIN_EMAILS at start', () => {
  it('promotes an existing account when the API starts with its address listed', async () => {
    const u = await makeUser();
    const instance = await startApi({
      DATABASE_URL: inject('databaseUrl'),
      SUPERADMIN_EMAILS: u.email,
    });
    try {
      const me = await api<UserDto>('GET', '/api/auth/me', {
        baseUrl: instance.url,
        token: u.token,
      });
      expect(me.body.role).toBe('super_admin');
    } finally {
      await instance.stop();
    }
  });
});
