import Big from 'big.js';

type Row = Record<string, unknown>;

export type SavingRule =
  | 'saving_state_incomplete'
  | 'saving_currency_mismatch'
  | 'share_out_lines_mismatch'
  | 'mpesa_saving_unbacked'
  | 'mpesa_saving_unapplied';

/**
 * The savings' rules: each state carries its decision (approved and rejected name who decided
 * and when, a rejection its reason; a pending one has none yet; Safaricom decides one paid by
 * M-Pesa, on its confirmed receipt), and a saving is in its group's currency. The fund is the sum of the rows, derived, so it has no row of its own to drift from
 * them.
 */
export async function reconcileSavings(
  q: (sql: string) => Promise<Row[]>,
  found: (rule: SavingRule, details: Record<string, unknown>) => void,
): Promise<number> {
  const savings = await q(
    `SELECT s.id, s.status, s.method, s.currency, s.decided_by, s.decided_at, s.rejection_reason,
            g.currency AS group_currency
     FROM savings s JOIN savings_groups g ON g.id = s.group_id`,
  );
  for (const s of savings) {
    // Safaricom decides a saving paid by M-Pesa: no treasurer is named.
    const decided = Boolean((s.decided_by || s.method === 'mpesa') && s.decided_at);
    const complete =
      (s.status === 'pending' && !s.decided_at) ||
      (s.status === 'approved' && decided) ||
      (s.status === 'rejected' && decided && s.rejection_reason);
    if (!complete) found('saving_state_incomplete', { saving: s.id, status: s.status });
    if (s.currency !== s.group_currency)
      found('saving_currency_mismatch', {
        saving: s.id,
        currency: s.currency,
        group_currency: s.group_currency,
      });
  }
  // A saving paid by M-Pesa is approved on its confirmed push, for its amount and receipt; a
  // confirmed push of a saving has approved it.
  for (const r of await q(
    `SELECT s.id, s.amount, s.receipt_number, m.id AS payment, m.amount AS paid,
            m.receipt_number AS paid_receipt
     FROM savings s LEFT JOIN mpesa_payments m ON m.saving_id = s.id AND m.status = 'paid'
     WHERE s.method = 'mpesa' AND s.status = 'approved'`,
  ))
    if (
      !r.payment ||
      r.paid_receipt !== r.receipt_number ||
      !new Big(String(r.paid)).eq(String(r.amount))
    )
      found('mpesa_saving_unbacked', { saving: r.id, payment: r.payment ?? 'missing' });
  for (const r of await q(
    `SELECT m.id, m.saving_id, s.status FROM mpesa_payments m
     LEFT JOIN savings s ON s.id = m.saving_id
     WHERE m.saving_id IS NOT NULL AND m.status = 'paid' AND (s.status IS NULL OR s.status <> 'approved')`,
  ))
    found('mpesa_saving_unapplied', {
      payment: r.id,
      saving: r.saving_id,
      status: r.status ?? 'missing',
    });

  // A share-out pays its total in its lines, each line the member's savings and profit.
  const lines = await q('SELECT share_out_id, savings, profit, total FROM savings_share_out_lines');
  const paid = new Map<string, Big>();
  for (const line of lines) {
    const id = String(line.share_out_id);
    paid.set(id, (paid.get(id) ?? new Big(0)).plus(String(line.total)));
    if (!new Big(String(line.savings)).plus(String(line.profit)).eq(String(line.total)))
      found('share_out_lines_mismatch', { share_out: id });
  }
  for (const shareOut of await q('SELECT id, total FROM savings_share_outs'))
    if (!(paid.get(String(shareOut.id)) ?? new Big(0)).eq(String(shareOut.total)))
      found('share_out_lines_mismatch', { share_out: shareOut.id, total: shareOut.total });
  return savings.length;
}
