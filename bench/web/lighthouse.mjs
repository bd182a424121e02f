// Lighthouse (mobile settings: Moto G Power viewport, slow 4G and 4× CPU throttling) on the
// built member client, served by the built API on a throw-away MariaDB database: the sign-in
// page, and a new member's dashboard signed in. Prints performance, accessibility and best
// practices (issue 13's target: ≥ 95 each) and the audits that cost points. Not a test: it
// prints, like the other benchmarks.
//   npm run build && node bench/web/lighthouse.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { register, startApi, stopAll } from '../lib/servers.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const PORT = 4421;

const db = await createThrowawayDatabase('tontine_lighthouse');
let chrome;
try {
  const origin = await startApi({ port: PORT, databaseUrl: db.url });
  const { token } = await register(origin, { email: 'lighthouse@bench.test' });
  const onboarded = await fetch(`${origin}/api/auth/onboarding/complete`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'member' }),
  });
  if (!onboarded.ok) throw new Error(`onboarding answered ${onboarded.status}`);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  async function audit(label, path, signedIn) {
    const page = await browser.newPage();
    await page.goto(`${origin}/login`);
    // A first visit: no HTTP cache, no service worker nor its caches (the visit to /login installed them),
    // and the session as the client keeps it; Lighthouse is told not to clear storage.
    await page.evaluate(
      async (value) => {
        await navigator.serviceWorker.ready;
        for (const registration of await navigator.serviceWorker.getRegistrations())
          await registration.unregister();
        for (const key of await globalThis.caches.keys()) await globalThis.caches.delete(key);
        if (value) localStorage.setItem('tontine.token', value);
        else localStorage.removeItem('tontine.token');
      },
      signedIn ? token : null,
    );
    const result = await lighthouse(
      `${origin}${path}`,
      {
        port: chrome.port,
        onlyCategories: CATEGORIES,
        disableStorageReset: true,
        logLevel: 'error',
      },
      undefined,
      page,
    );
    await page.close();
    const { categories, audits } = result.lhr;
    // LIGHTHOUSE_REPORT_DIR=dir keeps each page's full report (JSON) to read what cost the points.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const file = join(
        process.env.LIGHTHOUSE_REPORT_DIR,
        `${path.replace(/\W+/g, '') || 'root'}.json`,
      );
      writeFileSync(file, JSON.stringify(result.lhr));
      console.log(`  report: ${file}`);
    }
    const scores = CATEGORIES.map((c) => `${c} ${Math.round(categories[c].score * 100)}`);
    console.log(`${label.padEnd(22)} ${scores.join('   ')}`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(
      `  ${metrics.map((m) => `${m.replace(/-/g, ' ')} ${audits[m].displayValue}`).join(' · ')}`,
    );
    if (audits['cumulative-layout-shift'].numericValue > 0.1) shifts(audits);
    for (const c of CATEGORIES) {
      for (const ref of categories[c].auditRefs) {
        const a = audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 0.9)
          console.log(`  − ${c}: ${a.id} (${a.score}) ${a.displayValue ?? ''}`);
      }
    }
  }

  // What moved, when the layout shifted: the first place to look for a CLS above 0.1.
  function shifts(audits) {
    for (const item of audits['layout-shifts']?.details?.items ?? []) {
      console.log(
        `  shift ${item.score.toFixed(3)}: ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
      );
    }
  }

  await audit('sign-in page', '/login', false);
  await audit('member dashboard', '/dashboard', true);
  await browser.disconnect();
} finally {
  chrome?.kill();
  stopAll();
  await dropDatabase(db.name).catch(() => undefined);
}
