import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/temp-dir';
import { createSaveCsvHandler, csvFileName, type SaveDialogRequest } from './save-csv';

describe('csvFileName', () => {
  it('names the file <kind>-YYYY-MM-DD.csv with the local date', () => {
    expect(csvFileName('audit', new Date(2026, 0, 5, 23, 59))).toBe('audit-2026-01-05.csv');
    expect(csvFileName('users', new Date(2026, 10, 21))).toBe('users-2026-11-21.csv');
  });
});

describe('saveCsv', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let requests: SaveDialogRequest[];

  beforeEach(async () => {
    ({ dir, cleanup } = await makeTempDir());
    requests = [];
  });
  afterEach(() => cleanup());

  const handler = (answer: { canceled: boolean; filePath?: string }) =>
    createSaveCsvHandler({
      showSaveDialog: async (request) => {
        requests.push(request);
        return answer;
      },
      writeFile: (path, data) => writeFile(path, data, 'utf8'),
      defaultDir: () => dir,
      today: () => new Date(2026, 2, 9),
    });

  it('proposes <kind>-date.csv and writes where the operator chose', async () => {
    const chosen = join(dir, 'export-utilisateurs.csv');
    const result = await handler({ canceled: false, filePath: chosen }).run(
      'users',
      'username,email\nAmina,amina@example.org\nJosé,jose@example.org\n',
    );
    expect(result).toEqual({ saved: true, path: chosen });
    expect(requests).toEqual([
      {
        defaultPath: join(dir, 'users-2026-03-09.csv'),
        filters: [{ name: 'CSV', extensions: ['csv'] }],
      },
    ]);
    const written = await readFile(chosen, 'utf8');
    expect(written).toBe('\uFEFFusername,email\nAmina,amina@example.org\nJosé,jose@example.org\n');
  });

  it('writes nothing when the operator cancels', async () => {
    expect(await handler({ canceled: true }).run('audit', 'a,b')).toEqual({ saved: false });
  });

  it('does not add a second byte-order mark', async () => {
    const chosen = join(dir, 'audit.csv');
    await handler({ canceled: false, filePath: chosen }).run('audit', '\uFEFFa,b\n');
    expect(await readFile(chosen, 'utf8')).toBe('\uFEFFa,b\n');
  });
});
