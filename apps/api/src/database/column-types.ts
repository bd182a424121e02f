import Big from 'big.js';
import type { ColumnOptions, ValueTransformer } from 'typeorm';

/** Booleans come back as 0/1 from both drivers. */
const booleanTransformer: ValueTransformer = {
  to: (v: boolean | undefined) => v,
  from: (v: unknown) => (v === null || v === undefined ? v : Boolean(Number(v))),
};

export const boolColumn: ColumnOptions = { type: 'boolean', transformer: booleanTransformer };
export const timeColumn: ColumnOptions = { type: 'datetime', precision: 3 };
export const nullableTimeColumn: ColumnOptions = { ...timeColumn, nullable: true };

/** A calendar date, answered as 'YYYY-MM-DD' by both drivers. */
export const dateColumn: ColumnOptions = {
  type: 'date',
  transformer: {
    to: (v: string | undefined) => v,
    from: (v: unknown) =>
      v === null || v === undefined
        ? v
        : v instanceof Date
          ? v.toISOString().slice(0, 10)
          : String(v).slice(0, 10),
  },
};

/**
 * Money: DECIMAL(18,2), always a two-decimal string in the code. SQLite hands DECIMAL back as a
 * number (100.5 for "100.50"), which its shortest form restores exactly at this scale.
 */
export const moneyColumn: ColumnOptions = {
  type: 'decimal',
  precision: 18,
  scale: 2,
  transformer: {
    to: (v: string | undefined) => v,
    from: (v: unknown) => (v === null || v === undefined ? v : new Big(String(v)).toFixed(2)),
  },
};

/**
 * A decimal that is not money (a rate, a multiple): answered in its shortest exact form ("1.25").
 * SQLite hands DECIMAL back as a number, whose shortest form is exact at these scales.
 */
export const decimalColumn = (precision: number, scale: number): ColumnOptions => ({
  type: 'decimal',
  precision,
  scale,
  transformer: {
    to: (v: string | undefined) => v,
    from: (v: unknown) => (v === null || v === undefined ? v : new Big(String(v)).toString()),
  },
});
