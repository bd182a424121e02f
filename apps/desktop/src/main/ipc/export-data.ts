import {
  BACKUP_ID_PATTERN,
  EXPORT_KINDS,
  createCsvRecordCounter,
  exportSourcePath,
  fileNameFromDisposition,
  type ExportProgress,
  type ExportSource,
} from '@tontine/contracts';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { readBody, type ApiClient } from '../api/api-client';
import type { DesktopHandlers } from './desktop-handlers';

export interface SaveDialogRequest {
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
}

export interface ExportDataDeps {
  client: Pick<ApiClient, 'download'>;
  showSaveDialog(request: SaveDialogRequest): Promise<{ canceled: boolean; filePath?: string }>;
  /** Folder the dialog opens in (the user's downloads folder in the app). */
  defaultDir(): string;
  /** Sends a progress event to the console window. */
  sendProgress(progress: ExportProgress): void;
  today(): Date;
  /** Least time between two progress events; the last one is always sent. */
  progressIntervalMs?: number;
}

/** `<name>-YYYY-MM-DD<ext>` with the operator's local date, when the API named no file. */
export function fallbackFileName(source: ExportSource, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (source.startsWith('backup:')) return `backup-${day}.sql.gz`;
  // The multi-table kinds come as a ZIP of one CSV per table.
  const ext = source === 'all' || source === 'database' ? 'zip' : 'csv';
  return `${source}-${day}.${ext}`;
}

function dialogFilters(fileName: string): SaveDialogRequest['filters'] {
  const ext = extname(fileName).slice(1).toLowerCase();
  if (ext === 'csv') return [{ name: 'CSV', extensions: ['csv'] }];
  if (ext === 'zip') return [{ name: 'ZIP', extensions: ['zip'] }];
  if (ext === 'gz') return [{ name: 'Gzip', extensions: ['gz'] }];
  return [];
}

const exportSourceSchema = z.union([
  z.enum(EXPORT_KINDS),
  z
    .string()
    .startsWith('backup:')
    .refine((value) => BACKUP_ID_PATTERN.test(value.slice('backup:'.length))),
]) as z.ZodType<ExportSource>;

/**
 * The export: main downloads the file from the API with the stored token and streams it into
 * the file the operator chose, so that an export of a million rows never crosses the IPC or
 * sits in memory. The renderer only names what to export and hears the progress.
 */
export function createExportDataHandler(deps: ExportDataDeps): DesktopHandlers['exportData'] {
  const interval = deps.progressIntervalMs ?? 100;
  return {
    args: z.tuple([z.uuid(), exportSourceSchema]),
    async run(exportId, source) {
      const abort = new AbortController();
      const response = await deps.client.download(exportSourcePath(source), abort.signal);
      if (!response.ok || !response.body) {
        return { outcome: 'refused', status: response.status, body: await readBody(response) };
      }
      const suggested =
        fileNameFromDisposition(response.headers.get('content-disposition')) ??
        fallbackFileName(source, deps.today());
      const { canceled, filePath } = await deps.showSaveDialog({
        defaultPath: join(deps.defaultDir(), suggested),
        filters: dialogFilters(suggested),
      });
      if (canceled || !filePath) {
        abort.abort();
        return { outcome: 'canceled' };
      }

      const isCsv = (response.headers.get('content-type') ?? '').includes('text/csv');
      const counter = isCsv ? createCsvRecordCounter() : null;
      const decoder = new StringDecoder('utf8');
      const length = Number(response.headers.get('content-length'));
      const totalBytes = Number.isFinite(length) && length > 0 ? length : null;
      let bytes = 0;
      let lastSent = 0;
      const progress = (done: boolean): ExportProgress => ({
        exportId,
        source,
        bytes,
        rows: counter ? counter.rows() : null,
        totalBytes,
        done,
      });
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          counter?.push(decoder.write(chunk));
          const now = Date.now();
          if (now - lastSent >= interval) {
            lastSent = now;
            deps.sendProgress(progress(false));
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(
          Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
          meter,
          createWriteStream(filePath),
        );
      } catch (error) {
        // A half-written export is worse than none: it would look complete in a spreadsheet.
        await rm(filePath, { force: true });
        throw error;
      }
      counter?.push(decoder.end());
      deps.sendProgress(progress(true));
      return {
        outcome: 'saved',
        fileName: filePath,
        bytes,
        rows: counter ? counter.rows() : null,
      };
    },
  };
}
