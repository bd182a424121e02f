import { randomBytes, randomUUID } from 'node:crypto';
import { query } from './database.js';

export interface StoredCryptoPayment {
  contributionId: string;
  paymentId: string;
  txHash: string;
}

/**
 * A pending crypto contribution and its crypto_payments row, written to the test database as the
 * API writes them. For the servers of tests without a chain (the route table, the console's
 * lists): the routes that make one need a node and a rate (crypto-payments.test.ts runs them).
 */
export async function storeCryptoPayment(p: {
  groupId: string;
  userId: string;
  amount: string;
  currency: string;
  cycle?: number;
}): Promise<StoredCryptoPayment> {
  const contributionId = randomUUID();
  const paymentId = randomUUID();
  const txHash = `0x${randomBytes(32).toString('hex')}`;
  const now = new Date();
  await query(
    `INSERT INTO contributions (id, group_id, user_id, cycle_number, amount, currency, method,
       status, recorded_by, tx_hash, token_symbol, network, chain_status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'crypto', 'pending', ?, ?, 'USDT', 'polygon', 'pending', ?)`,
    [
      contributionId,
      p.groupId,
      p.userId,
      p.cycle ?? 1,
      p.amount,
      p.currency,
      p.userId,
      txHash,
      now,
    ],
  );
  await query(
    `INSERT INTO crypto_payments (id, contribution_id, quote_id, user_id, group_id, source,
       network, token_symbol, token_address, token_amount_raw, token_decimals, amount, currency,
       rate, from_address, treasury, tx_hash, chain_status, confirmations, created_at)
     VALUES (?, ?, ?, ?, ?, 'external', 'polygon', 'USDT', ?, '1000000', 6, ?, ?, '1', NULL, ?,
       ?, 'pending', 0, ?)`,
    [
      paymentId,
      contributionId,
      randomUUID(),
      p.userId,
      p.groupId,
      `0x${'1'.repeat(40)}`,
      p.amount,
      p.currency,
      `0x${'2'.repeat(40)}`,
      txHash,
      now,
    ],
  );
  return { contributionId, paymentId, txHash };
}

/** A valid quote of the member for `group`, written as the API writes it; answers its id. */
export async function storeQuote(p: {
  groupId: string;
  userId: string;
  currency: string;
}): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await query(
    `INSERT INTO crypto_payment_quotes (id, user_id, group_id, cycle_number, network, token_symbol,
       token_address, token_decimals, token_amount_raw, amount, currency, rate, rate_set_at,
       treasury, expires_at, created_at)
     VALUES (?, ?, ?, 1, 'polygon', 'USDT', ?, 6, '1000000', '1.00', ?, '1', ?, ?, ?, ?)`,
    [
      id,
      p.userId,
      p.groupId,
      `0x${'1'.repeat(40)}`,
      p.currency,
      now,
      `0x${'2'.repeat(40)}`,
      new Date(now.getTime() + 30 * 60_000),
      now,
    ],
  );
  return id;
}
