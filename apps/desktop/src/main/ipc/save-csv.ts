import { join } from 'node:path';
import { z } from 'zod';
import type { DesktopHandlers } from './desktop-handlers';

/** Largest export accepted over IPC (characters). */
export const MAX_CSV_LENGTH = 50 * 1024 * 1024;

export interface SaveDialogRequest {
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
}

export interface SaveCsvDeps {
  showSaveDialog(request: SaveDialogRequest): Promise<{ canceled: boolean; filePath?: string }>;
  writeFile(path: string, data: string): Promise<void>;
  /** Folder the dialog opens in (the user's downloads folder in the app). */
  defaultDir(): string;
  today(): Date;
}

/** `<kind>-YYYY-MM-DD.csv`, with the operator's local date. */
export function csvFileName(kind: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kind}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

// Excel reads a CSV without a byte-order mark as the local code page and garbles accents.
const UTF8_BOM = '\uFEFF';

export function createSaveCsvHandler(deps: SaveCsvDeps): DesktopHandlers['saveCsv'] {
  return {
    args: z.tuple([
      // The kind becomes part of a file name: keep it to plain lowercase words.
      z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
      z.string().max(MAX_CSV_LENGTH),
    ]),
    async run(kind, csv) {
      const { canceled, filePath } = await deps.showSaveDialog({
        defaultPath: join(deps.defaultDir(), csvFileName(kind, deps.today())),
        filters: [{ name: 'CSV', extensions: ['csv'] }],
      });
      if (canceled || !filePath) return { saved: false };
      await deps.writeFile(filePath, csv.startsWith(UTF8_BOM) ? csv : UTF8_BOM + csv);
      return { saved: true, path: filePath };
    },
  };
}
