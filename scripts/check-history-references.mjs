#!/usr/bin/env node
// Comments, tests and docs state the rule itself. A pointer a newcomer cannot open (an issue
// number, a work session, an engineer's letter, a spec section, an unnumbered decision) fails
// `npm run check`. Decision records are cited by their four-digit number: "decision 0007".
//
// Every tracked text file is read, line by line, except the paths of
// scripts/history-references-allowlist.txt. Its "pending" paths are being rewritten elsewhere:
// only the lines they gained since the merge base with main are read, when git can find one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { matchesGlob, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a history pointer looks like, each with the name printed when one is found. */
export const HISTORY_PATTERNS = [
  { kind: 'issue number', pattern: /\bissues? #?\d+/i },
  { kind: 'spec section', pattern: /§\s*\d/ },
  { kind: 'spec document and section', pattern: /\b0\d\d\s*§/ },
  { kind: 'engineer', pattern: /\bengineer [A-Z]\b/ },
  { kind: 'work session', pattern: /\bsession \d+\b/i },
  { kind: 'unnumbered decision', pattern: /\bdecision (?!\d{4}\b)\d+/i },
];

/** Files that are not text to read: lock files, images, fonts, archives. */
const SKIPPED =
  /(^|\/)package-lock\.json$|\.(png|jpe?g|gif|webp|ico|svg|woff2?|ttf|zip|gz|br|pdf|docx?)$/i;

/** The pointers in one line of text: `[{ kind, match }]`, empty when the line states rules only. */
export function findHistoryReferences(line) {
  const found = [];
  for (const { kind, pattern } of HISTORY_PATTERNS) {
    const match = pattern.exec(line);
    if (match) found.push({ kind, match: match[0] });
  }
  return found;
}

/**
 * The allowlist file: one glob a line under a `[permanent]` or `[pending]` header, `#` starting a
 * comment. Permanent paths are never read; pending ones only for the lines they gained.
 */
export function parseAllowlist(text) {
  const lists = { permanent: [], pending: [] };
  let section = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const header = /^\[(permanent|pending)\]$/.exec(line);
    if (header) section = header[1];
    else if (section) lists[section].push(line);
    else throw new Error(`history references allowlist: "${line}" is under no [section]`);
  }
  return lists;
}

const matchesAny = (path, globs) => globs.some((glob) => matchesGlob(path, glob));

/**
 * The added lines of `git diff --unified=0` output, by file: `Map<path, [{ number, text }]>`.
 */
export function addedLines(diff) {
  const byFile = new Map();
  let file = null;
  let number = 0;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      file = line === '+++ /dev/null' ? null : line.slice(6);
      if (file && !byFile.has(file)) byFile.set(file, []);
    } else if (line.startsWith('@@')) {
      number = Number(/\+(\d+)/.exec(line)?.[1] ?? 0);
    } else if (file && line.startsWith('+')) {
      byFile.get(file).push({ number, text: line.slice(1) });
      number += 1;
    }
  }
  return byFile;
}

/** Every pointer found, as `path:line: kind "match"` strings. */
export function checkFiles({ files, read, allowlist, added }) {
  const problems = [];
  const report = (path, number, text) => {
    for (const { kind, match } of findHistoryReferences(text)) {
      problems.push(`${path}:${number}: ${kind} "${match}"`);
    }
  };
  for (const path of files) {
    if (SKIPPED.test(path) || matchesAny(path, allowlist.permanent)) continue;
    if (matchesAny(path, allowlist.pending)) {
      for (const { number, text } of added?.get(path) ?? []) report(path, number, text);
      continue;
    }
    const text = read(path);
    if (text === null || text.includes('\0')) continue;
    text.split('\n').forEach((line, index) => report(path, index + 1, line));
  }
  return problems;
}

function git(root, args) {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** The merge base with main (origin/main first), or null in a clone without one. */
function mergeBase(root) {
  for (const ref of ['origin/main', 'main']) {
    try {
      return git(root, ['merge-base', 'HEAD', ref]).trim();
    } catch {
      // This ref is not there; try the next.
    }
  }
  return null;
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const allowlist = parseAllowlist(
    readFileSync(new URL('history-references-allowlist.txt', import.meta.url), 'utf8'),
  );
  const files = git(root, ['ls-files', '-z']).split('\0').filter(Boolean);
  const base = mergeBase(root);
  const added = base ? addedLines(git(root, ['diff', '--unified=0', '--no-color', base])) : null;
  const read = (path) => {
    try {
      return readFileSync(`${root}/${path}`, 'utf8');
    } catch {
      return null; // Deleted in the work tree but still tracked: nothing to read.
    }
  };
  const problems = checkFiles({ files, read, allowlist, added });
  if (problems.length > 0) {
    console.error(
      `${problems.length} history reference(s): state the rule itself, or cite a decision record by its number ("decision 0007").`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`history references: none in ${files.length} tracked files`);
}

if (relative(process.argv[1] ?? '', fileURLToPath(import.meta.url)) === '') main();
