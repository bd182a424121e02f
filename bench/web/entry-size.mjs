// The entry-size budget: the JavaScript the built index.html makes the browser load before
// any route's own code, gzipped. Unlike the other benchmarks this one is a gate: `npm test`
// runs it and it exits 1 above the budget, so a heavy import on the first page is caught in CI.
//
//   node bench/web/entry-size.mjs            reads apps/web/dist (builds it when missing)
//   node bench/web/entry-size.mjs --build    rebuilds the client first
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'apps/web/dist');

/** The entry's budget, in kB (1,000 bytes, as Vite prints them) gzipped. */
export const BUDGET_KB = 200;
/** Measured by this script on the client before its routes were split (one chunk per library, no route split). */
export const BASELINE_KB = 409.2;

if (process.argv.includes('--build') || !existsSync(join(dist, 'index.html'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@tontine/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The entry script and every chunk it imports statically (Vite also lists them as modulepreload);
// `import("…")` is a route or a lazy part and is not part of the entry.
const starts = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1].replace(/^\//, ''));

const seen = new Map();
const queue = [...starts];
while (queue.length > 0) {
  const file = posix.normalize(queue.shift());
  if (seen.has(file)) continue;
  const code = readFileSync(join(dist, file));
  seen.set(file, { raw: code.length, gzip: gzipSync(code).length });
  const text = code.toString('utf8');
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`, never `import(`.
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
    queue.push(posix.join(posix.dirname(file), m[1]));
  }
}

const kb = (bytes) => bytes / 1000;
let total = 0;
console.log('Entry JavaScript (loaded by index.html before any route), gzipped:');
for (const [file, size] of [...seen].sort((a, b) => b[1].gzip - a[1].gzip)) {
  total += size.gzip;
  console.log(`  ${kb(size.gzip).toFixed(1).padStart(7)} kB  ${file}`);
}
const totalKb = kb(total);
console.log(
  `entry ${totalKb.toFixed(1)} kB gzipped · budget ${BUDGET_KB} kB · baseline ${BASELINE_KB} kB ` +
    `(${((totalKb / BASELINE_KB) * 100).toFixed(0)} % of the baseline)`,
);
if (totalKb > BUDGET_KB) {
  console.error(`✗ the entry is ${(totalKb - BUDGET_KB).toFixed(1)} kB over the budget`);
  process.exit(1);
}
console.log('✓ within the budget');
