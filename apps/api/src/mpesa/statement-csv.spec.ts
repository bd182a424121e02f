import { describe, expect, it } from 'vitest';
import { parseEatTime, parseStatement, StatementError } from './statement-csv.js';

const COLUMNS =
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';

/** A statement as the Org Portal exports it: its header lines, the column row, the rows. */
const statement = (...rows: string[]) =>
  [
    'Account Holder:,174379 - Tontine',
    'Short Code:,174379',
    'Account:,Utility Account',
    'Time Period:,From,01-12-2026 00:00:00,To,31-12-2026 23:59:59',
    'Transaction Status:,Completed',
    'Opening Balance:,"1,000.00",Closing Balance:,"2,500.00"',
    COLUMNS,
    ...rows,
  ].join('\r\n');

const errorOf = (text: string) => {
  try {
    parseStatement(text);
  } catch (err) {
    if (err instanceof StatementError) return { row: err.row, reason: err.message };
    throw err;
  }
  return null;
};

describe('an M-Pesa Org Portal statement', () => {
  it('reads the header lines, then each completed transaction with its direction and exact amount', () => {
    const parsed = parseStatement(
      statement(
        'TLC1AB2CD3,05-12-2026 09:30:15,05-12-2026 09:30:14,Pay Bill Online,Completed,"1,500.00",,"2,500.00",true,Pay Bill Online,254712345678 - AMINA WANJIRU,,123456782',
        'tlc2ab2cd4,06-12-2026 10:00:00,06-12-2026 10:00:00,Business Payment to Customer,Completed,,"-12,000.50","1,000.00",true,Business Payment to Customer,254712000111 - BRIAN OTIENO,,',
        'TLC3AB2CD5,06-12-2026 11:00:00,06-12-2026 11:00:00,Pay Bill Online,Failed,700.00,,,true,Pay Bill Online,,,',
        'TLC4AB2CD6,06-12-2026 12:00:00,,Balance check,Completed,0.00,,,,,,,',
      ),
    );
    expect(parsed.shortcode).toBe('174379');
    // East Africa Time: three hours ahead of UTC.
    expect(parsed.period?.from.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(parsed.period?.to.toISOString()).toBe('2026-12-31T20:59:59.000Z');
    expect(parsed.ignored).toBe(2);
    expect(parsed.lines).toEqual([
      {
        lineNumber: 8,
        receipt: 'TLC1AB2CD3',
        completedAt: new Date('2026-12-05T06:30:15.000Z'),
        direction: 'in',
        amount: '1500.00',
        details: 'Pay Bill Online',
        otherParty: '254712345678 - AMINA WANJIRU',
      },
      {
        lineNumber: 9,
        receipt: 'TLC2AB2CD4',
        completedAt: new Date('2026-12-06T07:00:00.000Z'),
        direction: 'out',
        amount: '12000.50',
        details: 'Business Payment to Customer',
        otherParty: '254712000111 - BRIAN OTIENO',
      },
    ]);
  });

  it('reads a statement without header lines, the times year first', () => {
    const parsed = parseStatement(
      `${COLUMNS}\nTLC1AB2CD3,2026-12-05 09:30,,Pay Bill Online,Completed,250.00,,,,,,,`,
    );
    expect(parsed.shortcode).toBeNull();
    expect(parsed.period).toBeNull();
    expect(parsed.lines[0]).toMatchObject({
      completedAt: new Date('2026-12-05T06:30:00.000Z'),
      amount: '250.00',
    });
  });

  it('refuses what is not a statement, saying where', () => {
    expect(errorOf('name,phone\nWanjiku,0712345678')).toEqual({
      row: null,
      reason: 'aucune ligne de titres des colonnes',
    });
    expect(errorOf('\u0089PNG\r\n\u001a\n\u0000\u0000')).toMatchObject({ row: null });
    expect(errorOf(statement('TLC1,05-12-2026 09:30:15,,x,Completed,1.00,,,,,,,'))).toEqual({
      row: 8,
      reason: 'numéro de reçu « TLC1 » illisible',
    });
    expect(
      errorOf(statement('TLC1AB2CD3,31-02-2026 09:30:15,,x,Completed,1.00,,,,,,,')),
    ).toMatchObject({ row: 8, reason: 'heure « 31-02-2026 09:30:15 » illisible' });
    expect(
      errorOf(statement('TLC1AB2CD3,05-12-2026 09:30:15,,x,Completed,1.5.0,,,,,,,')),
    ).toMatchObject({ row: 8 });
    expect(errorOf(COLUMNS)).toEqual({ row: null, reason: 'ni période ni transaction' });
  });

  it("reads the portal's times, day first, and only real ones", () => {
    expect(parseEatTime('01-05-2025 00:00:00')?.toISOString()).toBe('2025-04-30T21:00:00.000Z');
    expect(parseEatTime('1/5/2025 7:05')?.toISOString()).toBe('2025-05-01T04:05:00.000Z');
    expect(parseEatTime('2025-05-31', true)?.toISOString()).toBe('2025-05-31T20:59:59.000Z');
    expect(parseEatTime('2025-05-31 24:00:00')).toBeNull();
    expect(parseEatTime('yesterday')).toBeNull();
  });
});
