import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  FIRST_SCREEN_DOCUMENT,
  FIRST_SCREENS_DIR,
  UI_LANGUAGE_COOKIE,
  UI_LANGUAGES,
  firstScreenFileName,
  type FirstScreenContext,
} from '@tontine/contracts';
import { startApi, type RunningApi } from './support/api-process.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

const INDEX =
  '<!doctype html><html lang="fr"><head><link rel="modulepreload" crossorigin href="/assets/react.js"><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
/** index.html without its module preloads, as the build writes it for the first screens. */
const DOCUMENT = INDEX.replace(
  '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  '',
);

/** A built client whose sign-in page has a first screen per language, named after it. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tontine-web-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  mkdirSync(join(dir, FIRST_SCREENS_DIR));
  writeFileSync(join(dir, FIRST_SCREENS_DIR, FIRST_SCREEN_DOCUMENT), DOCUMENT);
  for (const language of UI_LANGUAGES) {
    writeFileSync(
      join(dir, FIRST_SCREENS_DIR, firstScreenFileName('/login', language)),
      `<main>sign-in in ${language}</main>`,
    );
  }
  return dir;
}

function contextOf(html: string): FirstScreenContext {
  const json = /<script type="application\/json" id="first-screen">(.*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as FirstScreenContext;
}

describe('first screens', () => {
  let web: RunningApi;
  let superAdmin: string;
  beforeAll(async () => {
    [web, superAdmin] = await Promise.all([
      startApi({ DATABASE_URL: inject('databaseUrl'), WEB_DIST: webDist() }),
      signInAs('superAdmin'),
    ]);
  }, 90_000);
  afterAll(async () => {
    await web?.stop();
  });
  afterEach(async () => {
    await api('POST', '/api/maintenance/toggle', { token: superAdmin, body: { enabled: false } });
  });

  async function page(path: string, headers: Record<string, string> = {}) {
    const answer = await fetch(`${web.url}${path}`, { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    return { html: await answer.text(), headers: answer.headers };
  }

  it("sends the sign-in page rendered in the browser's language, with the site's status", async () => {
    for (const [acceptLanguage, language] of [
      ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
      ['sw-KE,sw;q=0.9', 'sw'],
      ['fr-FR', 'fr'],
      // Neither fr, en nor sw first: French, as the client decides.
      ['de-DE,de;q=0.9,en;q=0.8', 'fr'],
    ] as const) {
      const { html, headers } = await page('/login', { 'accept-language': acceptLanguage });
      expect(html).toContain(`<html lang="${language}">`);
      // Sent in the build's first-screen document: the entry, without its preloads.
      expect(html).toContain('<script type="module" src="/assets/app.js">');
      expect(html).not.toContain('modulepreload');
      expect(html).toContain(
        `<div id="root" data-first-screen><main>sign-in in ${language}</main>`,
      );
      expect(contextOf(html)).toMatchObject({
        path: '/login',
        language,
        maintenance: { enabled: false },
      });
      expect(headers.get('vary')).toContain('Accept-Language');
    }
  });

  it('follows the language the visitor chose over the browsers', async () => {
    const { html } = await page('/login', {
      'accept-language': 'en-GB',
      cookie: `theme=dark; ${UI_LANGUAGE_COOKIE}=sw`,
    });
    expect(html).toContain('sign-in in sw');
    // A value that is no language of the interface is not one.
    const forged = await page('/login', {
      'accept-language': 'en-GB',
      cookie: `${UI_LANGUAGE_COOKIE}=%3Cscript%3E`,
    });
    expect(forged.html).toContain('sign-in in en');
  });

  it('sends index.html as built for any other page, or with a query the page was not rendered with', async () => {
    for (const path of ['/', '/dashboard', '/register', '/login?next=%2Fgroups', '/login/']) {
      const { html } = await page(path, { 'accept-language': 'en' });
      expect(html).toBe(INDEX);
    }
  });

  it('sends no first screen while the site is under maintenance', async () => {
    const on = await api('POST', '/api/maintenance/toggle', {
      token: superAdmin,
      body: { enabled: true },
    });
    expect(on.status).toBe(200);
    // Each instance re-reads the switch at most once a second: the page follows within that.
    await expect
      .poll(async () => (await page('/login', { 'accept-language': 'en' })).html, {
        timeout: 5_000,
      })
      .toBe(INDEX);
  });
});
