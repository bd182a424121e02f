import type { MpesaDirection } from '@tontine/contracts';
import Big from 'big.js';
import Papa from 'papaparse';

/**
 * The statement Safaricom's M-Pesa business portal (the Org Portal) exports for a shortcode's
 * account as CSV: a few header lines (the account holder, the shortcode, the account, the time
 * period `From,<dd-MM-yyyy HH:mm:ss>,To,<…>`, the opening and closing balances), then the
 * column row `Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,
 * Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.`
 * and one row per transaction. Times are East Africa Time, day first; amounts carry thousands
 * separators, and Withdrawn is written with a minus sign.
 */

/** A transaction of the statement that moved money. */
export interface StatementLine {
  /** The row of the file, counting from 1 (its line, for a file without quoted line breaks). */
  lineNumber: number;
  /** Upper case: the portal and the API write receipts alike. */
  receipt: string;
  completedAt: Date;
  direction: MpesaDirection;
  /** Positive, two decimals, exact. */
  amount: string;
  details: string;
  otherParty: string;
}

export interface ParsedStatement {
  /** The shortcode its header lines name, if they name one. */
  shortcode: string | null;
  /** The time period its header lines give, if they give one. */
  period: { from: Date; to: Date } | null;
  lines: StatementLine[];
  /** Rows that moved no money: not completed (failed, cancelled…), or of no amount. */
  ignored: number;
  /** From the first transaction's time to the last's, ignored ones included. */
  span: { from: Date; to: Date };
}

/** Why a text is not a statement, and the row that showed it (null: the file as a whole). */
export class StatementError extends Error {
  constructor(
    readonly row: number | null,
    reason: string,
  ) {
    super(reason);
  }
}

type Column =
  'receipt' | 'completedAt' | 'status' | 'paidIn' | 'withdrawn' | 'details' | 'otherParty';

/** The column row's titles as the portal writes them, compared without case or final dot. */
const TITLES: Record<string, Column> = {
  'receipt no': 'receipt',
  'receipt number': 'receipt',
  'completion time': 'completedAt',
  'transaction status': 'status',
  'paid in': 'paidIn',
  withdrawn: 'withdrawn',
  details: 'details',
  'other party info': 'otherParty',
};
const REQUIRED: Column[] = ['receipt', 'completedAt', 'paidIn', 'withdrawn'];

const normalize = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.:]+$/, '');

const RECEIPT = /^[A-Z0-9]{6,20}$/;
const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;
/** A date, day first or year first, with or without its time. */
const DATE_TIME =
  /(\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})(?:[ T]+\d{1,2}:\d{2}(?::\d{2})?)?/g;

/** Kenya keeps East Africa Time all year: UTC+3. */
const EAT_HOURS = 3;

/**
 * A time of the statement (East Africa Time) as an instant: `dd-MM-yyyy HH:mm:ss` as the portal
 * writes it, `dd/MM/yyyy`, or `yyyy-MM-dd`, seconds or the time itself optional (a date alone
 * is the day's start, or its last second for the end of a period). Null if not a real time.
 */
export function parseEatTime(text: string, endOfDay = false): Date | null {
  const m =
    /^(?:(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})|(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}))(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(
      text.trim(),
    );
  if (!m) return null;
  const year = Number(m[1] ?? m[6]);
  const month = Number(m[2] ?? m[5]);
  const day = Number(m[3] ?? m[4]);
  const timed = m[7] !== undefined;
  const hour = timed ? Number(m[7]) : endOfDay ? 23 : 0;
  const minute = timed ? Number(m[8]) : endOfDay ? 59 : 0;
  const second = m[9] !== undefined ? Number(m[9]) : !timed && endOfDay ? 59 : 0;
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31-02 over into March and 25:00 into the next day: that is no time.
  if (
    wall.getUTCFullYear() !== year ||
    wall.getUTCMonth() !== month - 1 ||
    wall.getUTCDate() !== day ||
    wall.getUTCHours() !== hour ||
    wall.getUTCMinutes() !== minute ||
    wall.getUTCSeconds() !== second
  )
    return null;
  return new Date(wall.getTime() - EAT_HOURS * 3_600_000);
}

/**
 * An amount of the statement: `1,234.00`, `-1,234.00`, `(1,234.00)` or empty (null). Answered
 * without its sign: the column says which way the money went.
 */
function parseAmount(text: string, row: number, column: string): Big | null {
  const cleaned = text
    .trim()
    .replace(/^(KES|KSH)\s*/i, '')
    .replace(/[\s\u00a0,]/g, '');
  if (cleaned === '') return null;
  const bare = cleaned.replace(/^\((.*)\)$/, '$1').replace(/^[-+]/, '');
  if (!AMOUNT.test(bare)) throw new StatementError(row, `${column} « ${text.trim()} » illisible`);
  return new Big(bare);
}

/** The shortcode a header line names (`Short Code:,174379`, `Paybill,174379`…). */
function shortcodeOf(key: string, values: string[]): string | null {
  if (!/short ?code|paybill|till/.test(key)) return null;
  return /\b(\d{5,7})\b/.exec(values.join(' '))?.[1] ?? null;
}

/** The period a header line gives (`Time Period:,From,<time>,To,<time>`). */
function periodOf(key: string, cells: string[]): { from: Date; to: Date } | null {
  if (!key.includes('period')) return null;
  const times = cells.join(' ').match(DATE_TIME) ?? [];
  if (times.length < 2) return null;
  const from = parseEatTime(times[0]!);
  const to = parseEatTime(times[1]!, true);
  return from && to && from <= to ? { from, to } : null;
}

/**
 * Reads a statement exported by the Org Portal. Throws StatementError for a text that is not
 * one: no column row with the receipt, completion time, paid-in and withdrawn columns, a row
 * whose receipt, time or amount cannot be read, or neither a period nor a transaction.
 */
export function parseStatement(text: string): ParsedStatement {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t'],
  });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) throw new StatementError((broken.row ?? 0) + 1, 'guillemets non refermés');
  const rows = parsed.data;

  let shortcode: string | null = null;
  let period: { from: Date; to: Date } | null = null;
  let columns: Partial<Record<Column, number>> | null = null;
  const lines: StatementLine[] = [];
  let ignored = 0;
  const times: { from?: Date; to?: Date } = {};

  for (const [index, cells] of rows.entries()) {
    const row = index + 1;
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (!columns) {
      const titles = cells.map(normalize);
      const found: Partial<Record<Column, number>> = {};
      titles.forEach((title, i) => {
        const column = TITLES[title];
        if (column && found[column] === undefined) found[column] = i;
      });
      if (REQUIRED.every((column) => found[column] !== undefined)) {
        columns = found;
        continue;
      }
      // A header line before the column row.
      const key = titles[0] ?? '';
      const values = cells.slice(1).map((cell) => cell.trim());
      shortcode ??= shortcodeOf(key, values);
      period ??= periodOf(key, cells);
      continue;
    }
    const at = (column: Column) => {
      const i = columns![column];
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    // Text under the transactions (a note, a total) is no transaction: it has no time and no amount.
    if (at('completedAt') === '' && at('paidIn') === '' && at('withdrawn') === '') continue;
    const receipt = at('receipt').toUpperCase();
    if (!RECEIPT.test(receipt))
      throw new StatementError(row, `numéro de reçu « ${at('receipt')} » illisible`);
    const completedAt = parseEatTime(at('completedAt'));
    if (!completedAt) throw new StatementError(row, `heure « ${at('completedAt')} » illisible`);
    if (!times.from || completedAt < times.from) times.from = completedAt;
    if (!times.to || completedAt > times.to) times.to = completedAt;
    const paidIn = parseAmount(at('paidIn'), row, 'Paid In');
    const withdrawn = parseAmount(at('withdrawn'), row, 'Withdrawn');
    const status = at('status');
    const moneyIn = paidIn !== null && !paidIn.eq(0);
    const moneyOut = withdrawn !== null && !withdrawn.eq(0);
    if (moneyIn && moneyOut)
      throw new StatementError(row, 'un montant à la fois en Paid In et en Withdrawn');
    if ((status !== '' && normalize(status) !== 'completed') || (!moneyIn && !moneyOut)) {
      ignored += 1;
      continue;
    }
    lines.push({
      lineNumber: row,
      receipt,
      completedAt,
      direction: moneyIn ? 'in' : 'out',
      amount: (moneyIn ? paidIn! : withdrawn!).toFixed(2),
      details: at('details').slice(0, 255),
      otherParty: at('otherParty').slice(0, 120),
    });
  }

  if (!columns) throw new StatementError(null, 'aucune ligne de titres des colonnes');
  const span = times.from && times.to ? { from: times.from, to: times.to } : period;
  if (!span) throw new StatementError(null, 'ni période ni transaction');
  return { shortcode, period, lines, ignored, span };
}
