import Big from 'big.js';
import type { ColumnOptions } from 'typeorm';

/**
 * Units of a currency for one US dollar: DECIMAL(20,8), answered in its shortest exact form
 * ("129.5"). SQLite hands DECIMAL back as a number, whose shortest form is exact at this scale.
 */
export const rateColumn: ColumnOptions = {
  type: 'decimal',
  precision: 20,
  scale: 8,
  transformer: {
    to: (v: string | undefined) => v,
    from: (v: unknown) => (v === null || v === undefined ? v : new Big(String(v)).toString()),
  },
};
