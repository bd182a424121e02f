// Lighthouse (mobile settings: Moto G Power viewport, slow 4G and 4× CPU throttling) on the
// built member client, served by the built API on a throw-away MariaDB database: the sign-in
// page on a first visit, and a new member's dashboard signed in, on a first visit (nothing
// cached) and on a return (the browser's HTTP cache kept from the previous visit, without the
// service worker, which would serve everything from its own cache). Prints performance,
// accessibility and best practices (target: ≥ 95 each) and the audits that cost
// points: the median of five runs, after one that is not counted. Each recording is scored
// three times: with Lighthouse's default 4× CPU slowdown, and with the slowdowns that turn this
// host into a mid-range phone and into a low-end one (decision 0043: the target is judged
// on the mid-range phone). Not a test: it prints, like the other benchmarks.
//   npm run build && node bench/web/lighthouse.mjs
//   LIGHTHOUSE_HTTP2=1 node bench/web/lighthouse.mjs   (behind HTTPS and HTTP/2, as deployed)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import puppeteer from 'puppeteer-core';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { fetchOk } from '../lib/answers.mjs';
import { startHttp2Proxy } from '../lib/http2-proxy.mjs';
import { register, startApi, stopAll } from '../lib/servers.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const PORT = 4421;

// The phones the CPU slowdown is calibrated to, by Lighthouse's CPU benchmark index: Chrome
// DevTools' own calibration (panels/mobile_throttling/CalibrationController.ts) names a
// mid-tier phone (a Pixel 5) at 1,000 and a low-tier one (a Moto G Power 2022) at 264. The
// slowdown that turns the host into one is the ratio of the indexes (the benchmark is pure
// CPU work). Lighthouse's fixed 4× assumes a host near 1,500 and so aims between the two.
const PHONES = [
  { name: 'mid-range phone (index 1,000)', index: 1000 },
  { name: 'low-end phone (index 264)', index: 264 },
];

const db = await createThrowawayDatabase('tontine_lighthouse');
let chrome;
let proxy;
try {
  // Behind the proxy the pages' origin is its https one: PUBLIC_URL says so, as in production,
  // so that the API admits their sockets (the Origin check compares scheme, host and port).
  const api = await startApi({
    port: PORT,
    databaseUrl: db.url,
    env: process.env.LIGHTHOUSE_HTTP2 ? { PUBLIC_URL: `https://127.0.0.1:${PORT + 1}` } : {},
  });
  const { token } = await register(api, { email: 'lighthouse@bench.test' });
  await fetchOk(`${api}/api/auth/onboarding/complete`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'member' }),
  });

  // LIGHTHOUSE_HTTP2=1: the pages come through HTTPS and HTTP/2, as a deployment's reverse
  // proxy serves them; by default from the API itself, plain HTTP/1.1.
  proxy = process.env.LIGHTHOUSE_HTTP2
    ? await startHttp2Proxy({ port: PORT + 1, upstream: api })
    : undefined;
  const origin = proxy?.origin ?? api;
  console.log(`pages served by ${proxy ? 'an HTTP/2 proxy over TLS' : 'the API, HTTP/1.1'}`);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      ...(proxy ? [`--ignore-certificate-errors-spki-list=${proxy.spkiHash}`] : []),
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  // Lighthouse's own advice: the median of five runs (its score moves by a few points between
  // runs on a loaded machine). LIGHTHOUSE_RUNS=n, 5 by default. Before them, one run of each
  // visit is not counted (LIGHTHOUSE_WARMUP=n): the first load after the visits before it (which
  // empty the cache) is the only one whose scripts the browser compiles without its code cache.
  const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const WARMUP = Number(process.env.LIGHTHOUSE_WARMUP ?? 1);

  const FLAGS = { onlyCategories: CATEGORIES, disableStorageReset: true, logLevel: 'error' };

  // Each visit is loaded RUNS times (after WARMUP loads not counted), then each recording is
  // scored with Lighthouse's default 4× CPU slowdown and with the slowdowns to the PHONES for the
  // median index of the loads. Throttling is simulated: the page loads at the host's full speed
  // and the slowdown only enters the simulation that turns the recording into metrics, so one
  // load serves every score.
  async function audit(label, path, visit) {
    for (let i = 0; i < WARMUP; i += 1) await gather(path, visit);
    const recordings = [];
    for (let i = 0; i < RUNS; i += 1) recordings.push(await gather(path, visit));
    const indexes = recordings.map(({ artifacts }) => artifacts.BenchmarkIndex);
    const hostIndex = median(indexes);
    console.log(`${label}`);
    console.log(
      `  host CPU benchmark index ${indexes.map(Math.round).join(', ')}: median ${Math.round(hostIndex)}`,
    );
    const slowdowns = [
      ['default 4× slowdown', throttling.mobileSlow4G.cpuSlowdownMultiplier],
      ...PHONES.map(({ name, index }) => {
        const slowdown = Math.max(1, hostIndex / index);
        return [`${name} ${slowdown.toFixed(2)}×`, slowdown];
      }),
    ];
    for (const [name, multiplier] of slowdowns) {
      const runs = [];
      // A run that failed (its reason is printed) is left out of the median, not counted as 0.
      for (const recording of recordings) {
        const lhr = await score(recording, multiplier);
        if (lhr.runtimeError)
          console.log(`  run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        else runs.push({ lhr, recording });
      }
      if (runs.length === 0) throw new Error(`${label}: every run failed`);
      runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
      const middle = runs[Math.floor(runs.length / 2)];
      keep(`${label}, ${name}`, middle);
      report(
        `${label}, ${name}`,
        middle.lhr,
        runs.map((run) => run.lhr),
      );
    }
  }

  async function gather(path, { signedIn, returning }) {
    const page = await browser.newPage();
    // The visit before: the sign-in page, or for a return the same page (signed in). Until the
    // network is idle: the client registers its service worker once its first screen is shown
    // and the browser idle, and a worker registered after the clean-up below would serve the
    // measured visit.
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
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
    const recording = await navigationGather(page, `${origin}${path}`, { flags: FLAGS });
    await page.close();
    return recording;
  }

  async function score({ artifacts }, cpuSlowdownMultiplier) {
    const flags = { ...FLAGS, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } };
    const { resolvedConfig } = await initializeConfig('navigation', undefined, flags);
    // The recording states the settings it was made with, which Lighthouse requires to equal the
    // scoring's. Only the slowdown differs: a simulated load uses it just to shorten
    // requestIdleCallback's deadlines (Lighthouse's shim), and the default 4× made them shorter.
    const recorded = { ...artifacts, settings: resolvedConfig.settings };
    const result = await Runner.audit(recorded, { resolvedConfig, computedCache: new Map() });
    return result.lhr;
  }

  // LIGHTHOUSE_REPORT_DIR=dir keeps the median run's report (JSON) and its recorded trace (for
  // Chromium's performance panel): what cost the points, and which tasks.
  function keep(label, { lhr, recording }) {
    const dir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (!dir) return;
    const file = join(dir, label.replace(/\W+/g, '-'));
    writeFileSync(`${file}.report.json`, JSON.stringify(lhr));
    writeFileSync(`${file}.trace.json`, JSON.stringify(recording.artifacts.Trace));
    console.log(`  kept: ${file}.report.json, ${file}.trace.json`);
  }

  function report(label, lhr, runs) {
    const { categories, audits } = lhr;
    const scores = CATEGORIES.map((c) => `${c} ${Math.round(categories[c].score * 100)}`);
    const performances = runs.map((run) => Math.round(run.categories.performance.score * 100));
    console.log(`  ${label}: ${scores.join('   ')}   (median of ${performances.join(', ')})`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(
      `    ${metrics.map((m) => `${m.replace(/-/g, ' ')} ${audits[m].displayValue}`).join(' · ')}`,
    );
    if (audits['cumulative-layout-shift'].numericValue > 0.1) shifts(audits);
    for (const c of CATEGORIES) {
      for (const ref of categories[c].auditRefs) {
        const a = audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 0.9)
          console.log(`    − ${c}: ${a.id} (${a.score}) ${a.displayValue ?? ''}`);
      }
    }
  }

  function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
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
  proxy?.close();
  await stopAll();
  await dropDatabase(db.name).catch(() => undefined);
}
