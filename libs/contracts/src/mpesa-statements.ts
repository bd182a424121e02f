import { z } from 'zod';

/**
 * Reconciliation with M-Pesa's own books: the operator imports the statement that Safaricom's
 * M-Pesa business portal (the Org Portal) exports for a shortcode as CSV, and the server lists,
 * over the time the statement covers, every line that matches no record of the platform and
 * every record without its line. Each import is kept, to be reopened (decision 0061).
 */

/**
 * The largest statement accepted, in bytes of text: it travels as a JSON string within the
 * API's 1 MiB body limit, with room for the escaping of its quotes. A longer period is
 * exported and imported in parts.
 */
export const MPESA_STATEMENT_MAX_BYTES = 768 * 1024;

/** POST /api/superadmin/mpesa/statements: the statement's file, as text. */
export const mpesaStatementImportSchema = z.strictObject({
  /**
   * The shortcode the statement is for. Default: the one its header lines name, else the
   * paybill. A statement naming another shortcode is refused.
   */
  shortcode: z
    .string({ error: 'invalidValue' })
    .regex(/^\d{5,7}$/, { error: 'invalidValue' })
    .optional(),
  file_name: z
    .string({ error: 'invalidValue' })
    .trim()
    .min(1, { error: 'invalidValue' })
    .max(255, { error: 'invalidValue' }),
  /** The file's text (UTF-8). Its size is checked by the server: MPESA_STATEMENT_TOO_LARGE. */
  content: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }),
});
export type MpesaStatementImportInput = z.input<typeof mpesaStatementImportSchema>;

/** Money into the shortcode (Paid In) or out of it (Withdrawn). */
export const MPESA_DIRECTIONS = ['in', 'out'] as const;
export type MpesaDirection = (typeof MPESA_DIRECTIONS)[number];

/** What the platform records of money through M-Pesa, each a receipt Safaricom confirmed. */
export const MPESA_RECORD_KINDS = ['stk_push', 'paybill_payment', 'payout'] as const;
export type MpesaRecordKind = (typeof MPESA_RECORD_KINDS)[number];

/**
 * Why a statement line matches no record: its receipt is unknown to the platform, known with
 * another amount or the other way (in for out), or the statement repeats a receipt already
 * matched by an earlier line.
 */
export const MPESA_LINE_MISMATCHES = [
  'unknown_receipt',
  'other_amount',
  'other_direction',
  'repeated_receipt',
] as const;
export type MpesaLineMismatch = (typeof MPESA_LINE_MISMATCHES)[number];

export const mpesaUnmatchedLineSchema = z.strictObject({
  /** The line's number in the file (1 = the file's first line). */
  line_number: z.number().int(),
  receipt_number: z.string(),
  completed_at: z.string(),
  direction: z.enum(MPESA_DIRECTIONS),
  amount: z.string(),
  details: z.string(),
  other_party: z.string(),
  reason: z.enum(MPESA_LINE_MISMATCHES),
  /** The record the receipt names, for a line with another amount or direction. */
  record_kind: z.enum(MPESA_RECORD_KINDS).nullable(),
  record_direction: z.enum(MPESA_DIRECTIONS).nullable(),
  record_amount: z.string().nullable(),
});
export type MpesaUnmatchedLine = z.output<typeof mpesaUnmatchedLineSchema>;

export const mpesaUnmatchedRecordSchema = z.strictObject({
  kind: z.enum(MPESA_RECORD_KINDS),
  id: z.string(),
  receipt_number: z.string(),
  direction: z.enum(MPESA_DIRECTIONS),
  amount: z.string(),
  /** The payer's or payee's number as the record keeps it (a paybill payer's is masked). */
  phone: z.string(),
  /** When the platform recorded the money (paid, or received for a paybill payment). */
  recorded_at: z.string(),
});
export type MpesaUnmatchedRecord = z.output<typeof mpesaUnmatchedRecordSchema>;

/** One import, as the list of past imports shows it. */
export const mpesaStatementSummarySchema = z.strictObject({
  id: z.string(),
  shortcode: z.string(),
  file_name: z.string(),
  /** SHA-256 of the file's text (UTF-8, without a byte-order mark), in hexadecimal. */
  file_sha256: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  /** Completed lines read. */
  line_count: z.number().int(),
  /** Lines that moved no money (not completed, or of no amount): left out. */
  ignored_line_count: z.number().int(),
  matched_count: z.number().int(),
  unmatched_line_count: z.number().int(),
  unmatched_record_count: z.number().int(),
  imported_by: z.string(),
  imported_at: z.string(),
});
export type MpesaStatementSummary = z.output<typeof mpesaStatementSummarySchema>;

/** An import with its two lists, as made and as reopened. */
export const mpesaStatementDtoSchema = z.strictObject({
  ...mpesaStatementSummarySchema.shape,
  unmatched_lines: z.array(mpesaUnmatchedLineSchema),
  unmatched_records: z.array(mpesaUnmatchedRecordSchema),
});
export type MpesaStatementDto = z.output<typeof mpesaStatementDtoSchema>;
