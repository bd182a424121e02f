// A stand-in for Africa's Talking's SMS API: a real HTTP server on loopback that the API's
// integration tests start in place of https://api.africastalking.com. The product has no test
// mode: it only gets AT_BASE_URL pointed here, so every request this server accepts and every
// answer and callback it sends follows the published API: `POST /version1/messaging`, form
// encoded (username, to, message, from), the key in the `apiKey` header, the answer
// `{ SMSMessageData: { Message, Recipients: [{ statusCode, number, status, cost, messageId }] } }`
// (101 Success per recipient), and the delivery reports and opt-out notices posted as forms to
// the URLs set in the account's dashboard (here: POST /__stand-in/config).
//
// Tests in other processes drive it over HTTP, under /__stand-in/ (JSON in, JSON out):
//   GET    /__stand-in/messages   every message accepted or refused, oldest first
//   GET    /__stand-in/reports    every delivery report and opt-out notice posted, with the answer
//   POST   /__stand-in/config     { deliveryReportUrl?, optOutUrl?, undeliverable?: [numbers] }
//   POST   /__stand-in/opt-out    { phoneNumber }: that number opts out of the sender id
//   POST   /__stand-in/reset      forgets the messages and reports
import { randomBytes } from 'node:crypto';
import { readBody, serveOnLoopback } from './loopback-server.mjs';

/** A number in international format, as the API requires it. */
const E164 = /^\+\d{9,15}$/;
/** What the gateway charges per part of a Kenyan message, as its answers write it. */
const COST_PER_PART = 0.8;
/** The gateway retries a report its receiver did not take, a few times. */
const REPORT_ATTEMPTS = 3;
const REPORT_RETRY_MS = 500;

/**
 * @param {import('./africastalking-stand-in.d.mts').AfricasTalkingStandInOptions} [options]
 * @returns {Promise<import('./africastalking-stand-in.d.mts').AfricasTalkingStandIn>}
 */
export async function startAfricasTalkingStandIn(options = {}) {
  const sim = {
    username: options.username ?? 'sandbox',
    apiKey: options.apiKey ?? 'stand-in-at-key',
    reportDelayMs: options.reportDelayMs ?? 300,
    deliveryReportUrl: /** @type {string | undefined} */ (undefined),
    optOutUrl: /** @type {string | undefined} */ (undefined),
    undeliverable: new Set(/** @type {string[]} */ ([])),
    messages: /** @type {unknown[]} */ ([]),
    reports: /** @type {unknown[]} */ ([]),
    timers: new Set(/** @type {NodeJS.Timeout[]} */ ([])),
  };
  return serveOnLoopback(
    (req, res) => handle(sim, req, res),
    options.port,
    () => {
      for (const timer of sim.timers) clearTimeout(timer);
    },
  );
}

async function handle(sim, req, res) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const body = await readBody(req);
  if (url.pathname.startsWith('/__stand-in/'))
    return control(sim, req.method, url.pathname, body, res);
  if (req.method === 'POST' && url.pathname === '/version1/messaging')
    return messaging(sim, req, body, res);
  send(res, 404, 'Not found', 'text/plain');
}

function messaging(sim, req, body, res) {
  if (req.headers.apikey !== sim.apiKey)
    return send(res, 401, 'The supplied authentication is invalid', 'text/plain');
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return send(res, 415, 'Unsupported Media Type', 'text/plain');
  const form = new URLSearchParams(body);
  if (form.get('username') !== sim.username)
    return send(res, 401, 'The supplied authentication is invalid', 'text/plain');
  const message = form.get('message') ?? '';
  const to = (form.get('to') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!message || to.length === 0)
    return send(res, 400, 'Request is missing required form field', 'text/plain');
  const parts = Math.max(
    1,
    Math.ceil(message.length / (/^[\x20-\x7e\n]*$/.test(message) ? 160 : 70)),
  );
  const recipients = to.map((number) => {
    if (!E164.test(number))
      return {
        statusCode: 403,
        number,
        status: 'InvalidPhoneNumber',
        cost: '0',
        messageId: 'None',
      };
    const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
    const cost = `KES ${(COST_PER_PART * parts).toFixed(4)}`;
    return { statusCode: 101, number, status: 'Success', cost, messageId };
  });
  for (const r of recipients) {
    sim.messages.push({
      to: r.number,
      message,
      from: form.get('from'),
      username: form.get('username'),
      messageId: r.messageId,
      statusCode: r.statusCode,
      at: new Date().toISOString(),
    });
    if (r.statusCode === 101) later(sim, () => report(sim, r.number, r.messageId));
  }
  const accepted = recipients.filter((r) => r.statusCode === 101);
  const total = accepted.length * COST_PER_PART * parts;
  send(res, 201, {
    SMSMessageData: {
      Message: `Sent to ${accepted.length}/${recipients.length} Total Cost: KES ${total.toFixed(4)}`,
      Recipients: recipients,
    },
  });
}

function report(sim, number, messageId) {
  if (!sim.deliveryReportUrl) return;
  const failed = sim.undeliverable.has(number);
  const fields = {
    id: messageId,
    status: failed ? 'Failed' : 'Success',
    phoneNumber: number,
    networkCode: '63902',
    retryCount: '0',
    ...(failed ? { failureReason: 'AbsentSubscriber' } : {}),
  };
  return post(sim, sim.deliveryReportUrl, 'delivery', fields, 1);
}

async function post(sim, target, kind, fields, attempt) {
  let status;
  try {
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(5_000),
    });
    status = res.status;
    await res.arrayBuffer();
  } catch {
    status = null;
  }
  sim.reports.push({ kind, fields, status, attempt, at: new Date().toISOString() });
  if ((status === null || status >= 300) && attempt < REPORT_ATTEMPTS)
    later(sim, () => post(sim, target, kind, fields, attempt + 1), REPORT_RETRY_MS);
}

function later(sim, work, delay = sim.reportDelayMs) {
  const timer = setTimeout(() => {
    sim.timers.delete(timer);
    void work();
  }, delay);
  sim.timers.add(timer);
}

async function control(sim, method, path, body, res) {
  const input = body ? JSON.parse(body) : {};
  switch (`${method} ${path}`) {
    case 'GET /__stand-in/messages':
      return send(res, 200, sim.messages);
    case 'GET /__stand-in/reports':
      return send(res, 200, sim.reports);
    case 'POST /__stand-in/config':
      if (input.deliveryReportUrl !== undefined) sim.deliveryReportUrl = input.deliveryReportUrl;
      if (input.optOutUrl !== undefined) sim.optOutUrl = input.optOutUrl;
      if (input.undeliverable !== undefined) sim.undeliverable = new Set(input.undeliverable);
      return send(res, 200, { ok: true });
    case 'POST /__stand-in/opt-out':
      if (!sim.optOutUrl) return send(res, 409, { error: 'no opt-out URL configured' });
      await post(
        sim,
        sim.optOutUrl,
        'opt-out',
        { senderId: 'TONTINE', phoneNumber: input.phoneNumber },
        REPORT_ATTEMPTS,
      );
      return send(res, 200, sim.reports.at(-1));
    case 'POST /__stand-in/reset':
      sim.messages = [];
      sim.reports = [];
      return send(res, 200, { ok: true });
    default:
      return send(res, 404, { error: `no control ${method} ${path}` });
  }
}

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
}
