import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserDto } from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';

const CONSOLE_ORIGIN = 'http://console.tontine.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A web client of one page, so that both instances serve pages whether or not it is built. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tontine-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

function directives(csp: string | null): Map<string, string[]> {
  expect(csp).toBeTruthy();
  return new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer carries, whatever it is. */
function expectSecurityHeaders(headers: Headers, socketOrigin: string) {
  const csp = directives(headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src')).toEqual(["'self'", socketOrigin]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
  return csp;
}

describe('security headers', () => {
  let plain: RunningApi;
  let secure: RunningApi;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: inject('databaseUrl'),
      WEB_DIST: webDist(),
      CORS_ORIGINS: CONSOLE_ORIGIN,
    };
    [plain, secure] = await Promise.all([
      startApi(env),
      startApi({ ...env, PUBLIC_URL: 'https://tontine.example' }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([plain?.stop(), secure?.stop()]);
  });

  const socketsOf = (running: RunningApi) => `ws://${new URL(running.url).host}`;

  it('sends them with a page, and no HSTS on plain http', async () => {
    for (const path of ['/', '/groups/some-group']) {
      const page = await fetch(`${plain.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const csp = expectSecurityHeaders(page.headers, socketsOf(plain));
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends them with an API answer, which is not to be stored', async () => {
    const user = await makeUser();
    const me = await api('GET', '/api/auth/me', { token: user.token, baseUrl: plain.url });
    expect(me.status).toBe(200);
    expectSecurityHeaders(me.headers, socketsOf(plain));
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends them with errors: refused, unknown route, unreadable body', async () => {
    const answers = [
      await api('GET', '/api/groups', { baseUrl: plain.url }),
      await api('GET', '/api/no-such-route', { baseUrl: plain.url }),
      await api('POST', '/api/auth/login', {
        baseUrl: plain.url,
        raw: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 404, 400]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers, socketsOf(plain));
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toHaveProperty('code');
    }
  });

  it('keeps the cache rule a handler sets itself: profile photos stay private', async () => {
    const user = await makeUser();
    const data = new FormData();
    data.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const uploaded = await api<UserDto>('PUT', '/api/users/me/photo', {
      token: user.token,
      raw: data,
      baseUrl: plain.url,
    });
    expect(uploaded.status).toBe(200);
    const photo = await fetch(`${plain.url}${uploaded.body.profile_photo_url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('adds HSTS and upgrades requests only when PUBLIC_URL is https', async () => {
    const answers = [
      await fetch(`${secure.url}/`),
      await fetch(`${secure.url}/api/health`),
      await fetch(`${secure.url}/api/groups`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401]);
    for (const answer of answers) {
      const csp = expectSecurityHeaders(answer.headers, 'wss://tontine.example');
      expect(csp.get('upgrade-insecure-requests')).toEqual([]);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  it("keeps CORS working for the console's origin, and only for it", async () => {
    const preflight = await fetch(`${plain.url}/api/chat/messages/x`, {
      method: 'OPTIONS',
      headers: {
        origin: CONSOLE_ORIGIN,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const user = await makeUser();
    const me = await api('GET', '/api/auth/me', {
      token: user.token,
      baseUrl: plain.url,
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(me.status).toBe(200);
    expect(me.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    const foreign = await api('GET', '/api/health', {
      baseUrl: plain.url,
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
