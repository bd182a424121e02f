// The export kinds are the documents' (platform-documents.ts): one list for the API and the bridge.
import type { ExportKind } from './platform-documents.js';

/**
 * The Electron preload bridge: one function per operation, typed on both sides of the IPC.
 * Main checks the sender and validates every argument.
 */
export interface DesktopApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface DesktopApiResponse {
  status: number;
  body: unknown;
}

/**
 * What an export downloads: one of the export kinds, or a database backup as `backup:<id>`
 * (GET /api/superadmin/backups/:id/download).
 */
export type ExportSource = ExportKind | `backup:${string}`;

/** The shape of a backup source's id: what the API's backup list hands out. */
export const BACKUP_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * How far an export has come, sent while the file is being written: bytes written, and for
 * a CSV the data rows (the header line not counted). `totalBytes` is the Content-Length when
 * the server sent one (a streamed CSV has none).
 */
export interface ExportProgress {
  exportId: string;
  source: ExportSource;
  bytes: number;
  rows: number | null;
  totalBytes: number | null;
  done: boolean;
}

/** How an export ended. `refused` carries the API's answer (`{ detail, code }`). */
export type ExportResult =
  | { outcome: 'saved'; fileName: string; bytes: number; rows: number | null }
  | { outcome: 'canceled' }
  | { outcome: 'refused'; status: number; body: unknown };

export interface DesktopBridge {
  /** Base URL of the API the console talks to. */
  apiBaseUrl(): Promise<string>;
  /** Performs an API request from the main process with the stored session token. */
  request(req: DesktopApiRequest): Promise<DesktopApiResponse>;
  /**
   * Signs in; the token stays in the main process, encrypted at rest. `otp` is the second step
   * of an account with two-factor sign-in (an app code or a recovery code), sent once the API
   * answered TWO_FACTOR_REQUIRED.
   */
  signIn(email: string, password: string, otp?: string): Promise<DesktopApiResponse>;
  /** Ends the session on the API, then forgets it. */
  signOut(): Promise<void>;
  /**
   * Streams an export from the API into a file: in the desktop app main downloads it with the
   * stored token into the file chosen in the save dialog (default name from the answer's
   * Content-Disposition); in a browser it becomes a download. `onProgress` hears the
   * `DESKTOP_EVENTS.exportProgress` events of this export only.
   */
  exportData(
    source: ExportSource,
    onProgress?: (progress: ExportProgress) => void,
  ): Promise<ExportResult>;
  /** A desktop notification (a browser notification at /console). */
  notify(title: string, body: string): Promise<void>;
}

/** The operations' IPC channels (renderer → main, `ipcRenderer.invoke`). */
export const DESKTOP_CHANNELS = {
  apiBaseUrl: 'desktop:api-base-url',
  request: 'desktop:request',
  signIn: 'desktop:sign-in',
  signOut: 'desktop:sign-out',
  exportData: 'desktop:export-data',
  notify: 'desktop:notify',
} as const satisfies Record<keyof DesktopBridge, string>;

/** The events main sends to the console (main → renderer, `webContents.send`). */
export const DESKTOP_EVENTS = {
  /** An `ExportProgress`, tagged with the exportId the preload gave the invoke. */
  exportProgress: 'desktop:export-progress',
} as const;

/** The API path an export source downloads from. */
export function exportSourcePath(source: ExportSource): string {
  if (source.startsWith('backup:')) {
    return `/api/superadmin/backups/${encodeURIComponent(source.slice('backup:'.length))}/download`;
  }
  return `/api/superadmin/export/${source}`;
}

/**
 * The file name in a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` first, then
 * `filename="…"`), reduced to a bare name: no folder, no control character. Null when absent.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  if (!name) return null;
  // eslint-disable-next-line no-control-regex
  const bare = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return bare && bare !== '.' && bare !== '..' ? bare : null;
}

/**
 * Counts CSV records in a stream of text, across chunk boundaries: a line break inside a
 * quoted cell (an address, a message) is not a new record. Quotes escaped as `""` toggle twice
 * and so cancel out, which is all RFC 4180 needs here.
 */
export function createCsvRecordCounter() {
  let inQuotes = false;
  let breaks = 0;
  let sawData = false;
  let lastWasBreak = true;
  return {
    push(text: string) {
      for (let i = 0; i < text.length; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 34) inQuotes = !inQuotes;
        if (c === 10 && !inQuotes) {
          breaks += 1;
          lastWasBreak = true;
        } else if (c !== 13 && c !== 0xfeff) {
          sawData = true;
          lastWasBreak = false;
        }
      }
    },
    /** Data records so far: lines minus the header line (a last line without a break counts). */
    rows(): number {
      if (!sawData) return 0;
      const lines = breaks + (lastWasBreak ? 0 : 1);
      return Math.max(0, lines - 1);
    },
  };
}
