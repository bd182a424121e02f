/** Debian's package that puts it at its default path. */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/**
 * The browser the end-to-end tests drive (playwright.config.ts), and that `npm test` installs
 * when it is missing (services.mjs): Debian's headless shell, the Chromium build without
 * the browser's own interface that headless runs need. Against the full browser in headless
 * mode it ran the same end-to-end tier with 31 % less processor time (docs/performance.md).
 * `CHROMIUM_PATH=/usr/bin/chromium` runs the specs in the full browser, which `--headed` needs.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? `/usr/bin/${CHROMIUM_PACKAGE}`;

/** What the tests never need from the browser: its sandbox, its GPU and its own traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
