// The baseline of bench/mpesa-callbacks: bare Fastify + mysql2 taking the same two callbacks at
// the same URLs, with the same secrets, and running the SQL the API runs before it answers: the
// STK callback reads the push by its CheckoutRequestID and records the claim on it while it is
// pending; the paybill confirmation inserts the payment, a TransID already kept being ignored
// (its unique index). What it does not do is what the API does after answering: ask Daraja.
// Usage: PORT=<port> DATABASE_URL=<url> CALLBACK_SECRET=<s> PAYBILL_SECRET=<s> node …
import { timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';
import { v7 } from 'uuid';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z' });
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
const app = Fastify();

const knows = (given, secret) => {
  const [a, b] = [Buffer.from(given ?? ''), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
};
const notFound = (reply) => reply.code(404).send({ code: 'NOT_FOUND' });
const invalid = (reply) => reply.code(400).send({ code: 'VALIDATION_ERROR' });
const isString = (v) => typeof v === 'string';

app.post('/api/mpesa/callbacks/:secret/stk', async (request, reply) => {
  if (!knows(request.params.secret, process.env.CALLBACK_SECRET)) return notFound(reply);
  const callback = request.body?.Body?.stkCallback;
  if (
    !callback ||
    !isString(callback.MerchantRequestID) ||
    !isString(callback.CheckoutRequestID) ||
    !Number.isInteger(Number(callback.ResultCode))
  )
    return invalid(reply);
  const [[payment]] = await pool.query(
    'SELECT * FROM mpesa_payments WHERE checkout_request_id = ? LIMIT 1',
    [callback.CheckoutRequestID],
  );
  if (
    !payment ||
    payment.merchant_request_id !== callback.MerchantRequestID ||
    payment.status !== 'pending'
  )
    return ACCEPTED;
  const receipt =
    Number(callback.ResultCode) === 0
      ? callback.CallbackMetadata?.Item?.find((i) => i.Name === 'MpesaReceiptNumber')?.Value
      : undefined;
  await pool.query(
    receipt === undefined
      ? "UPDATE mpesa_payments SET callback_at = ? WHERE id = ? AND status = 'pending'"
      : "UPDATE mpesa_payments SET callback_at = ?, claimed_receipt = ? WHERE id = ? AND status = 'pending'",
    receipt === undefined
      ? [new Date(), payment.id]
      : [new Date(), String(receipt).slice(0, 20), payment.id],
  );
  return ACCEPTED;
});

app.post('/api/paybill/:secret/confirmation', async (request, reply) => {
  if (!knows(request.params.secret, process.env.PAYBILL_SECRET)) return notFound(reply);
  const n = request.body ?? {};
  if (
    !isString(n.TransID) ||
    n.TransID.length < 1 ||
    n.TransID.length > 20 ||
    !isString(n.TransAmount) ||
    !/^\d+(\.\d{1,2})?$/.test(n.TransAmount) ||
    !isString(n.BusinessShortCode)
  )
    return invalid(reply);
  const [whole, cents = ''] = n.TransAmount.split('.');
  const text = (v) => (isString(v) ? v : '');
  try {
    await pool.query(
      `INSERT INTO mpesa_paybill_payments
         (id, receipt_number, amount, bill_ref_number, msisdn, payer_name, status, received_at)
       VALUES (?, ?, ?, ?, ?, ?, 'confirming', ?)`,
      [
        v7(),
        n.TransID,
        `${whole}.${cents.padEnd(2, '0')}`,
        text(n.BillRefNumber).slice(0, 20),
        text(n.MSISDN).slice(0, 20),
        [n.FirstName, n.MiddleName, n.LastName]
          .filter(isString)
          .filter(Boolean)
          .join(' ')
          .slice(0, 120),
        new Date(),
      ],
    );
  } catch (err) {
    // A confirmation sent again: its receipt is kept already.
    if (err.code !== 'ER_DUP_ENTRY') throw err;
  }
  return ACCEPTED;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
