import Big from 'big.js';
import { reconcilePaidThroughProviders } from './provider-payments-reconciliation.js';

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
  await reconcilePaidThroughProviders(q, found, {
    table: 'savings',
    paymentColumn: 'saving_id',
    methodColumn: 'method',
    settled: 'approved',
    name: 'saving',
    withAmount: false,
    rules: {
      mpesa: { unbacked: 'mpesa_saving_unbacked', unapplied: 'mpesa_saving_unapplied' },
      crypto: { unbacked: 'crypto_saving_unbacked', unapplied: 'crypto_saving_unapplied' },
    },
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
