import Big from 'big.js';

type Row = Record<string, unknown>;

export type SavingRule =
  | 'saving_state_incomplete'
  | 'saving_currency_mismatch'
  | 'share_out_lines_mismatch'
  | 'mpesa_saving_unbacked'
  | 'mpesa_saving_unapplied'
  | 'crypto_saving_unbacked'
  | 'crypto_saving_unapplied';

/**
 * The providers a saving may be paid through, and how each one's table says a payment went
 * through: M-Pesa's receipt, the chain's transaction hash.
 */
const SAVING_PROVIDERS = [
  {
    method: 'mpesa',
    table: 'mpesa_payments',
    confirmed: "m.status = 'paid'",
    reference: 'receipt_number',
    unbacked: 'mpesa_saving_unbacked',
    unapplied: 'mpesa_saving_unapplied',
  },
  {
    method: 'crypto',
    table: 'crypto_payments',
    confirmed: "m.chain_status = 'confirmed'",
    reference: 'tx_hash',
    unbacked: 'crypto_saving_unbacked',
    unapplied: 'crypto_saving_unapplied',
  },
] as const;

/**
 * The savings' rules: each state carries its decision (approved and rejected name who decided
 * and when, a rejection its reason; a pending one has none yet; Safaricom decides one paid by
 * M-Pesa, on its confirmed receipt, and the chain one paid in tokens), and a saving is in its
 * group's currency. The fund is the sum of the rows, derived, so it has no row of its own to drift from
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
    // Safaricom or the chain decides a saving paid through them: no treasurer is named.
    const decided = Boolean((s.decided_by || s.method !== 'cash') && s.decided_at);
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
  // A saving paid through a provider is approved on its confirmed payment, for its amount and
  // reference; a confirmed payment of a saving has approved it.
  for (const p of SAVING_PROVIDERS) {
    for (const r of await q(
      `SELECT s.id, s.amount, s.${p.reference} AS reference, m.id AS payment, m.amount AS paid,
              m.${p.reference} AS paid_reference
       FROM savings s LEFT JOIN ${p.table} m ON m.saving_id = s.id AND ${p.confirmed}
       WHERE s.method = '${p.method}' AND s.status = 'approved'`,
    ))
      if (
        !r.payment ||
        r.paid_reference !== r.reference ||
        !new Big(String(r.paid)).eq(String(r.amount))
      )
        found(p.unbacked, { saving: r.id, payment: r.payment ?? 'missing' });
    for (const r of await q(
      `SELECT m.id, m.saving_id, s.status FROM ${p.table} m
       LEFT JOIN savings s ON s.id = m.saving_id
       WHERE m.saving_id IS NOT NULL AND ${p.confirmed}
         AND (s.status IS NULL OR s.status <> 'approved')`,
    ))
      found(p.unapplied, { payment: r.id, saving: r.saving_id, status: r.status ?? 'missing' });
  }

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
