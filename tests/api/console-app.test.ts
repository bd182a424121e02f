import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-process.js';

/** A console build of one page and one hashed script, as electron-vite writes it (base './'). */
function consoleDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tontine-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="./assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("console");');
  return dir;
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the console at /console', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi({ DATABASE_URL: inject('databaseUrl'), CONSOLE_DIST: consoleDist() });
  }, 90_000);
  afterAll(async () => {
    await running?.stop();
  });

  it('sends /console to /console/, where relative asset URLs resolve', async () => {
    const answer = await fetch(`${running.url}/console?x=1`, { redirect: 'manual' });
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('/console/?x=1');
  });

  it('serves the page under the console’s own policy: workers from its own files, nothing else', async () => {
    const page = await fetch(`${running.url}/console/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps hashed files a year, and answers 404 for a file it does not have', async () => {
    const script = await fetch(`${running.url}/console/assets/index-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${running.url}/console/assets/nothing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves the API its own answers', async () => {
    const health = await fetch(`${running.url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
  });
});
