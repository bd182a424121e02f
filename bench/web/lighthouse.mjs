// Lighthouse (mobile settings: Moto G Power viewport, slow 4G and 4× CPU throttling) on the
// built member client, served by the built API on a throw-away MariaDB database: the sign-in
// page on a first visit, and a new member's dashboard signed in, on a first visit (nothing
// cached) and on a return (the browser's HTTP cache kept from the previous visit, without the
// service worker, which would serve everything from its own cache). Prints performance,
// accessibility and best practices (issue 13's target: ≥ 95 each) and the audits that cost
// points: the median of five runs, after one that is not counted. Not a test: it prints, like
// the other benchmarks.
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

  // Lighthouse's own advice: the median of five runs (its score moves by a few points between
  // runs on a loaded machine). LIGHTHOUSE_RUNS=n, 5 by default. Before them, one run of each
  // visit is not counted (LIGHTHOUSE_WARMUP=n): the first load after the visits before it (which
  // empty the cache) is the only one whose scripts the browser compiles without its code cache.
  const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const WARMUP = Number(process.env.LIGHTHOUSE_WARMUP ?? 1);

  async function audit(label, path, visit) {
    for (let i = 0; i < WARMUP; i += 1) await oneRun(path, visit);
    const runs = [];
    // A run that failed (its reason is printed) is left out of the median, not counted as 0.
    for (let i = 0; i < RUNS; i += 1) {
      const run = await oneRun(path, visit);
      if (!run.runtimeError) runs.push(run);
    }
    if (runs.length === 0) throw new Error(`${label}: every run failed`);
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    report(label, runs[Math.floor(runs.length / 2)], runs);
  }

  async function oneRun(path, { signedIn, returning }) {
    const page = await browser.newPage();
    // The visit before: the sign-in page, or for a return the same page (signed in).
    await page.goto(`${origin}/login`);
    if (returning) {
      await page.evaluate((value) => localStorage.setItem('tontine.token', value), token);
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
    }
    // No service worker nor its caches (the previous visit installed them), and the session as
    // the client keeps it (Lighthouse is told not to clear storage); the HTTP cache emptied for
    // a first visit, kept for a return.
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
    if (!returning) await (await page.createCDPSession()).send('Network.clearBrowserCache');
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
    // A run that failed (no paint seen, a page error) scores 0: say why, rather than a bare 0.
    if (result.lhr.runtimeError)
      console.log(
        `  run failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    return result.lhr;
  }

  function report(label, lhr, runs) {
    const { categories, audits } = lhr;
    // LIGHTHOUSE_REPORT_DIR=dir keeps each page's full report (JSON) to read what cost the points.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const file = join(process.env.LIGHTHOUSE_REPORT_DIR, `${label.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      console.log(`  report: ${file}`);
    }
    const scores = CATEGORIES.map((c) => `${c} ${Math.round(categories[c].score * 100)}`);
    const performances = runs.map((run) => Math.round(run.categories.performance.score * 100));
    console.log(
      `${label.padEnd(22)} ${scores.join('   ')}   (median of ${performances.join(', ')})`,
    );
    // Lighthouse slows the host's CPU fourfold, whatever the host: the same build scores lower on
    // a slower or busier machine. Its CPU index (higher is faster) says which kind each run had.
    const indexes = runs.map((run) => Math.round(run.environment.benchmarkIndex));
    console.log(`  host CPU benchmark index ${indexes.join(', ')}`);
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

  // LIGHTHOUSE_VISITS=sign-in,dashboard,returning (all three by default) runs only those.
  const visits = (process.env.LIGHTHOUSE_VISITS ?? 'sign-in,dashboard,returning').split(',');
  if (visits.includes('sign-in'))
    await audit('sign-in page', '/login', { signedIn: false, returning: false });
  if (visits.includes('dashboard'))
    await audit('member dashboard', '/dashboard', { signedIn: true, returning: false });
  if (visits.includes('returning'))
    await audit('dashboard, returning', '/dashboard', { signedIn: true, returning: true });
  await browser.disconnect();
} finally {
  chrome?.kill();
  stopAll();
  await dropDatabase(db.name).catch(() => undefined);
}
