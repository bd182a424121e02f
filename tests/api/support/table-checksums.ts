import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { databaseUrl } from './api-target.js';

/**
 * Tables left out of "a refused call changes nothing", each with the reason it may change on a
 * call the API refuses. Every other table of the database is compared.
 */
export const TABLES_THAT_MOVE_ON_ANY_CALL: Record<string, string> = {
  sessions:
    'last_seen_at moves on every authenticated call, refused or not (the idle timeout holds on the server)',
  user_presence:
    "moves with the session's last_seen_at: the console's active users count callers, refused or not",
  request_minutes:
    "every answer is counted, refused ones too (the console's error rate), written every 10 s",
  system_logs:
    'a refused call may log a warning, which the console shows: stored a second or so later',
  search_index_state:
    'the users search index is brought up to date every two seconds in the background: its state moves with the clock',
  user_search_grams:
    'the background indexing of the users search takes in the accounts other calls created or changed',
  user_search_texts: 'indexed with user_search_grams, by the same background indexing',
  job_periods:
    "each background job's timer claims its period as the clock turns, whatever the calls",
};

export type Checksums = Record<string, string>;

export interface TableChecksums {
  /** `CHECKSUM TABLE` of every table of the database but the excluded ones. */
  take(): Promise<Checksums>;
  close(): Promise<void>;
}

/** One connection kept for the whole file: a comparison runs around every refused call. */
export async function openTableChecksums(url = databaseUrl()): Promise<TableChecksums> {
  const conn: Connection = await createConnection({ uri: url });
  let tables: string[] | undefined;
  return {
    async take() {
      // Listed again each time the list is empty only: tables do not come and go during a run.
      if (!tables?.length) {
        const [rows] = await conn.query<RowDataPacket[]>(
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name`,
        );
        tables = rows
          .map((r) => String(r.name))
          .filter((name) => !(name in TABLES_THAT_MOVE_ON_ANY_CALL));
      }
      const [rows] = await conn.query<RowDataPacket[]>(
        `CHECKSUM TABLE ${tables.map((t) => `\`${t}\``).join(', ')}`,
      );
      return Object.fromEntries(
        rows.map((r) => [String(r.Table).replace(/^[^.]*\./, ''), String(r.Checksum)]),
      );
    },
    close: () => conn.end(),
  };
}

/** The tables whose checksum differs, for an assertion message that says where to look. */
export function changedTables(before: Checksums, after: Checksums): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
