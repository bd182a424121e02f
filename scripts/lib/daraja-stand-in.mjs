// A stand-in for Safaricom's Daraja (M-Pesa) API: a real HTTP server on loopback that the API's
// integration tests, the Playwright tests and the benchmark start in place of
// https://sandbox.safaricom.co.ke. The product has no test mode: it only gets MPESA_BASE_URL
// pointed here, so every request this server accepts and every answer and callback it sends
// follows Safaricom's published Daraja payloads: field names, casing, string or number types,
// the error body `{ requestId, errorCode, errorMessage }` and the result codes. Where the
// published pages are silent, the choice made is said beside the code.
//
// Tests in other processes drive it over HTTP, under /__stand-in/ (JSON in, JSON out):
//   GET    /__stand-in/requests        every Daraja call received, oldest first
//   GET    /__stand-in/callbacks       every callback sent (or that failed), oldest first
//   POST   /__stand-in/behaviour       how one MSISDN's pushes and payments settle by themselves
//   DELETE /__stand-in/behaviour       forgets those rules
//   POST   /__stand-in/stk/complete    settles one STK push now
//   POST   /__stand-in/c2b/validation  turns the paybill's external validation on or off
//   POST   /__stand-in/c2b/pay         a customer paying the paybill from the M-Pesa menu (with
//                                       `callback: false`, the paybill's URLs are not called: the
//                                       answer's confirmation_body is for the caller to deliver)
//   POST   /__stand-in/b2c/complete    settles one B2C payment now
//   POST   /__stand-in/tokens/expire   every access token issued so far stops working
//   POST   /__stand-in/reset           forgets everything but the tokens and the registered URLs
import { randomBytes, randomInt } from 'node:crypto';
import { readBody, serveOnLoopback } from './loopback-server.mjs';

/** Safaricom's public sandbox passkey for its test paybill 174379, printed on the Daraja portal. */
const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
/** The organisation name M-Pesa shows beside our shortcodes in Transaction Status results. */
const ORGANISATION_NAME = 'Tontine';
/** Kenya keeps East Africa Time all year (UTC+3, no daylight saving): Daraja's clock. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;
/** M-Pesa gives a C2B validation URL about 8 s to answer; the same bound serves every callback. */
const CALLBACK_TIMEOUT_MS = 8_000;
/** B2C limits published by Safaricom: KES 10 to KES 250,000 per payment. */
const B2C_MIN_AMOUNT = 10;
const B2C_MAX_AMOUNT = 250_000;
/** What M-Pesa puts in ReferenceData: its own queue URL, never the caller's. */
const B2C_REFERENCE_URL = 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit';
const BALANCE_REFERENCE_URL = 'https://internalsandbox.safaricom.co.ke/mpesa/abresults/v1/submit';
/** A Safaricom line: 2547XXXXXXXX or 2541XXXXXXXX. */
const MSISDN = /^254[17]\d{8}$/;
const SHORTCODE = /^\d{5,7}$/;
/** Safaricom refuses C2B URLs holding these words anywhere, in any case or spelling. */
const FORBIDDEN_URL_WORDS = ['mpesa', 'safaricom', 'exe', 'cmd', 'sql', 'query'];
const B2C_COMMANDS = new Map([
  ['BusinessPayment', 'Business Payment to Customer via API'],
  ['SalaryPayment', 'Salary Payment via API'],
  ['PromotionPayment', 'Promotion Payment via API'],
]);

/** STK push results; the callback carries the code as a number, the query as a string. */
const STK_RESULTS = new Map([
  [0, 'The service request is processed successfully.'],
  [1, 'The balance is insufficient for the transaction.'],
  [
    1001,
    'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  ],
  [1019, 'Transaction has expired'],
  [1032, 'Request cancelled by user'],
  [1037, 'DS timeout user cannot be reached'],
  [2001, 'The initiator information is invalid.'],
]);

const B2C_RESULTS = new Map([
  [0, 'The service request is processed successfully.'],
  [1, 'The balance is insufficient for the transaction.'],
  [2, 'Declined due to limit rule'],
  [3, 'Declined due to limit rule: greater than the maximum transaction amount.'],
  [17, 'System internal error.'],
  [2001, 'The initiator information is invalid.'],
  [2028, 'The request is not permitted according to product assignment.'],
  [
    2040,
    "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  ],
  [8006, 'The security credential is locked'],
  ['SFC_IC0003', 'The operator does not exist.'],
]);

const PROCESSED = 'The service request is processed successfully.';
const INITIATOR_INVALID = [2001, 'The initiator information is invalid.'];
// Not on Safaricom's Transaction Status page (it lists 0 and SFC_IC0003 only): these are the codes
// the sandbox answers for a receipt, or an originator conversation, that M-Pesa does not know.
const RECEIPT_UNKNOWN = [2032, 'The transaction receipt number does not exist.'];
const CONVERSATION_UNKNOWN = [
  2033,
  'The transaction receipt number cannot be found by the specified OriginatorConversationID or ConversationID.',
];

/**
 * Starts the stand-in on 127.0.0.1 (a free port unless `port` is given) and answers its base URL,
 * without a trailing slash, and `stop()`.
 *
 * @param {import('./daraja-stand-in.d.mts').DarajaStandInOptions} [options]
 * @returns {Promise<import('./daraja-stand-in.d.mts').DarajaStandIn>}
 */
export async function startDarajaStandIn(options = {}) {
  const sim = createSimulator(options);
  return serveOnLoopback(
    (req, res) => handle(sim, req, res),
    options.port,
    () => clearTimers(sim),
  );
}

// ---------------------------------------------------------------------------------------------
// State

function createSimulator(options) {
  const config = {
    consumerKey: options.consumerKey ?? 'stand-in-key',
    consumerSecret: options.consumerSecret ?? 'stand-in-secret',
    shortcode: options.shortcode ?? '174379',
    passkey: options.passkey ?? SANDBOX_PASSKEY,
    b2cShortcode: options.b2cShortcode ?? '600000',
    initiatorName: options.initiatorName ?? 'testapi',
    securityCredential: options.securityCredential ?? 'stand-in-credential',
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3599,
    b2cFloat: options.b2cFloat ?? '1000000.00',
    autoComplete: options.autoComplete ?? null,
  };
  if (!/^\d+(\.\d{1,2})?$/.test(config.b2cFloat)) {
    throw new Error(`b2cFloat must be an amount in KES such as '1000000.00': ${config.b2cFloat}`);
  }
  // Tokens and the registered C2B URLs outlive a reset: they are the app's and the paybill's
  // set-up, which the API under test makes once, not a test's doing.
  return { config, tokens: new Map(), c2bUrls: null, ...emptyBooks(config) };
}

/** Everything a reset forgets. Money is kept in cents so that sums stay exact. */
function emptyBooks(config) {
  return {
    requests: [],
    callbacks: [],
    pushes: new Map(),
    payments: new Map(),
    paymentsByOriginator: new Map(),
    ledger: [],
    receipts: new Set(),
    rules: new Map(),
    validationEnabled: false,
    paybillCents: 0,
    b2cUtilityCents: toCents(config.b2cFloat),
    timers: new Set(),
  };
}

function reset(sim) {
  clearTimers(sim);
  Object.assign(sim, emptyBooks(sim.config));
}

function clearTimers(sim) {
  for (const timer of sim.timers) clearTimeout(timer);
  sim.timers.clear();
}

/** A completed transaction enters the ledger, which Transaction Status reads: true values only. */
function record(sim, entry) {
  sim.ledger.push(entry);
  return entry;
}

// ---------------------------------------------------------------------------------------------
// HTTP plumbing

async function handle(sim, req, res) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const raw = await readBody(req);
  if (url.pathname.startsWith('/__stand-in/')) {
    await control(sim, req.method ?? 'GET', url.pathname, raw, res);
    return;
  }
  sim.requests.push({
    method: req.method,
    path: req.url,
    authorization: req.headers.authorization ?? null,
    body: loggedBody(raw),
    at: new Date().toISOString(),
  });
  const reply = daraja(sim, req, url, raw);
  // Daraja answers first and calls back afterwards, never the other way round.
  send(res, reply.status, reply.body, reply.after);
}

function loggedBody(raw) {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function send(res, status, body, after) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text, () => {
    if (after) after().catch(() => {});
  });
}

/**
 * POSTs a callback as Safaricom does, JSON, once: a target that is down is not retried (Safaricom
 * documents no retry), the failure is only recorded. Answers the HTTP status (null when nothing
 * answered) and the reply's JSON, if any.
 */
async function deliver(sim, url, body) {
  const entry = { url, body, status: null, error: null, at: new Date().toISOString() };
  sim.callbacks.push(entry);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    entry.status = response.status;
    const reply = await response.text();
    return { status: response.status, json: parseJson(reply) };
  } catch (err) {
    entry.error = String(err?.cause?.code ?? err?.message ?? err);
    return { status: null, json: null };
  }
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Daraja's errors, ids, clock and field rules

class DarajaError extends Error {
  constructor(status, errorCode, errorMessage) {
    super(errorMessage);
    this.status = status;
    this.errorCode = errorCode;
  }
}

/** Safaricom's answer to a missing or malformed field, worded as it words it. */
const invalid = (field) => new DarajaError(400, '400.002.02', `Bad Request - Invalid ${field}`);

function need(condition, field) {
  if (!condition) throw invalid(field);
}

const digits = (n) => Array.from({ length: n }, () => randomInt(10)).join('');
const pick = (alphabet, n) =>
  Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERIC = `${UPPER}0123456789`;

/** The 5-8-1 digit shape of Daraja's requestId, MerchantRequestID and OriginatorConversationID. */
const gatewayId = () => `${digits(5)}-${digits(8)}-1`;

function eat(date) {
  const d = new Date(date.getTime() + EAT_OFFSET_MS);
  const p = (n, width = 2) => String(n).padStart(width, '0');
  return {
    yyyy: String(d.getUTCFullYear()),
    MM: p(d.getUTCMonth() + 1),
    dd: p(d.getUTCDate()),
    HH: p(d.getUTCHours()),
    mm: p(d.getUTCMinutes()),
    ss: p(d.getUTCSeconds()),
    SSS: p(d.getUTCMilliseconds(), 3),
  };
}

/** yyyyMMddHHmmss in EAT: Daraja's Timestamp, TransTime, TransactionDate and *Time values. */
function darajaTimestamp(date) {
  const t = eat(date);
  return `${t.yyyy}${t.MM}${t.dd}${t.HH}${t.mm}${t.ss}`;
}

function parseDarajaTimestamp(text) {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, M, d, H, m, s] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, M - 1, d, H, m, s) - EAT_OFFSET_MS);
  // Date.UTC rolls 20250231 over into March: a timestamp that does not read back is no date.
  return darajaTimestamp(date) === text ? date : null;
}

/** dd.MM.yyyy HH:mm:ss in EAT, B2C's TransactionCompletedDateTime. */
function completedDateTime(date) {
  const t = eat(date);
  return `${t.dd}.${t.MM}.${t.yyyy} ${t.HH}:${t.mm}:${t.ss}`;
}

function conversationId(date) {
  const t = eat(date);
  return `AG_${t.yyyy}${t.MM}${t.dd}_${randomBytes(10).toString('hex')}`;
}

/**
 * A receipt such as 'TK4S7XQ2PA': M-Pesa's first three characters are the year (A = 2006), the
 * month (A = January) and the day (1-9, then A = 10), so a reconciliation that reads them sees
 * realistic ones; the rest is random. Unique within the stand-in.
 */
function newReceipt(sim, date = new Date()) {
  const t = eat(date);
  const day = Number(t.dd);
  const prefix =
    UPPER[(Number(t.yyyy) - 2006) % 26] +
    UPPER[Number(t.MM) - 1] +
    (day < 10 ? String(day) : UPPER[day - 10]);
  for (;;) {
    const receipt = prefix + pick(ALPHANUMERIC, 7);
    if (!sim.receipts.has(receipt)) {
      sim.receipts.add(receipt);
      return receipt;
    }
  }
}

const toCents = (kes) => Math.round(Number(kes) * 100);
const kes = (cents) => (cents / 100).toFixed(2);

/** Daraja takes numeric fields as JSON numbers or as strings: both are read as text. */
function text(value) {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '';
}

/** A whole number of shillings, as a number or a digit string; anything else is null. */
function wholeNumber(value) {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}

/** https anywhere; plain http only to loopback, where the tests listen. */
function isCallbackUrl(value) {
  if (typeof value !== 'string') return false;
  let url;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}

function isC2bUrl(value) {
  if (!isCallbackUrl(value)) return false;
  const letters = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  return !FORBIDDEN_URL_WORDS.some((word) => letters.includes(word));
}

const FIRST_NAMES = ['AMINA', 'BRIAN', 'CAROLINE', 'DAVID', 'ESTHER', 'FELIX', 'GRACE', 'HASSAN'];
const LAST_NAMES = ['WANJIRU', 'OTIENO', 'MWANGI', 'ACHIENG', 'KIPROP', 'NJERI', 'KAMAU', 'CHEBET'];

/** The name M-Pesa has on file for a line: made up, but the same for a number every time. */
function customerName(phone) {
  const n = Number(phone.slice(-4));
  return { first: FIRST_NAMES[n % 8], last: LAST_NAMES[Math.floor(n / 8) % 8] };
}

const fullName = (phone) => {
  const { first, last } = customerName(phone);
  return `${first} ${last}`;
};
const titleCase = (word) => word[0] + word.slice(1).toLowerCase();

// ---------------------------------------------------------------------------------------------
// Daraja's routes

const DARAJA_ROUTES = {
  '/mpesa/stkpush/v1/processrequest': stkPush,
  '/mpesa/stkpushquery/v1/query': stkQuery,
  '/mpesa/c2b/v1/registerurl': registerUrls,
  '/mpesa/c2b/v2/registerurl': registerUrls,
  '/mpesa/b2c/v1/paymentrequest': (sim, body, now) => b2cPayment(sim, body, now, 'v1'),
  '/mpesa/b2c/v3/paymentrequest': (sim, body, now) => b2cPayment(sim, body, now, 'v3'),
  '/mpesa/transactionstatus/v1/query': transactionStatus,
  '/mpesa/accountbalance/v1/query': accountBalance,
};

/** Answers `{ status, body, after? }`; `after` runs once the answer is sent (the callbacks). */
function daraja(sim, req, url, raw) {
  const now = new Date();
  try {
    if (url.pathname === '/oauth/v1/generate') {
      if (req.method !== 'GET') throw methodNotAllowed(req.method);
      return issueToken(sim, req.headers.authorization, url, now);
    }
    const route = DARAJA_ROUTES[url.pathname];
    if (!route) throw new DarajaError(404, '404.001.01', 'Resource not found');
    if (req.method !== 'POST') throw methodNotAllowed(req.method);
    checkBearer(sim, req.headers.authorization, now);
    return route(sim, readPayload(req.headers['content-type'], raw), now);
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    const body = { requestId: gatewayId(), errorCode: err.errorCode, errorMessage: err.message };
    return { status: err.status, body };
  }
}

const methodNotAllowed = (method) =>
  new DarajaError(405, '405.001', `${method} Method Not Allowed`);

/**
 * Daraja reads nothing but JSON: under another Content-Type every field is missing, so the first
 * field it checks is reported invalid (Safaricom's FAQ on "Invalid BusinessShortCode").
 */
function readPayload(contentType, raw) {
  if (!/application\/json/i.test(contentType ?? '')) return {};
  const body = parseJson(raw);
  if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  throw new DarajaError(400, '400.002.05', 'Invalid Request Payload');
}

function issueToken(sim, authorization, url, now) {
  if (url.searchParams.get('grant_type') !== 'client_credentials') {
    throw new DarajaError(400, '400.008.02', 'Invalid grant type passed');
  }
  const match = /^Basic\s+(\S+)$/.exec(authorization ?? '');
  if (!match) throw new DarajaError(400, '400.008.01', 'Invalid authentication type passed');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const { consumerKey, consumerSecret, tokenTtlSeconds } = sim.config;
  if (decoded.slice(0, colon) !== consumerKey || decoded.slice(colon + 1) !== consumerSecret) {
    throw new DarajaError(400, '400.008.01', 'Invalid Authentication passed');
  }
  const token = pick(`${ALPHANUMERIC}abcdefghijklmnopqrstuvwxyz`, 28);
  sim.tokens.set(token, now.getTime() + tokenTtlSeconds * 1000);
  // Safaricom sends expires_in as a string, whatever its sample page shows.
  return { status: 200, body: { access_token: token, expires_in: String(tokenTtlSeconds) } };
}

function checkBearer(sim, authorization, now) {
  const match = /^Bearer\s+(\S+)$/.exec(authorization ?? '');
  if (!match) throw new DarajaError(401, '404.001.04', 'Invalid Authentication Header');
  const expiresAt = sim.tokens.get(match[1]);
  if (!expiresAt || expiresAt <= now.getTime()) {
    throw new DarajaError(401, '404.001.03', 'Invalid Access Token');
  }
}

// ---------------------------------------------------------------------------------------------
// M-Pesa Express (STK push) and its query

/** BusinessShortCode, Timestamp and Password, checked alike by the push and its query. */
function checkMerchant(sim, body, now) {
  const shortcode = text(body.BusinessShortCode);
  need(SHORTCODE.test(shortcode), 'BusinessShortCode');
  const timestamp = text(body.Timestamp);
  const at = parseDarajaTimestamp(timestamp);
  need(at && Math.abs(at.getTime() - now.getTime()) <= TIMESTAMP_TOLERANCE_MS, 'Timestamp');
  const { shortcode: ours, passkey } = sim.config;
  if (shortcode !== ours) throw new DarajaError(500, '500.001.1001', 'Merchant does not exist');
  const expected = Buffer.from(`${ours}${passkey}${timestamp}`).toString('base64');
  if (body.Password !== expected) throw new DarajaError(500, '500.001.1001', 'Wrong credentials');
}

function stkPush(sim, body, now) {
  checkMerchant(sim, body, now);
  need(body.TransactionType === 'CustomerPayBillOnline', 'TransactionType');
  const amount = wholeNumber(body.Amount);
  need(amount !== null && amount >= 1, 'Amount');
  need(MSISDN.test(text(body.PartyA)), 'PartyA');
  need(text(body.PartyB) === sim.config.shortcode, 'PartyB');
  const phone = text(body.PhoneNumber);
  need(MSISDN.test(phone), 'PhoneNumber');
  need(isCallbackUrl(body.CallBackURL), 'CallBackURL');
  const reference = text(body.AccountReference);
  need(reference.length >= 1 && reference.length <= 12, 'AccountReference');
  const description = text(body.TransactionDesc);
  need(description.length >= 1 && description.length <= 13, 'TransactionDesc');
  if ([...sim.pushes.values()].some((push) => push.phone === phone && !push.result)) {
    throw new DarajaError(500, '500.001.1001', STK_RESULTS.get(1001));
  }

  const push = {
    merchantRequestId: gatewayId(),
    checkoutRequestId: newCheckoutRequestId(sim, now, phone),
    amount,
    phone,
    callbackUrl: body.CallBackURL,
    reference,
    initiatedAt: now,
    result: null,
  };
  sim.pushes.set(push.checkoutRequestId, push);
  scheduleSettlement(sim, phone, 'stk', (outcome) => settlePush(sim, push, outcome));
  const accepted = 'Success. Request accepted for processing';
  return {
    status: 200,
    body: {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: accepted,
      CustomerMessage: accepted,
    },
  };
}

/** ws_CO_ + ddMMyyyyHHmmssSSS + the line without 254, as Daraja builds it. */
function newCheckoutRequestId(sim, now, phone) {
  for (let ms = now.getTime(); ; ms += 1) {
    const t = eat(new Date(ms));
    const id = `ws_CO_${t.dd}${t.MM}${t.yyyy}${t.HH}${t.mm}${t.ss}${t.SSS}${phone.slice(3)}`;
    if (!sim.pushes.has(id)) return id;
  }
}

function stkQuery(sim, body, now) {
  checkMerchant(sim, body, now);
  const push = sim.pushes.get(text(body.CheckoutRequestID));
  need(push, 'CheckoutRequestID');
  if (!push.result) {
    throw new DarajaError(500, '500.001.1001', 'The transaction is being processed');
  }
  return {
    status: 200,
    body: {
      ResponseCode: '0',
      // Safaricom's own spelling on the wire, three s's and all.
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: String(push.result.code),
      ResultDesc: push.result.desc,
    },
  };
}

/**
 * Settles a push: the query answers its result from now on, a success enters the ledger, and the
 * stkCallback body goes to its CallBackURL unless `callback` is false. `overrides` change the
 * callback only, so a test can forge one that contradicts the ledger.
 */
async function settlePush(sim, push, { resultCode, callback, overrides = {} }) {
  if (push.result) throw new ControlError(409, `${push.checkoutRequestId} is already settled`);
  const now = new Date();
  push.result = { code: resultCode, desc: STK_RESULTS.get(resultCode) };
  let paid = null;
  if (resultCode === 0) {
    sim.paybillCents += push.amount * 100;
    paid = record(sim, {
      kind: 'stk',
      receipt: newReceipt(sim, now),
      amount: push.amount,
      phone: push.phone,
      shortcode: sim.config.shortcode,
      originatorConversationId: push.merchantRequestId,
      conversationId: push.checkoutRequestId,
      initiatedAt: push.initiatedAt,
      finalisedAt: now,
    });
  }
  const body = stkCallbackBody(push, paid, overrides);
  const status = callback ? (await deliver(sim, push.callbackUrl, body)).status : null;
  return { callback_status: status, callback_body: body };
}

function stkCallbackBody(push, paid, overrides) {
  const stkCallback = {
    MerchantRequestID: push.merchantRequestId,
    CheckoutRequestID: push.checkoutRequestId,
    ResultCode: push.result.code,
    ResultDesc: push.result.desc,
  };
  if (paid) {
    // A failed push has no CallbackMetadata at all; Balance comes without a Value.
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: overrides.amount ?? paid.amount },
        { Name: 'MpesaReceiptNumber', Value: overrides.receipt ?? paid.receipt },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(darajaTimestamp(paid.finalisedAt)) },
        { Name: 'PhoneNumber', Value: Number(overrides.phone ?? paid.phone) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

// ---------------------------------------------------------------------------------------------
// C2B: URL registration and a customer paying the paybill

function registerUrls(sim, body) {
  need(text(body.ShortCode) === sim.config.shortcode, 'ShortCode');
  // Sentence case, well spelled: Safaricom takes nothing else.
  need(body.ResponseType === 'Completed' || body.ResponseType === 'Cancelled', 'ResponseType');
  need(isC2bUrl(body.ConfirmationURL), 'ConfirmationURL');
  need(isC2bUrl(body.ValidationURL), 'ValidationURL');
  // The sandbox lets a shortcode register again: the new URLs replace the old.
  sim.c2bUrls = {
    responseType: body.ResponseType,
    confirmationUrl: body.ConfirmationURL,
    validationUrl: body.ValidationURL,
  };
  return {
    status: 200,
    // "Coversation" is Safaricom's spelling of this field.
    body: {
      OriginatorCoversationID: gatewayId(),
      ResponseCode: '0',
      ResponseDescription: 'Success',
    },
  };
}

async function payBill(sim, input) {
  const phone = text(input.phone);
  const amount = wholeNumber(input.amount);
  const billRef = input.bill_ref_number;
  if (!MSISDN.test(phone))
    throw new ControlError(400, 'phone must be 2547XXXXXXXX or 2541XXXXXXXX');
  if (amount === null || amount < 1) throw new ControlError(400, 'amount must be whole shillings');
  if (typeof billRef !== 'string' || billRef.length < 1 || billRef.length > 20) {
    throw new ControlError(400, 'bill_ref_number must be 1 to 20 characters');
  }
  if (input.first_name !== undefined && typeof input.first_name !== 'string') {
    throw new ControlError(400, 'first_name must be a string');
  }
  const callback = optionalBoolean(input.callback, 'callback') ?? true;
  const now = new Date();
  const transId = newReceipt(sim, now);
  const notice = c2bNotice(sim, {
    transId,
    now,
    amount,
    billRef,
    phone,
    firstName: input.first_name,
  });
  // Without the callback the payment goes through as with no URLs registered, and whoever
  // asked delivers the confirmation (a benchmark sending them at its own rate).
  const urls = callback ? sim.c2bUrls : null;

  let validationStatus = null;
  let thirdPartyTransId = '';
  if (urls && sim.validationEnabled) {
    const answer = await deliver(sim, urls.validationUrl, notice);
    validationStatus = answer.status;
    const verdict = validationVerdict(answer, urls.responseType);
    if (!verdict.accepted) {
      return {
        trans_id: transId,
        validation_status: validationStatus,
        confirmation_status: null,
        confirmation_body: null,
      };
    }
    thirdPartyTransId = verdict.thirdPartyTransId;
  }

  sim.paybillCents += amount * 100;
  record(sim, {
    kind: 'c2b',
    receipt: transId,
    amount,
    phone,
    shortcode: sim.config.shortcode,
    originatorConversationId: '',
    conversationId: conversationId(now),
    initiatedAt: now,
    finalisedAt: now,
  });
  const confirmation = {
    ...notice,
    OrgAccountBalance: kes(sim.paybillCents),
    ThirdPartyTransID: thirdPartyTransId,
  };
  // With no URLs registered M-Pesa completes the payment and tells nobody.
  const confirmationStatus = urls
    ? (await deliver(sim, urls.confirmationUrl, confirmation)).status
    : null;
  return {
    trans_id: transId,
    validation_status: validationStatus,
    confirmation_status: confirmationStatus,
    confirmation_body: confirmation,
  };
}

/**
 * The validation and confirmation body. Safaricom masks the customer's number (data
 * minimisation) and sends every value as a string; OrgAccountBalance is blank until the payment
 * is made.
 */
function c2bNotice(sim, { transId, now, amount, billRef, phone, firstName }) {
  const name = customerName(phone);
  return {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: darajaTimestamp(now),
    TransAmount: kes(amount * 100),
    BusinessShortCode: sim.config.shortcode,
    BillRefNumber: billRef,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: `${phone.slice(0, 5)}****${phone.slice(9)}`,
    FirstName: firstName ?? titleCase(name.first),
    MiddleName: '',
    LastName: titleCase(name.last),
  };
}

/**
 * ResultCode 0 (number or string) accepts, any other code (C2B00011…) refuses. When the URL
 * does not answer in time, or answers no ResultCode, M-Pesa applies the ResponseType registered.
 */
function validationVerdict(answer, responseType) {
  const reply = answer.json;
  const answered = answer.status !== null && answer.status < 300;
  if (!answered || !reply || typeof reply !== 'object' || reply.ResultCode === undefined) {
    return { accepted: responseType === 'Completed', thirdPartyTransId: '' };
  }
  const thirdPartyTransId =
    typeof reply.ThirdPartyTransID === 'string' ? reply.ThirdPartyTransID : '';
  return { accepted: String(reply.ResultCode) === '0', thirdPartyTransId };
}

// ---------------------------------------------------------------------------------------------
// B2C payments

function b2cPayment(sim, body, now, version) {
  // v3 takes the caller's OriginatorConversationID and refuses one it has seen; v1 makes its own.
  let originator = gatewayId();
  if (version === 'v3') {
    originator = text(body.OriginatorConversationID);
    need(originator.length > 0, 'OriginatorConversationID');
    if (sim.paymentsByOriginator.has(originator)) {
      throw new DarajaError(500, '500.002.1001', 'Duplicate OriginatorConversationID.');
    }
  }
  const initiator = text(body.InitiatorName);
  need(initiator.length > 0, 'InitiatorName');
  const credential = text(body.SecurityCredential);
  need(credential.length > 0, 'SecurityCredential');
  need(B2C_COMMANDS.has(body.CommandID), 'CommandID');
  const amount = wholeNumber(body.Amount);
  need(amount !== null && amount >= 1, 'Amount');
  const partyA = text(body.PartyA);
  need(SHORTCODE.test(partyA), 'PartyA');
  const phone = text(body.PartyB);
  need(/^254\d{9}$/.test(phone), 'PartyB');
  const remarks = text(body.Remarks);
  need(remarks.length >= 2 && remarks.length <= 100, 'Remarks');
  need(isCallbackUrl(body.QueueTimeOutURL), 'QueueTimeOutURL');
  need(isCallbackUrl(body.ResultURL), 'ResultURL');

  const payment = {
    originatorConversationId: originator,
    conversationId: conversationId(now),
    commandId: body.CommandID,
    amount,
    phone,
    resultUrl: body.ResultURL,
    queueTimeOutUrl: body.QueueTimeOutURL,
    // M-Pesa accepts these requests, then fails them in the Result.
    refusal: b2cRefusal(sim, { initiator, credential, partyA, phone, amount }),
    initiatedAt: now,
    result: null,
  };
  sim.payments.set(payment.conversationId, payment);
  sim.paymentsByOriginator.set(originator, payment);
  scheduleSettlement(sim, phone, 'b2c', (outcome) => settlePayment(sim, payment, outcome));
  return {
    status: 200,
    body: {
      ConversationID: payment.conversationId,
      OriginatorConversationID: originator,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    },
  };
}

/** The result code M-Pesa gives a well-formed request it cannot carry out, or null. */
function b2cRefusal(sim, { initiator, credential, partyA, phone, amount }) {
  const { initiatorName, securityCredential, b2cShortcode } = sim.config;
  if (initiator !== initiatorName || credential !== securityCredential) return 2001;
  if (partyA !== b2cShortcode) return 2028;
  if (!MSISDN.test(phone)) return 'SFC_IC0003';
  if (amount < B2C_MIN_AMOUNT) return 2;
  if (amount > B2C_MAX_AMOUNT) return 3;
  return null;
}

/**
 * Settles a payment: its Result to ResultURL (or a timeout notice to QueueTimeOutURL). A refusal
 * decided at request time, or a float too short, overrides the code asked for: such a payment
 * can never succeed.
 */
async function settlePayment(sim, payment, { resultCode, callback, timeout = false }) {
  if (payment.result) throw new ControlError(409, `${payment.conversationId} is already settled`);
  const now = new Date();
  if (timeout) {
    payment.result = { timedOut: true };
    const body = queueTimeoutBody(payment);
    const status = callback ? (await deliver(sim, payment.queueTimeOutUrl, body)).status : null;
    return { callback_status: status, callback_body: body };
  }
  let code = payment.refusal ?? resultCode;
  if (code === 0 && sim.b2cUtilityCents < payment.amount * 100) code = 1;
  payment.result = { code, desc: B2C_RESULTS.get(code) };
  const receipt = newReceipt(sim, now);
  if (code === 0) {
    sim.b2cUtilityCents -= payment.amount * 100;
    record(sim, {
      kind: 'b2c',
      receipt,
      amount: payment.amount,
      phone: payment.phone,
      shortcode: sim.config.b2cShortcode,
      commandId: payment.commandId,
      originatorConversationId: payment.originatorConversationId,
      conversationId: payment.conversationId,
      initiatedAt: payment.initiatedAt,
      finalisedAt: now,
    });
  }
  const body = b2cResultBody(sim, payment, receipt, now);
  const status = callback ? (await deliver(sim, payment.resultUrl, body)).status : null;
  return { callback_status: status, callback_body: body };
}

function b2cResultBody(sim, payment, receipt, now) {
  const { code, desc } = payment.result;
  const result = {
    ResultType: 0,
    ResultCode: code,
    ResultDesc: desc,
    OriginatorConversationID: payment.originatorConversationId,
    ConversationID: payment.conversationId,
    // M-Pesa numbers a failed payment too; only a success carries ResultParameters.
    TransactionID: receipt,
  };
  if (code === 0) {
    result.ResultParameters = {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: payment.amount },
        { Key: 'TransactionReceipt', Value: receipt },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        // Charges are not modelled: the charges paid account stays at zero.
        { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
        { Key: 'ReceiverPartyPublicName', Value: `${payment.phone} - ${fullName(payment.phone)}` },
        { Key: 'TransactionCompletedDateTime', Value: completedDateTime(now) },
        // B2C pays out of the utility account (Safaricom's account types); working stays empty.
        { Key: 'B2CUtilityAccountAvailableFunds', Value: sim.b2cUtilityCents / 100 },
        { Key: 'B2CWorkingAccountAvailableFunds', Value: 0 },
      ],
    };
  }
  result.ReferenceData = { ReferenceItem: { Key: 'QueueTimeoutURL', Value: B2C_REFERENCE_URL } };
  return { Result: result };
}

/**
 * Safaricom publishes no body for the queue timeout notice: this one keeps the Result envelope
 * of every other result, without a TransactionID since nothing was carried out.
 */
function queueTimeoutBody(payment) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: 1,
      ResultDesc: 'The service request has timed out.',
      OriginatorConversationID: payment.originatorConversationId,
      ConversationID: payment.conversationId,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Transaction Status and Account Balance: an acknowledgement now, the Result afterwards

/** The fields both queries share: the initiator, the command, the party and the two URLs. */
function readQuery(body, command) {
  const initiator = text(body.Initiator);
  need(initiator.length > 0, 'Initiator');
  const credential = text(body.SecurityCredential);
  need(credential.length > 0, 'SecurityCredential');
  need(body.CommandID === command, 'CommandID');
  const partyA = text(body.PartyA);
  need(SHORTCODE.test(partyA) || MSISDN.test(partyA), 'PartyA');
  need(text(body.IdentifierType).length > 0, 'IdentifierType');
  need(text(body.Remarks).length > 0, 'Remarks');
  need(isCallbackUrl(body.ResultURL), 'ResultURL');
  need(isCallbackUrl(body.QueueTimeOutURL), 'QueueTimeOutURL');
  return { initiator, credential, partyA, resultUrl: body.ResultURL };
}

function acknowledgement(now) {
  return {
    OriginatorConversationID: gatewayId(),
    ConversationID: conversationId(now),
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  };
}

function initiatorIsValid(sim, query) {
  const { initiatorName, securityCredential } = sim.config;
  return query.initiator === initiatorName && query.credential === securityCredential;
}

function transactionStatus(sim, body, now) {
  const query = readQuery(body, 'TransactionStatusQuery');
  const receipt = text(body.TransactionID);
  const original = text(body.OriginalConversationID);
  need(receipt.length > 0 || original.length > 0, 'TransactionID');
  const ack = acknowledgement(now);
  const after = async () => {
    const result = statusResult(sim, ack, query, { receipt, original });
    await deliver(sim, query.resultUrl, result);
  };
  return { status: 200, body: ack, after };
}

/** Read from the ledger, so a forged callback never shows here. */
function statusResult(sim, ack, query, { receipt, original }) {
  const head = {
    ResultType: 0,
    OriginatorConversationID: ack.OriginatorConversationID,
    ConversationID: ack.ConversationID,
  };
  const occasion = { ReferenceData: { ReferenceItem: { Key: 'Occasion' } } };
  const failure = ([code, desc]) => ({
    Result: { ...head, ResultCode: code, ResultDesc: desc, TransactionID: '', ...occasion },
  });
  if (!initiatorIsValid(sim, query)) return failure(INITIATOR_INVALID);
  // Asked through a shortcode that is no party to it, a transaction is unknown: the API must ask
  // through the right PartyA (the paybill for pushes and C2B, the B2C shortcode for payouts).
  const entry = sim.ledger.find(
    (e) =>
      e.shortcode === query.partyA &&
      (receipt ? e.receipt === receipt : e.originatorConversationId === original),
  );
  if (!entry) return failure(receipt ? RECEIPT_UNKNOWN : CONVERSATION_UNKNOWN);
  return {
    Result: {
      ...head,
      ResultCode: 0,
      ResultDesc: PROCESSED,
      // The query itself is no transaction: Safaricom's published sample answers the receipt's
      // first three characters and zeros here, and the receipt in ReceiptNo.
      TransactionID: `${entry.receipt.slice(0, 3)}0000000`,
      ResultParameters: { ResultParameter: statusParameters(entry) },
      ...occasion,
    },
  };
}

function statusParameters(entry) {
  const customer = `${entry.phone} - ${fullName(entry.phone)}`;
  const organisation = `${entry.shortcode} - ${ORGANISATION_NAME}`;
  const payout = entry.kind === 'b2c';
  const reasons = { stk: 'Pay Bill Online', c2b: 'Pay Bill' };
  return [
    { Key: 'DebitPartyName', Value: payout ? organisation : customer },
    { Key: 'CreditPartyName', Value: payout ? customer : organisation },
    { Key: 'OriginatorConversationID', Value: entry.originatorConversationId },
    { Key: 'InitiatedTime', Value: Number(darajaTimestamp(entry.initiatedAt)) },
    { Key: 'DebitAccountType', Value: payout ? 'Utility Account' : 'MMF Account' },
    { Key: 'DebitPartyCharges', Value: '' },
    { Key: 'TransactionReason', Value: '' },
    { Key: 'ReasonType', Value: payout ? B2C_COMMANDS.get(entry.commandId) : reasons[entry.kind] },
    { Key: 'TransactionStatus', Value: 'Completed' },
    { Key: 'FinalisedTime', Value: Number(darajaTimestamp(entry.finalisedAt)) },
    { Key: 'Amount', Value: entry.amount },
    { Key: 'ConversationID', Value: entry.conversationId },
    { Key: 'ReceiptNo', Value: entry.receipt },
  ];
}

function accountBalance(sim, body, now) {
  const query = readQuery(body, 'AccountBalance');
  const ack = acknowledgement(now);
  const after = async () => {
    await deliver(sim, query.resultUrl, balanceResult(sim, ack, query));
  };
  return { status: 200, body: ack, after };
}

function balanceResult(sim, ack, query) {
  const head = {
    ResultType: 0,
    OriginatorConversationID: ack.OriginatorConversationID,
    ConversationID: ack.ConversationID,
  };
  const reference = {
    ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: BALANCE_REFERENCE_URL } },
  };
  const ours = [sim.config.shortcode, sim.config.b2cShortcode];
  if (!initiatorIsValid(sim, query) || !ours.includes(query.partyA)) {
    const [code, desc] = INITIATOR_INVALID;
    return {
      Result: { ...head, ResultCode: code, ResultDesc: desc, TransactionID: '', ...reference },
    };
  }
  const now = new Date();
  const utility = query.partyA === sim.config.b2cShortcode ? sim.b2cUtilityCents : sim.paybillCents;
  return {
    Result: {
      ...head,
      ResultCode: 0,
      ResultDesc: PROCESSED,
      TransactionID: newReceipt(sim, now),
      ResultParameters: {
        ResultParameter: [
          { Key: 'AccountBalance', Value: balanceValue(utility) },
          { Key: 'BOCompletedTime', Value: Number(darajaTimestamp(now)) },
        ],
      },
      ...reference,
    },
  };
}

/** Account|currency|available|uncleared|reserved|unreserved, the accounts joined with '&'. */
function balanceValue(utilityCents) {
  const account = (name, cents) => `${name}|KES|${kes(cents)}|${kes(cents)}|0.00|0.00`;
  return [
    account('Working Account', 0),
    account('Float Account', 0),
    account('Utility Account', utilityCents),
    account('Charges Paid Account', 0),
    account('Organization Settlement Account', 0),
  ].join('&');
}

// ---------------------------------------------------------------------------------------------
// Settling by itself (autoComplete and the behaviour rules)

/**
 * With autoComplete on, a push or payment settles after the delay, successfully and with its
 * callback, unless a rule for the MSISDN says otherwise. The rule in force when the request
 * arrives is the one applied.
 */
function scheduleSettlement(sim, phone, kind, settle) {
  const auto = sim.config.autoComplete;
  if (!auto) return;
  const rule = sim.rules.get(phone) ?? {};
  const resultCode = (kind === 'stk' ? rule.stk_result_code : rule.b2c_result_code) ?? 0;
  const timer = setTimeout(() => {
    sim.timers.delete(timer);
    // Settled by hand in the meantime: nothing left to do.
    settle({ resultCode, callback: rule.callback ?? true }).catch(() => {});
  }, rule.delay_ms ?? auto.delayMs);
  sim.timers.add(timer);
}

// ---------------------------------------------------------------------------------------------
// The control API

class ControlError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const CONTROL_ROUTES = {
  'GET /__stand-in/requests': (sim) => sim.requests,
  'GET /__stand-in/callbacks': (sim) => sim.callbacks,
  'POST /__stand-in/behaviour': setBehaviour,
  'DELETE /__stand-in/behaviour': (sim) => {
    sim.rules.clear();
    return { rules: 0 };
  },
  'POST /__stand-in/stk/complete': completePush,
  'POST /__stand-in/c2b/validation': setValidation,
  'POST /__stand-in/c2b/pay': payBill,
  'POST /__stand-in/b2c/complete': completePayment,
  'POST /__stand-in/tokens/expire': (sim) => {
    const expired = sim.tokens.size;
    sim.tokens.clear();
    return { expired };
  },
  'POST /__stand-in/reset': (sim) => {
    reset(sim);
    return { reset: true };
  },
};

async function control(sim, method, pathname, raw, res) {
  const route = CONTROL_ROUTES[`${method} ${pathname}`];
  if (!route) {
    send(res, 404, { error: `the stand-in has no ${method} ${pathname}` });
    return;
  }
  const input = raw ? parseJson(raw) : {};
  if (!input || typeof input !== 'object') {
    send(res, 400, { error: 'the body must be a JSON object' });
    return;
  }
  try {
    send(res, 200, await route(sim, input));
  } catch (err) {
    if (!(err instanceof ControlError)) throw err;
    send(res, err.status, { error: err.message });
  }
}

function optionalBoolean(value, name) {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new ControlError(400, `${name} must be true or false`);
  }
  return value;
}

function optionalCode(value, results, name) {
  if (value !== undefined && !results.has(value)) {
    const known = [...results.keys()].map((code) => JSON.stringify(code)).join(', ');
    throw new ControlError(400, `${name} must be one of ${known}`);
  }
  return value;
}

function setBehaviour(sim, input) {
  const phone = text(input.phone);
  if (!MSISDN.test(phone))
    throw new ControlError(400, 'phone must be 2547XXXXXXXX or 2541XXXXXXXX');
  if (
    input.delay_ms !== undefined &&
    !(Number.isSafeInteger(input.delay_ms) && input.delay_ms >= 0)
  ) {
    throw new ControlError(400, 'delay_ms must be a whole number of milliseconds');
  }
  const rule = Object.fromEntries(
    Object.entries({
      stk_result_code: optionalCode(input.stk_result_code, STK_RESULTS, 'stk_result_code'),
      b2c_result_code: optionalCode(input.b2c_result_code, B2C_RESULTS, 'b2c_result_code'),
      callback: optionalBoolean(input.callback, 'callback'),
      delay_ms: input.delay_ms,
    }).filter(([, value]) => value !== undefined),
  );
  sim.rules.set(phone, rule);
  return { phone, ...rule };
}

function setValidation(sim, input) {
  if (typeof input.enabled !== 'boolean')
    throw new ControlError(400, 'enabled must be true or false');
  sim.validationEnabled = input.enabled;
  return { enabled: sim.validationEnabled };
}

function completePush(sim, input) {
  const push = sim.pushes.get(input.checkout_request_id);
  if (!push) throw new ControlError(404, `no push ${input.checkout_request_id}`);
  const overrides = {};
  if (input.receipt !== undefined) {
    if (typeof input.receipt !== 'string') throw new ControlError(400, 'receipt must be a string');
    overrides.receipt = input.receipt;
  }
  if (input.amount !== undefined) {
    if (typeof input.amount !== 'number') throw new ControlError(400, 'amount must be a number');
    overrides.amount = input.amount;
  }
  if (input.phone !== undefined) {
    if (!/^\d+$/.test(text(input.phone))) throw new ControlError(400, 'phone must be digits');
    overrides.phone = text(input.phone);
  }
  return settlePush(sim, push, {
    resultCode: optionalCode(input.result_code, STK_RESULTS, 'result_code') ?? 0,
    callback: optionalBoolean(input.callback, 'callback') ?? true,
    overrides,
  });
}

function completePayment(sim, input) {
  const payment =
    input.conversation_id !== undefined
      ? sim.payments.get(input.conversation_id)
      : sim.paymentsByOriginator.get(input.originator_conversation_id);
  if (!payment) {
    const id = input.conversation_id ?? input.originator_conversation_id;
    throw new ControlError(404, `no B2C payment ${id}`);
  }
  return settlePayment(sim, payment, {
    resultCode: optionalCode(input.result_code, B2C_RESULTS, 'result_code') ?? 0,
    callback: optionalBoolean(input.callback, 'callback') ?? true,
    timeout: optionalBoolean(input.timeout, 'timeout') ?? false,
  });
}
