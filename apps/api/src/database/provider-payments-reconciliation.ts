import Big from 'big.js';

type Row = Record<string, unknown>;

/**
 * The providers something of a member's may be paid through, and how each one's table says a
 * payment went through: M-Pesa's receipt, the chain's transaction hash.
 */
const PAYMENT_PROVIDERS = [
  {
    method: 'mpesa',
    table: 'mpesa_payments',
    confirmed: "m.status = 'paid'",
    reference: 'receipt_number',
  },
  {
    method: 'crypto',
    table: 'crypto_payments',
    confirmed: "m.chain_status = 'confirmed'",
    reference: 'tx_hash',
  },
] as const;

type ProviderMethod = (typeof PAYMENT_PROVIDERS)[number]['method'];

/** What is paid through a provider (a fine, a saving), and the rules its checks report. */
export interface PaidThroughProviders<Rule extends string> {
  /** Its table, the payments' column naming a row of it, and the column of its method. */
  table: 'fines' | 'savings';
  paymentColumn: 'fine_id' | 'saving_id';
  methodColumn: 'payment_method' | 'method';
  /** The status a confirmed payment gives it. */
  settled: 'paid' | 'approved';
  /** Its name in a violation's details. */
  name: 'fine' | 'saving';
  /** Whether a violation names its amount too. */
  withAmount: boolean;
  rules: Record<ProviderMethod, { unbacked: Rule; unapplied: Rule }>;
}

/**
 * A row settled through a provider has that provider's confirmed payment, for its amount and
 * reference; a confirmed payment of a row has settled it.
 */
export async function reconcilePaidThroughProviders<Rule extends string>(
  q: (sql: string) => Promise<Row[]>,
  found: (rule: Rule, details: Record<string, unknown>) => void,
  what: PaidThroughProviders<Rule>,
): Promise<void> {
  for (const p of PAYMENT_PROVIDERS) {
    const rules = what.rules[p.method];
    for (const r of await q(
      `SELECT s.id, s.amount, s.${p.reference} AS reference, m.id AS payment, m.amount AS paid,
              m.${p.reference} AS paid_reference
       FROM ${what.table} s LEFT JOIN ${p.table} m ON m.${what.paymentColumn} = s.id AND ${p.confirmed}
       WHERE s.status = '${what.settled}' AND s.${what.methodColumn} = '${p.method}'`,
    ))
      if (
        !r.payment ||
        r.paid_reference !== r.reference ||
        !new Big(String(r.paid)).eq(String(r.amount))
      )
        found(rules.unbacked, {
          [what.name]: r.id,
          ...(what.withAmount ? { amount: r.amount } : {}),
          payment: r.payment ?? 'missing',
        });
    for (const r of await q(
      `SELECT m.id, m.${what.paymentColumn} AS paid_for, s.status FROM ${p.table} m
       LEFT JOIN ${what.table} s ON s.id = m.${what.paymentColumn}
       WHERE ${p.confirmed} AND m.${what.paymentColumn} IS NOT NULL
         AND (s.status IS NULL OR s.status <> '${what.settled}')`,
    ))
      found(rules.unapplied, {
        payment: r.id,
        [what.name]: r.paid_for,
        status: r.status ?? 'missing',
      });
  }
}
