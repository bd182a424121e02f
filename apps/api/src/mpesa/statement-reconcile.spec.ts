import { describe, expect, it } from 'vitest';
import type { StatementLine } from './statement-csv.js';
import { reconcile } from './statement-reconcile.js';
import type { PlatformRecord } from './statement-records.js';

const period = { from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-31T23:59:59Z') };

const line = (receipt: string, overrides: Partial<StatementLine> = {}): StatementLine => ({
  lineNumber: 8,
  receipt,
  completedAt: new Date('2026-12-05T06:30:00Z'),
  direction: 'in',
  amount: '1000.00',
  details: 'Pay Bill Online',
  otherParty: '254712345678 - AMINA WANJIRU',
  ...overrides,
});

const record = (receipt: string, overrides: Partial<PlatformRecord> = {}): PlatformRecord => ({
  kind: 'paybill_payment',
  id: `id-${receipt}`,
  receipt,
  direction: 'in',
  amount: '1000.00',
  phone: '2547****678',
  recordedAt: new Date('2026-12-05T06:30:02Z'),
  ...overrides,
});

describe('reconciling a statement with the records', () => {
  it('matches a receipt on its direction and exact amount, and lists every other line', () => {
    const { findings, matched, unmatchedLines } = reconcile(
      [
        line('TLC0000001'),
        line('TLC0000002', { amount: '1000.01' }),
        line('TLC0000003', { direction: 'out' }),
        line('TLC0000004'),
        line('TLC0000001', { lineNumber: 12 }),
      ],
      [record('TLC0000001'), record('TLC0000002'), record('TLC0000003')],
      period,
    );
    expect(matched).toBe(1);
    expect(unmatchedLines).toBe(4);
    expect(findings.map((f) => [f.side, f.receiptNumber, f.reason])).toEqual([
      ['line', 'TLC0000002', 'other_amount'],
      ['line', 'TLC0000003', 'other_direction'],
      ['line', 'TLC0000004', 'unknown_receipt'],
      ['line', 'TLC0000001', 'repeated_receipt'],
    ]);
    expect(findings[0]).toMatchObject({
      amount: '1000.01',
      recordKind: 'paybill_payment',
      recordAmount: '1000.00',
    });
    expect(findings[2]).toMatchObject({ recordKind: null, recordAmount: null });
  });

  it('lists the records of the period without a line, and only those', () => {
    const { findings } = reconcile(
      [line('TLC0000001')],
      [
        record('TLC0000001'),
        record('TLC0000009', {
          kind: 'payout',
          direction: 'out',
          recordedAt: new Date('2026-12-20T10:00:00Z'),
        }),
        record('TLC0000008', { recordedAt: new Date('2026-12-10T10:00:00Z') }),
        // Named by no line, but recorded after the statement's period: not the statement's.
        record('TLC0000007', { recordedAt: new Date('2027-01-02T10:00:00Z') }),
      ],
      period,
    );
    expect(findings.map((f) => [f.side, f.receiptNumber, f.recordKind, f.direction])).toEqual([
      ['record', 'TLC0000008', 'paybill_payment', 'in'],
      ['record', 'TLC0000009', 'payout', 'out'],
    ]);
  });
});
