import Big from 'big.js';

/**
 * How a loan's interest is charged: `flat` on the amount borrowed, every month of the term;
 * `reducing` on what is still owed, with equal monthly instalments (an amortised loan).
 */
export const LOAN_INTEREST_METHODS = ['flat', 'reducing'] as const;
export type LoanInterestMethod = (typeof LOAN_INTEREST_METHODS)[number];

/** The terms a schedule is computed from: money as decimal strings, the rate in % a month. */
export interface LoanTerms {
  principal: string;
  /** Percent per month ("1.5" is 1.5 % a month). */
  monthlyRate: string;
  months: number;
  method: LoanInterestMethod;
}

/** One month's instalment: what of it repays the loan and what is interest, to the cent. */
export interface LoanInstalment {
  number: number;
  principal: string;
  interest: string;
  amount: string;
}

export interface LoanSchedule {
  instalments: LoanInstalment[];
  totalInterest: string;
  /** What the member repays in all: the principal and the interest. */
  totalRepayable: string;
}

/** Enough digits that the amortised payment's power stays exact to far below a cent. */
const Precise = Big();
Precise.DP = 40;

const cents = (v: Big, mode: 0 | 1 | 2 | 3 = Big.roundHalfUp) => v.round(2, mode);

/**
 * The loan's monthly instalments, each to the cent, the last one absorbing what the rounding
 * of the others left, so that the principals add up to the amount borrowed exactly and the
 * interests to the total interest.
 *
 * - Flat: the total interest is principal × rate × months, rounded half up; each month repays
 *   the principal and the interest divided by the months, rounded down, and the last month the
 *   rest.
 * - Reducing balance: each month's interest is what is still owed × the rate, rounded half up;
 *   the instalment is the amortised payment P·i / (1 − (1 + i)^−n) rounded half up, the rest of
 *   it repaying the principal; the last month repays what is left with its interest. A month
 *   never repays more than is owed, so what is owed never goes below zero.
 */
export function loanSchedule(terms: LoanTerms): LoanSchedule {
  const principal = new Big(terms.principal);
  const rate = new Big(terms.monthlyRate).div(100);
  const n = terms.months;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`months must be at least 1: ${n}`);
  const rows =
    terms.method === 'flat' ? flatRows(principal, rate, n) : reducingRows(principal, rate, n);
  const instalments = rows.map((row, i) => ({
    number: i + 1,
    principal: row.principal.toFixed(2),
    interest: row.interest.toFixed(2),
    amount: row.principal.plus(row.interest).toFixed(2),
  }));
  const totalInterest = rows.reduce((sum, row) => sum.plus(row.interest), new Big(0));
  return {
    instalments,
    totalInterest: totalInterest.toFixed(2),
    totalRepayable: principal.plus(totalInterest).toFixed(2),
  };
}

interface Row {
  principal: Big;
  interest: Big;
}

function flatRows(principal: Big, rate: Big, n: number): Row[] {
  const totalInterest = cents(principal.times(rate).times(n));
  const monthlyPrincipal = cents(principal.div(n), Big.roundDown);
  const monthlyInterest = cents(totalInterest.div(n), Big.roundDown);
  const rows: Row[] = [];
  for (let month = 1; month < n; month += 1)
    rows.push({ principal: monthlyPrincipal, interest: monthlyInterest });
  rows.push({
    principal: principal.minus(monthlyPrincipal.times(n - 1)),
    interest: totalInterest.minus(monthlyInterest.times(n - 1)),
  });
  return rows;
}

function reducingRows(principal: Big, rate: Big, n: number): Row[] {
  const payment = rate.eq(0)
    ? cents(principal.div(n))
    : cents(
        new Precise(principal)
          .times(rate)
          .div(new Precise(1).minus(new Precise(1).plus(rate).pow(-n))),
      );
  const rows: Row[] = [];
  let owed = principal;
  for (let month = 1; month <= n; month += 1) {
    const interest = cents(owed.times(rate));
    const repaid = month === n ? owed : minBig(owed, maxBig(payment.minus(interest), new Big(0)));
    rows.push({ principal: repaid, interest });
    owed = owed.minus(repaid);
  }
  return rows;
}

const minBig = (a: Big, b: Big) => (a.lt(b) ? a : b);
const maxBig = (a: Big, b: Big) => (a.gt(b) ? a : b);
