// The part of @mantine/core's stylesheet the member client uses: the base files, then the
// styles of each component the client's source imports from '@mantine/core' (directly or
// through @mantine/notifications) and of the components those are built on, in the order
// of Mantine's own styles.css. The whole stylesheet is 295 kB of rules, which a phone
// parses before the first paint and matches against every element it lays out.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const require = createRequire(import.meta.url);
const BASE_FILES = ['baseline.css', 'default-css-variables.css', 'global.css'];
const IMPORTED_NAMES = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;
const RELATIVE_IMPORT = /from\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The stylesheet: base files and the used components' files, in styles.css's order. */
export function usedMantineStyles({ sourceDirs, packages = ['@mantine/notifications'] }) {
  const core = packageRoot('@mantine/core');
  const exportFiles = exportedFiles(core);
  const names = new Set();
  for (const dir of sourceDirs) for (const file of sourceFiles(dir)) addNames(file, names);
  for (const name of packages) {
    const esm = join(packageRoot(name), 'esm');
    for (const file of sourceFiles(esm)) addNames(file, names);
  }
  const components = new Set();
  const seen = new Set();
  const queue = [...names].map((name) => exportFiles.get(name)).filter(Boolean);
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    // A component's styles are named after its folder (components/Checkbox, utils/InlineInput).
    for (const folder of relative(join(core, 'esm'), file).split(sep)) components.add(folder);
    const text = readFileSync(file, 'utf8');
    for (const [, path] of text.matchAll(RELATIVE_IMPORT)) queue.push(resolve(dirname(file), path));
  }
  const wanted = new Set([...BASE_FILES, ...[...components].map((c) => `${c}.css`)]);
  return orderedFiles(core)
    .filter((file) => wanted.has(file))
    .map((file) => readFileSync(join(core, 'styles', file), 'utf8'))
    .join('\n');
}

/** Each name @mantine/core exports, with the file that defines it. */
function exportedFiles(core) {
  const index = readFileSync(join(core, 'esm', 'index.mjs'), 'utf8');
  const files = new Map();
  for (const [, list, path] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const name of list.split(',')) {
      const local = name.trim().split(/\s+as\s+/)[0];
      if (local) files.set(local, resolve(core, 'esm', path));
    }
  }
  return files;
}

function addNames(file, names) {
  const text = readFileSync(file, 'utf8');
  for (const [, list] of text.matchAll(IMPORTED_NAMES)) {
    for (const name of list.split(',')) {
      const imported = name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (imported) names.add(imported);
    }
  }
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(m?js|tsx?)$/.test(entry) && !/\.spec\./.test(entry)) files.push(path);
  }
  return files;
}

/** The per-component files in the order styles.css concatenates them (later rules win). */
function orderedFiles(core) {
  const whole = readFileSync(join(core, 'styles.css'), 'utf8');
  return readdirSync(join(core, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const text = readFileSync(join(core, 'styles', file), 'utf8').trim();
      return { file, at: whole.indexOf(text.slice(0, 200)) };
    })
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ file }) => file);
}

const CLASS = /m_[0-9a-f]{8}/g;

/**
 * The Mantine classes the built scripts use that Mantine's stylesheet styles but the built
 * stylesheet does not: what `usedMantineStyles` left out by mistake (the build fails on it).
 */
export function unstyledMantineClasses({ scripts, stylesheet }) {
  const styledByMantine = new Set(
    readFileSync(join(packageRoot('@mantine/core'), 'styles.css'), 'utf8').match(CLASS),
  );
  const styled = new Set(stylesheet.match(CLASS));
  const used = new Set(scripts.match(CLASS));
  return [...used].filter((name) => styledByMantine.has(name) && !styled.has(name)).sort();
}

/** A Mantine package's folder (their exports list styles.css, not package.json). */
function packageRoot(name) {
  return dirname(require.resolve(`${name}/styles.css`));
}
