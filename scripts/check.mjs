// `npm run check`: typecheck, lint, format, history pointers and unused code, side by side. The typecheck is one `tsc -b` over
// the solution (tsconfig.json), reusing what the build already checked; ESLint and Prettier
// keep caches under .cache, so a second run reads only what changed.
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { Stages } from './lib/stages.mjs';
import { TSC } from './lib/typescript.mjs';

ensureNodeRuntime();

const stages = Stages.forScript('npm-run-check');
await stages.all([
  {
    title: 'Typecheck (tsc -b)',
    tag: 'typecheck',
    command: process.execPath,
    args: [TSC, '-b'],
  },
  {
    title: 'Lint (eslint)',
    tag: 'lint',
    command: 'npx',
    args: ['eslint', '--cache', '--cache-location', '.cache/eslint/', '--max-warnings=0', '.'],
  },
  {
    title: 'History pointers in comments and docs (check:history)',
    tag: 'history',
    command: process.execPath,
    args: ['scripts/check-history-references.mjs'],
  },
  {
    title: 'Unused files, exports and dependencies (knip)',
    tag: 'unused',
    command: 'npx',
    args: ['knip', '--no-progress'],
  },
  {
    title: 'Format (prettier --check)',
    tag: 'format',
    command: 'npx',
    args: ['prettier', '--check', '--cache', '--cache-location', '.cache/prettier', '.'],
  },
]);
await stages.close();
