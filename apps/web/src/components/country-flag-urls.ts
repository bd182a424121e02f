/**
 * Every country's flag as an SVG file of its own (country-flag-icons' 3x2 set), by ISO code.
 * A module apart, loaded when a flag is first drawn: the map of 267 addresses stays out of the
 * entry, and each flag is fetched (then cached by the service worker) only when shown.
 */
const files = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

export const FLAG_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.slice(-6, -4), url]),
);
