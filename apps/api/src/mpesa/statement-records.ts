import type { MpesaDirection, MpesaRecordKind, MpesaShortcodePurpose } from '@tontine/contracts';
import type { EntityManager } from 'typeorm';
import { isoTime, moneyText, sqlTime } from '../common/sql-values.js';
import { placeholders } from '../database/raw-reads.js';

/** Money the platform holds as moved through M-Pesa, named by Safaricom's receipt. */
export interface PlatformRecord {
  kind: MpesaRecordKind;
  id: string;
  receipt: string;
  direction: MpesaDirection;
  amount: string;
  phone: string;
  recordedAt: Date;
}

/**
 * Where the platform records money that went through M-Pesa: one entry per table, read with
 * its own small query. A reconciliation reads the sources of the statement's shortcode (the
 * paybill's or the B2C shortcode's). A new way money moves through M-Pesa is one more entry.
 */
interface RecordSource {
  kind: MpesaRecordKind;
  /** The shortcode the money goes through. */
  through: MpesaShortcodePurpose;
  direction: MpesaDirection;
  table: string;
  /** The rows that are money Safaricom confirmed. */
  confirmed: string;
  /** When the platform recorded the money. */
  time: string;
  /** The other party's number, as the row keeps it. */
  phone: string;
}

export const RECORD_SOURCES: readonly RecordSource[] = [
  // STK pushes: paid once Transaction Status confirmed the receipt.
  {
    kind: 'stk_push',
    through: 'paybill',
    direction: 'in',
    table: 'mpesa_payments',
    confirmed: "status = 'paid'",
    time: 'paid_at',
    phone: 'phone',
  },
  // Paybill payments Safaricom confirmed, wherever they went: matched or assigned to a member,
  // or waiting in suspense (or refunded from it), their money reached the paybill all the same.
  {
    kind: 'paybill_payment',
    through: 'paybill',
    direction: 'in',
    table: 'mpesa_paybill_payments',
    confirmed: "status IN ('matched', 'assigned', 'suspense', 'refunded')",
    time: 'received_at',
    phone: 'msisdn',
  },
  // Pots and loans paid out to a member's phone from the B2C shortcode.
  {
    kind: 'payout',
    through: 'b2c',
    direction: 'out',
    table: 'mpesa_payouts',
    confirmed: "status = 'paid'",
    time: 'paid_at',
    phone: 'phone',
  },
];

/** Receipts asked at a time: an IN list the databases take without strain. */
const RECEIPTS_PER_QUERY = 500;

type Row = { id: unknown; receipt_number: unknown; amount: unknown; phone: unknown; at: unknown };

/**
 * A source's records that the statement names by receipt, and those recorded within its period
 * (which must have a line), each once.
 */
export async function readRecords(
  db: EntityManager,
  source: RecordSource,
  period: { from: Date; to: Date },
  receipts: readonly string[],
): Promise<PlatformRecord[]> {
  const select = `SELECT id, receipt_number, amount, ${source.phone} AS phone, ${source.time} AS at
    FROM ${source.table}
    WHERE ${source.confirmed} AND receipt_number IS NOT NULL AND ${source.time} IS NOT NULL`;
  const rows: Row[] = await db.query(`${select} AND ${source.time} BETWEEN ? AND ?`, [
    sqlTime(period.from),
    sqlTime(period.to),
  ]);
  for (let i = 0; i < receipts.length; i += RECEIPTS_PER_QUERY) {
    const chunk = receipts.slice(i, i + RECEIPTS_PER_QUERY);
    rows.push(
      ...((await db.query(
        `${select} AND receipt_number IN (${placeholders(chunk.length)})`,
        chunk,
      )) as Row[]),
    );
  }
  const byId = new Map<string, PlatformRecord>();
  for (const row of rows) {
    byId.set(String(row.id), {
      kind: source.kind,
      id: String(row.id),
      receipt: String(row.receipt_number).toUpperCase(),
      direction: source.direction,
      amount: moneyText(row.amount),
      phone: String(row.phone ?? ''),
      recordedAt: new Date(isoTime(row.at)),
    });
  }
  return [...byId.values()];
}
