import { describe, expect, it } from 'vitest';
import {
  addedLines,
  checkFiles,
  findHistoryReferences,
  parseAllowlist,
} from '../../scripts/check-history-references.mjs';

const kinds = (line: string) => findHistoryReferences(line).map((found) => found.kind);

describe('findHistoryReferences', () => {
  it.each([
    ['// the quote holds 30 minutes (issue 12)', 'issue number'],
    ['// see issue #12', 'issue number'],
    ['/** Issue 13: the entry stays under 200 kB. */', 'issue number'],
    ['// checked as §5 says', 'spec section'],
    ['// the order of § 2.3', 'spec section'],
    ['// the flows of 001 §2.3', 'spec document and section'],
    ['## Offline and auto-sync (engineer G)', 'engineer'],
    ['#### Session 9: the caller kept until a write', 'work session'],
    ['// measured in session 14', 'work session'],
    ['// custodial wallets (decision 17)', 'unnumbered decision'],
    ['// a refusal holds (product decision 12)', 'unnumbered decision'],
  ])('catches %j as a %s', (line, kind) => {
    expect(kinds(line)).toContain(kind);
  });

  it.each([
    '// custodial wallets (decision 0024)',
    'See decision 0007 in docs/decisions/.',
    '// a refusal holds until an admin accepts a newer request',
    "// the session's idle timeout is 30 minutes",
    '// the engineers who deploy read docs/development.md',
    'const issued = 12;',
  ])('allows %j', (line) => {
    expect(findHistoryReferences(line)).toEqual([]);
  });
});

describe('parseAllowlist', () => {
  it('reads globs under their section, comments aside', () => {
    const lists = parseAllowlist(
      '# why\n[permanent]\nscripts/a.mjs # itself\n\n[pending]\napps/api/src/**/*.controller.ts\n',
    );
    expect(lists).toEqual({
      permanent: ['scripts/a.mjs'],
      pending: ['apps/api/src/**/*.controller.ts'],
    });
  });

  it('refuses a path under no section', () => {
    expect(() => parseAllowlist('scripts/a.mjs\n')).toThrow(/under no \[section\]/);
  });
});

describe('addedLines', () => {
  it('numbers the added lines of a unified=0 diff by file', () => {
    const diff = [
      'diff --git a/vitest.config.ts b/vitest.config.ts',
      '--- a/vitest.config.ts',
      '+++ b/vitest.config.ts',
      '@@ -3,0 +4,2 @@ export default',
      '+// first',
      '+// second',
      '@@ -9 +11 @@',
      '-// old',
      '+// new',
    ].join('\n');
    expect(addedLines(diff).get('vitest.config.ts')).toEqual([
      { number: 4, text: '// first' },
      { number: 5, text: '// second' },
      { number: 11, text: '// new' },
    ]);
  });
});

describe('checkFiles', () => {
  const allowlist = {
    permanent: ['scripts/check.mjs'],
    pending: ['apps/api/src/**/*.controller.ts'],
  };
  const contents: Record<string, string> = {
    'docs/api.md': 'Public (decision 0012).\nOpen during maintenance (issue 11).\n',
    'scripts/check.mjs': "const pattern = 'issue 1';\n",
    'apps/api/src/groups/groups.controller.ts': '// old pointer (session 4)\n// new (§3)\n',
    'package-lock.json': '"issue 1"',
  };
  const read = (path: string) => contents[path] ?? null;
  const files = Object.keys(contents);

  it('reads every line of a file outside the allowlist, and nothing of a permanent path', () => {
    expect(checkFiles({ files, read, allowlist, added: null })).toEqual([
      'docs/api.md:2: issue number "issue 11"',
    ]);
  });

  it('reads only the lines a pending path gained since the merge base', () => {
    const added = new Map([
      ['apps/api/src/groups/groups.controller.ts', [{ number: 2, text: '// new (§3)' }]],
    ]);
    expect(checkFiles({ files, read, allowlist, added })).toEqual([
      'docs/api.md:2: issue number "issue 11"',
      'apps/api/src/groups/groups.controller.ts:2: spec section "§3"',
    ]);
  });
});
