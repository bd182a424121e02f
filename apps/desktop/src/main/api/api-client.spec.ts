import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCatalog } from '@tontine/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../session/session-store';
import { createTokenVault } from '../session/token-vault';
import { createVaultFile } from '../session/vault-file';
import { makeAesCipher } from '../testing/aes-cipher';
import { makeAccount, startTestApi, type TestApi } from '../testing/api-server';
import { makeTempDir } from '../testing/temp-dir';
import { ApiPathError } from './api-url';
import { ApiUnreachableError, createApiClient, type ApiClient } from './api-client';

const superAdmin = makeAccount({ role: 'super_admin', username: 'root-operator' });
const member = makeAccount({ role: 'member' });
const admin = makeAccount({ role: 'admin' });
const guardedAdmin = makeAccount({ role: 'super_admin', otp: '492039' });
const enrollingAdmin = makeAccount({ role: 'super_admin', twoFactorSetupRequired: true });

describe('createApiClient against a real HTTP server', () => {
  let api: TestApi;
  let dir: string;
  let cleanup: () => Promise<void>;
  let vaultPath: string;
  let cipher: ReturnType<typeof makeAesCipher>;
  let client: ApiClient;

  const makeSession = () => new SessionStore(createTokenVault(cipher, createVaultFile(vaultPath)));

  beforeEach(async () => {
    api = await startTestApi([superAdmin, member, admin, guardedAdmin, enrollingAdmin]);
    ({ dir, cleanup } = await makeTempDir());
    vaultPath = join(dir, 'session.bin');
    cipher = makeAesCipher();
    client = createApiClient({ baseUrl: api.baseUrl, session: makeSession() });
  });
  afterEach(async () => {
    await api.close();
    await cleanup();
  });

  it('signs a super admin in without handing the token to the renderer', async () => {
    const answer = await client.signIn(superAdmin.email, superAdmin.password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ user: { username: 'root-operator', role: 'super_admin' } });
    expect(answer.body).not.toHaveProperty('access_token');

    const me = await client.request({ method: 'GET', path: '/api/auth/me' });
    expect(me).toEqual({
      status: 200,
      body: { email: superAdmin.email, username: 'root-operator', role: 'super_admin' },
    });
    expect(api.received.at(-1)?.authorization).toMatch(/^Bearer .+/);
  });

  it.each([member, admin])('refuses a $role account and keeps no token', async (account) => {
    const answer = await client.signIn(account.email, account.password);
    expect(answer).toEqual({
      status: 403,
      body: {
        detail: errorCatalog.SUPERADMIN_REQUIRED.message.fr,
        code: 'SUPERADMIN_REQUIRED',
      },
    });
    expect(answer.body).toMatchObject({ detail: 'Accès super-admin requis pour cette action' });

    const me = await client.request({ method: 'GET', path: '/api/auth/me' });
    expect(me.status).toBe(401);
    expect(api.received.at(-1)?.authorization).toBeUndefined();
    await expect(readFile(vaultPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('sends the two-factor code of the second step and keeps that session', async () => {
    const asked = await client.signIn(guardedAdmin.email, guardedAdmin.password);
    expect(asked).toEqual({
      status: 401,
      body: {
        detail: errorCatalog.TWO_FACTOR_REQUIRED.message.fr,
        code: 'TWO_FACTOR_REQUIRED',
      },
    });
    expect(JSON.parse(api.received.at(-1)!.body)).toEqual({
      email: guardedAdmin.email,
      password: guardedAdmin.password,
    });

    const wrong = await client.signIn(guardedAdmin.email, guardedAdmin.password, '000000');
    expect(wrong.body).toMatchObject({ code: 'TWO_FACTOR_INVALID' });

    const answer = await client.signIn(guardedAdmin.email, guardedAdmin.password, '492039');
    expect(answer).toMatchObject({ status: 200, body: { user: { role: 'super_admin' } } });
    expect(JSON.parse(api.received.at(-1)!.body)).toEqual({
      email: guardedAdmin.email,
      password: guardedAdmin.password,
      otp: '492039',
    });
    expect((await client.request({ method: 'GET', path: '/api/auth/me' })).status).toBe(200);
  });

  it('ends an enrolment-only session at once and says two-factor must be set up first', async () => {
    const answer = await client.signIn(enrollingAdmin.email, enrollingAdmin.password);
    expect(answer).toEqual({
      status: 403,
      body: {
        detail: errorCatalog.TWO_FACTOR_SETUP_REQUIRED.message.fr,
        code: 'TWO_FACTOR_SETUP_REQUIRED',
      },
    });
    expect(api.received.at(-1)).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(api.openSessions()).toBe(0);
    await expect(readFile(vaultPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it("passes the API's error through on wrong credentials", async () => {
    const answer = await client.signIn(superAdmin.email, 'wrong-password');
    expect(answer).toEqual({
      status: 401,
      body: { detail: 'Email ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' },
    });
  });

  it('restores the session after a restart and clears it on sign-out', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);

    const restartedSession = makeSession();
    await restartedSession.restore();
    const restarted = createApiClient({ baseUrl: api.baseUrl, session: restartedSession });
    expect((await restarted.request({ method: 'GET', path: '/api/auth/me' })).status).toBe(200);

    await restarted.signOut();
    // Ended on the API too, not only forgotten here.
    expect(api.received.at(-1)).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(api.received.at(-1)?.authorization).toMatch(/^Bearer .+/);
    expect(api.openSessions()).toBe(0);
    expect((await restarted.request({ method: 'GET', path: '/api/auth/me' })).status).toBe(401);
    await expect(readFile(vaultPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('forgets the session when the API answers 401', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    api.revokeTokens();
    expect((await client.request({ method: 'GET', path: '/api/auth/me' })).status).toBe(401);
    await expect(readFile(vaultPath)).rejects.toMatchObject({ code: 'ENOENT' });

    await client.request({ method: 'GET', path: '/api/auth/me' });
    expect(api.received.at(-1)?.authorization).toBeUndefined();
  });

  it('keeps the session on a refusal that does not end it, a 401 included', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    const refused = await client.request({ method: 'POST', path: '/api/wrong-code' });
    expect(refused).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_INVALID' } });
    expect((await client.download('/api/wrong-code')).status).toBe(401);
    expect((await client.request({ method: 'GET', path: '/api/auth/me' })).status).toBe(200);
    expect(api.received.at(-1)?.authorization).toMatch(/^Bearer .+/);
  });

  it('forgets the session when a download answers that it ended', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    api.revokeTokens();
    expect((await client.download('/api/superadmin/export/users')).status).toBe(401);
    await expect(readFile(vaultPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('forgets the session on sign-out even when the API cannot be reached', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    await api.close();
    await client.signOut();
    await expect(readFile(vaultPath)).rejects.toMatchObject({ code: 'ENOENT' });
    api = await startTestApi([]);
  });

  it('sends JSON bodies and reads JSON and text answers', async () => {
    const echoed = await client.request({
      method: 'PUT',
      path: '/api/echo?x=1',
      body: { name: 'Épargne', amount: '1500.00' },
    });
    expect(echoed).toEqual({
      status: 200,
      body: { method: 'PUT', url: '/api/echo?x=1', body: { name: 'Épargne', amount: '1500.00' } },
    });
    expect(await client.request({ method: 'GET', path: '/api/text' })).toEqual({
      status: 200,
      body: 'a,b\n1,2\n',
    });
  });

  it('never leaves the API: other paths are refused before any request', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    const before = api.received.length;
    await expect(client.request({ method: 'GET', path: '/health' })).rejects.toThrow(ApiPathError);
    await expect(client.request({ method: 'GET', path: '/api/../internal' })).rejects.toThrow(
      ApiPathError,
    );
    expect(api.received.length).toBe(before);
  });

  it('does not follow redirects that could carry the token elsewhere', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    await expect(client.request({ method: 'GET', path: '/api/redirect' })).rejects.toThrow(
      ApiUnreachableError,
    );
  });

  it('reports an unreachable API as such', async () => {
    await api.close();
    await expect(client.signIn(superAdmin.email, superAdmin.password)).rejects.toThrow(
      ApiUnreachableError,
    );
    api = await startTestApi([]);
  });
});
