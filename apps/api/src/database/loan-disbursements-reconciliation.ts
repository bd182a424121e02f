import Big from 'big.js';

type Row = Record<string, unknown>;

export type LoanDisbursementRule =
  | 'mpesa_disbursement_unbacked'
  | 'mpesa_disbursement_unapplied'
  | 'mpesa_disbursement_twice'
  | 'loan_disbursing_unsent';

/**
 * Loans sent by M-Pesa B2C: a loan disbursed by M-Pesa has its paid request, by receipt and
 * amount; a paid request made its loan active with that receipt; a loan is paid out once; and a
 * loan held for M-Pesa (`disbursing`) has exactly one request on its way.
 */
export async function reconcileLoanDisbursements(
  q: (sql: string) => Promise<Row[]>,
  found: (rule: LoanDisbursementRule, details: Record<string, unknown>) => void,
  loans: readonly Row[],
): Promise<void> {
  const sent = await q(
    `SELECT id, loan_id, status, amount, receipt_number FROM mpesa_payouts
     WHERE loan_id IS NOT NULL`,
  );
  const paid = new Map<string, Row[]>();
  const pending = new Map<string, number>();
  for (const r of sent) {
    const loan = String(r.loan_id);
    if (r.status === 'paid') paid.set(loan, [...(paid.get(loan) ?? []), r]);
    if (r.status === 'pending') pending.set(loan, (pending.get(loan) ?? 0) + 1);
  }
  const byId = new Map(loans.map((l) => [String(l.id), l]));
  for (const [loan, rows] of paid) {
    if (rows.length > 1) found('mpesa_disbursement_twice', { loan, requests: rows.length });
    const row = rows[0]!;
    const applied = byId.get(loan);
    if (
      !applied ||
      (applied.status !== 'active' && applied.status !== 'closed') ||
      applied.disbursement_receipt !== row.receipt_number
    )
      found('mpesa_disbursement_unapplied', { request: row.id, loan, receipt: row.receipt_number });
  }
  for (const loan of loans) {
    const id = String(loan.id);
    if (loan.disbursement_method === 'mpesa') {
      const row = paid.get(id)?.[0];
      if (
        !row ||
        row.receipt_number !== loan.disbursement_receipt ||
        !new Big(String(row.amount)).eq(String(loan.amount))
      )
        found('mpesa_disbursement_unbacked', {
          loan: id,
          receipt: loan.disbursement_receipt ?? 'missing',
        });
    }
    if (loan.status === 'disbursing' && pending.get(id) !== 1)
      found('loan_disbursing_unsent', { loan: id, requests: pending.get(id) ?? 0 });
  }
}
