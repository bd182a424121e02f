import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium headless shell (no browser download): `web` drives the member
 * client served by the built API on MariaDB; `desktop` drives the console's renderer over
 * HTTP with the Electron bridge replaced (see tests/desktop/bridge.ts).
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4310);
const DESKTOP_PORT = Number(process.env.E2E_DESKTOP_PORT ?? 4320);
/**
 * Where the e2e server writes its local chain (RPC URL, token addresses, treasury) for the
 * crypto tests, which mint, fund gas and mine blocks there. Set here so the tests read it too.
 */
process.env.E2E_CHAIN_FILE ??= join(tmpdir(), `tontine-e2e-chain-${WEB_PORT}.json`);
/**
 * Where the e2e server writes its Daraja stand-in's address, for the tests that act as
 * Safaricom's customers (a payment to the paybill from the M-Pesa menu).
 */
process.env.E2E_DARAJA_FILE ??= join(tmpdir(), `tontine-e2e-daraja-${WEB_PORT}.json`);
/**
 * Where the e2e server writes its throw-away database's URL, for the tests that move a group's
 * dates into the past (a due date and its grace gone by), which no API call can do.
 */
process.env.E2E_DATABASE_FILE ??= join(tmpdir(), `tontine-e2e-database-${WEB_PORT}.json`);

/**
 * Web specs that flip what the whole platform shares (maintenance, ads, texts, rates, settings)
 * or read what those flips change or what the demo accounts hold: they run after the others.
 * Every other web spec works on members and groups of its own.
 */
const SHARED_STATE_SPECS = [
  'web/accessibility.spec.ts',
  'web/ads.spec.ts',
  'web/console-ads.spec.ts',
  'web/console.spec.ts',
  'web/crypto-screens.spec.ts',
  'web/crypto.spec.ts',
  'web/maintenance.spec.ts',
  'web/money-and-settings.spec.ts',
  'web/offline.spec.ts',
  'web/operator-texts.spec.ts',
  'web/shortcuts.spec.ts',
  'web/visual.spec.ts',
];

export default defineConfig({
  testDir: 'tests',
  testMatch: ['web/**/*.spec.ts', 'desktop/**/*.spec.ts'],
  fullyParallel: false,
  // One browser at a time: two on two cores made the longest specs (a live chat between three
  // people) pass their minute. The projects below keep the specs that share state apart for
  // when more cores allow more workers.
  workers: 1,
  // A failure is run once more, with a trace: recording one for every test made each a quarter
  // slower. A test that passes on its second run is reported as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // A reference screenshot belongs to its test, whichever project runs it.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
  use: {
    trace: 'on-first-retry',
    // Each test's browser context is new, so the service worker would install and download
    // every file of the app in each one, beside the test; the offline spec allows it.
    serviceWorkers: 'block',
    // Dialogs, menus and notifications appear without their slide and fade (the clients respect
    // the system's reduced-motion setting): a step never acts on something still moving in.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'web',
      testMatch: 'web/**/*.spec.ts',
      testIgnore: SHARED_STATE_SPECS,
      use: { baseURL: `http://127.0.0.1:${WEB_PORT}` },
    },
    {
      name: 'web-shared-state',
      testMatch: SHARED_STATE_SPECS,
      dependencies: ['web'],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${WEB_PORT}` },
    },
    {
      // The operators' console acts on the whole platform too: alone, last.
      name: 'desktop',
      testMatch: 'desktop/**/*.spec.ts',
      dependencies: ['web-shared-state'],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${DESKTOP_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${WEB_PORT}/api/health`,
      env: {
        PORT: String(WEB_PORT),
        E2E_CHAIN_FILE: process.env.E2E_CHAIN_FILE,
        E2E_DARAJA_FILE: process.env.E2E_DARAJA_FILE,
        E2E_DATABASE_FILE: process.env.E2E_DATABASE_FILE,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      // SIGTERM rather than a kill, so that the server drops its throw-away database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `node tests/desktop/serve-renderer.mjs`,
      url: `http://127.0.0.1:${DESKTOP_PORT}/`,
      env: { PORT: String(DESKTOP_PORT), API_URL: `http://127.0.0.1:${WEB_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
