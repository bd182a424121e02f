import Big from 'big.js';
import type { MpesaStatementMismatch } from './mpesa-statement.entities.js';
import type { StatementLine } from './statement-csv.js';
import type { PlatformRecord } from './statement-records.js';

/** A finding of a reconciliation, as stored (its import and position are the caller's). */
export type NewMismatch = Omit<MpesaStatementMismatch, 'id' | 'importId' | 'position'>;

/**
 * Each line against the record its receipt names: a match needs the same direction and exactly
 * the same amount; a receipt matches one line, the first. Then every record of the period whose
 * receipt no line names. Lines first, in the statement's order; then the records, by time.
 */
export function reconcile(
  lines: readonly StatementLine[],
  records: readonly PlatformRecord[],
  period: { from: Date; to: Date },
): { findings: NewMismatch[]; matched: number; unmatchedLines: number } {
  const byReceipt = new Map(records.map((r) => [r.receipt, r]));
  const named = new Set<string>();
  const findings: NewMismatch[] = [];
  let matched = 0;
  for (const line of lines) {
    const record = byReceipt.get(line.receipt);
    const reason = named.has(line.receipt)
      ? 'repeated_receipt'
      : !record
        ? 'unknown_receipt'
        : record.direction !== line.direction
          ? 'other_direction'
          : !new Big(record.amount).eq(line.amount)
            ? 'other_amount'
            : null;
    named.add(line.receipt);
    if (!reason) {
      matched += 1;
      continue;
    }
    const known = reason === 'other_amount' || reason === 'other_direction' ? record! : null;
    findings.push({
      side: 'line',
      reason,
      receiptNumber: line.receipt,
      direction: line.direction,
      amount: line.amount,
      occurredAt: line.completedAt,
      lineNumber: line.lineNumber,
      details: line.details || null,
      otherParty: line.otherParty || null,
      recordKind: known?.kind ?? null,
      recordId: known?.id ?? null,
      recordDirection: known?.direction ?? null,
      recordAmount: known?.amount ?? null,
      phone: null,
    });
  }
  const unmatchedLines = findings.length;
  const missing = records
    .filter(
      (r) => !named.has(r.receipt) && r.recordedAt >= period.from && r.recordedAt <= period.to,
    )
    .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  for (const record of missing)
    findings.push({
      side: 'record',
      reason: 'no_line',
      receiptNumber: record.receipt,
      direction: record.direction,
      amount: record.amount,
      occurredAt: record.recordedAt,
      lineNumber: null,
      details: null,
      otherParty: null,
      recordKind: record.kind,
      recordId: record.id,
      recordDirection: record.direction,
      recordAmount: record.amount,
      phone: record.phone.slice(0, 20),
    });
  return { findings, matched, unmatchedLines };
}
