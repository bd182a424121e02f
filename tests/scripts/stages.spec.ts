import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StageFailed, Stages, type Stage } from '../../scripts/lib/stages.mjs';

/** Stages whose terminal is kept as text, with their log in a directory of their own. */
function stages() {
  const log = join(mkdtempSync(join(tmpdir(), 'tontine-stages-')), 'npm-start.log');
  let terminal = '';
  const out = { write: (text: string) => (terminal += text) };
  return {
    stages: new Stages({ log, out, exitOnFailure: false }),
    log,
    terminal: () => terminal,
  };
}

/** A stage that prints `lines` lines, then exits with `code`. */
function printing(tag: string, lines: number, code = 0): Stage {
  return {
    title: `Building the ${tag}`,
    tag,
    command: process.execPath,
    args: [
      '-e',
      `for (let i = 1; i <= ${lines}; i++) console.log('${tag} asset ' + i); process.exitCode = ${code};`,
    ],
  };
}

describe('the stages of npm start', () => {
  it('print one line as each starts and one as it ends, their output only to the log', async () => {
    const { stages: s, log, terminal } = stages();
    await s.run(printing('web client', 900));
    await s.close();
    const lines = terminal().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`Full output of the steps below: ${log}`);
    expect(lines[1]).toBe('━━ Building the web client');
    expect(lines[2]).toMatch(/^ {3}✓ Building the web client: [\d.]+ s$/);
    const logged = readFileSync(log, 'utf8');
    expect(logged).toContain('[web client] web client asset 1\n');
    expect(logged).toContain('[web client] web client asset 900\n');
  });

  it('print the whole report of a test tier that passes, in one piece', async () => {
    const { stages: s, terminal } = stages();
    await s.all([
      { ...printing('API tier', 40), printOutput: true },
      { ...printing('browser tier', 40), printOutput: true },
    ]);
    await s.close();
    const printed = terminal();
    for (const tag of ['API tier', 'browser tier']) {
      const block = Array.from({ length: 40 }, (_, i) => `${tag} asset ${i + 1}`).join('\n');
      expect(printed).toContain(`${block}\n   ✓ Building the ${tag}: `);
    }
  });

  it('print the whole output of a stage that fails, and name the log', async () => {
    const { stages: s, log, terminal } = stages();
    await expect(s.run(printing('console', 300, 3))).rejects.toMatchObject({
      constructor: StageFailed,
      code: 3,
    });
    const printed = terminal();
    expect(printed).toContain('✗ Building the console failed (exit 3)');
    for (const n of [1, 150, 300]) expect(printed).toContain(`\nconsole asset ${n}\n`);
    expect(printed.trimEnd().split('\n').at(-1)).toBe(
      `✗ Building the console failed; the output of every step is in ${log}`,
    );
  });

  it('run at once, and stop the others when one fails', async () => {
    const { stages: s, terminal } = stages();
    const endless: Stage = {
      title: 'Building the API',
      tag: 'api',
      command: process.execPath,
      args: ['-e', 'setInterval(() => {}, 1000)'],
    };
    await expect(s.all([endless, printing('web client', 5, 1)])).rejects.toThrow(
      'Building the web client failed (exit 1)',
    );
    expect(terminal()).not.toContain('✓ Building the API');
  });
});
