import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startDarajaStandIn,
  type DarajaStandIn,
  type DarajaStandInCallback,
  type DarajaStandInRequest,
} from '../../scripts/lib/daraja-stand-in.mjs';

// The stand-in driven as the API, the Playwright tests and the benchmark drive it: over real HTTP,
// with node's fetch, and a small node:http receiver standing for the API's callback URLs.

const PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
const PAYBILL = '174379';
const B2C_SHORTCODE = '600000';
const PHONE = '254708374149';
const BASIC = `Basic ${Buffer.from('stand-in-key:stand-in-secret').toString('base64')}`;

/** Daraja's bodies, read field by field as the assertions go. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Received {
  path: string;
  contentType: string | undefined;
  body: Json;
}

/** Collects the callbacks by path; `next(path)` answers the oldest one not yet taken. */
async function startReceiver() {
  const queues = new Map<string, Received[]>();
  const waiting = new Map<string, ((item: Received) => void)[]>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const item = {
        path,
        contentType: req.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      };
      const waiter = waiting.get(path)?.shift();
      if (waiter) waiter(item);
      else queues.set(path, [...(queues.get(path) ?? []), item]);
      const reply = replies.get(path) ?? { status: 200, body: { ResultCode: 0, ResultDesc: 'OK' } };
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    next(path: string): Promise<Received> {
      const queued = queues.get(path)?.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((done) => waiting.set(path, [...(waiting.get(path) ?? []), done]));
    },
    pending(path: string) {
      return queues.get(path)?.length ?? 0;
    },
    reply(path: string, status: number, body: unknown) {
      replies.set(path, { status, body });
    },
    clear() {
      queues.clear();
      replies.clear();
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** yyyyMMddHHmmss in East Africa Time (UTC+3), as Daraja wants its Timestamp. */
function eatTimestamp(at = Date.now()) {
  return new Date(at + 3 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

function fromEatTimestamp(timestamp: string) {
  const [y, M, d, H, m, s] = timestamp.match(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/)!.slice(1);
  return Date.UTC(+y, +M - 1, +d, +H, +m, +s) - 3 * 3600_000;
}

async function getToken(base: string) {
  const res = await fetch(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { Authorization: BASIC },
  });
  return ((await res.json()) as Json).access_token as string;
}

async function daraja(base: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function control(base: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/__stand-in/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

function stkPushBody(callbackUrl: string, overrides: Record<string, unknown> = {}) {
  const timestamp = eatTimestamp();
  return {
    BusinessShortCode: PAYBILL,
    Password: Buffer.from(`${PAYBILL}${PASSKEY}${timestamp}`).toString('base64'),
    Timestamp: timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: 500,
    PartyA: PHONE,
    PartyB: PAYBILL,
    PhoneNumber: PHONE,
    CallBackURL: callbackUrl,
    AccountReference: 'GRP-42',
    TransactionDesc: 'Contribution',
    ...overrides,
  };
}

function stkQueryBody(checkoutRequestId: string) {
  const timestamp = eatTimestamp();
  return {
    BusinessShortCode: PAYBILL,
    Password: Buffer.from(`${PAYBILL}${PASSKEY}${timestamp}`).toString('base64'),
    Timestamp: timestamp,
    CheckoutRequestID: checkoutRequestId,
  };
}

function b2cBody(receiver: string, overrides: Record<string, unknown> = {}) {
  return {
    OriginatorConversationID: `payout-${Math.random().toString(36).slice(2)}`,
    InitiatorName: 'testapi',
    SecurityCredential: 'stand-in-credential',
    CommandID: 'BusinessPayment',
    Amount: 1500,
    PartyA: B2C_SHORTCODE,
    PartyB: PHONE,
    Remarks: 'Payout',
    QueueTimeOutURL: `${receiver}/b2c/timeout`,
    ResultURL: `${receiver}/b2c/result`,
    Occassion: 'Cycle 3',
    ...overrides,
  };
}

function statusBody(receiver: string, ids: Record<string, string>, partyA = PAYBILL) {
  return {
    Initiator: 'testapi',
    SecurityCredential: 'stand-in-credential',
    CommandID: 'TransactionStatusQuery',
    PartyA: partyA,
    IdentifierType: '4',
    ResultURL: `${receiver}/status/result`,
    QueueTimeOutURL: `${receiver}/status/timeout`,
    Remarks: 'Reconcile',
    Occasion: '',
    ...ids,
  };
}

function parameter(result: Json, key: string) {
  return result.Result.ResultParameters.ResultParameter.find((p: Json) => p.Key === key)?.Value;
}

const errorShape = {
  requestId: expect.stringMatching(/^\d{5}-\d{8}-1$/),
  errorCode: expect.any(String),
  errorMessage: expect.any(String),
};

describe('the Daraja stand-in', () => {
  let standIn: DarajaStandIn;
  let receiver: Receiver;
  let base: string;
  let token: string;

  beforeAll(async () => {
    standIn = await startDarajaStandIn();
    receiver = await startReceiver();
    base = standIn.url;
    token = await getToken(base);
  });

  afterAll(async () => {
    await standIn.stop();
    await receiver.stop();
  });

  beforeEach(async () => {
    await control(base, 'POST', 'reset');
    receiver.clear();
  });

  describe('OAuth', () => {
    it('listens on loopback and issues a token whose expires_in is a string', async () => {
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: BASIC },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9]{28}$/),
        expires_in: '3599',
      });
    });

    it('refuses wrong consumer credentials and a wrong grant type with 400', async () => {
      const wrong = `Basic ${Buffer.from('stand-in-key:nope').toString('base64')}`;
      const res = await fetch(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: wrong },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ...errorShape, errorCode: '400.008.01' });
      const grant = await fetch(`${base}/oauth/v1/generate?grant_type=password`, {
        headers: { Authorization: BASIC },
      });
      expect(grant.status).toBe(400);
      expect(((await grant.json()) as Json).errorCode).toBe('400.008.02');
    });

    it('answers 401 without a bearer token, and with one that was expired', async () => {
      const bare = await fetch(`${base}/mpesa/stkpush/v1/processrequest`, { method: 'POST' });
      expect(bare.status).toBe(401);
      expect(await bare.json()).toEqual({
        ...errorShape,
        errorCode: '404.001.04',
        errorMessage: 'Invalid Authentication Header',
      });

      const own = await getToken(base);
      expect(await control(base, 'POST', 'tokens/expire')).toMatchObject({ status: 200 });
      const expired = await daraja(base, own, '/mpesa/stkpush/v1/processrequest', {});
      expect(expired).toEqual({
        status: 401,
        body: { ...errorShape, errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
      });
      token = await getToken(base);
    });

    it('lets a token lapse after tokenTtlSeconds', async () => {
      const shortLived = await startDarajaStandIn({ tokenTtlSeconds: 1 });
      try {
        const res = await fetch(
          `${shortLived.url}/oauth/v1/generate?grant_type=client_credentials`,
          {
            headers: { Authorization: BASIC },
          },
        );
        const body = (await res.json()) as Json;
        expect(body.expires_in).toBe('1');
        await new Promise((r) => setTimeout(r, 1100));
        const late = await daraja(
          shortLived.url,
          body.access_token,
          '/mpesa/stkpushquery/v1/query',
          {},
        );
        expect(late.body.errorCode).toBe('404.001.03');
      } finally {
        await shortLived.stop();
      }
    });
  });

  describe('M-Pesa Express', () => {
    it('accepts a push, keeps it pending, then answers the settled result', async () => {
      const push = await daraja(
        base,
        token,
        '/mpesa/stkpush/v1/processrequest',
        stkPushBody(`${receiver.url}/stk`),
      );
      expect(push).toEqual({
        status: 200,
        body: {
          MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
          CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{17}708374149$/),
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        },
      });
      const { CheckoutRequestID: checkout, MerchantRequestID: merchant } = push.body;

      const pending = await daraja(
        base,
        token,
        '/mpesa/stkpushquery/v1/query',
        stkQueryBody(checkout),
      );
      expect(pending).toEqual({
        status: 500,
        body: {
          ...errorShape,
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        },
      });

      const settled = await control(base, 'POST', 'stk/complete', {
        checkout_request_id: checkout,
      });
      expect(settled.status).toBe(200);
      expect(settled.body.callback_status).toBe(200);
      const callback = await receiver.next('/stk');
      expect(callback.contentType).toBe('application/json');
      expect(callback.body).toEqual(settled.body.callback_body);
      expect(callback.body).toEqual({
        Body: {
          stkCallback: {
            MerchantRequestID: merchant,
            CheckoutRequestID: checkout,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 500 },
                { Name: 'MpesaReceiptNumber', Value: expect.stringMatching(/^[A-Z0-9]{10}$/) },
                { Name: 'Balance' },
                { Name: 'TransactionDate', Value: expect.any(Number) },
                { Name: 'PhoneNumber', Value: 254708374149 },
              ],
            },
          },
        },
      });
      const date = callback.body.Body.stkCallback.CallbackMetadata.Item[3].Value;
      expect(Math.abs(fromEatTimestamp(String(date)) - Date.now())).toBeLessThan(5_000);

      const answered = await daraja(
        base,
        token,
        '/mpesa/stkpushquery/v1/query',
        stkQueryBody(checkout),
      );
      expect(answered).toEqual({
        status: 200,
        body: {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: merchant,
          CheckoutRequestID: checkout,
          ResultCode: '0',
          ResultDesc: 'The service request is processed successfully.',
        },
      });

      const again = await control(base, 'POST', 'stk/complete', { checkout_request_id: checkout });
      expect(again.status).toBe(409);
    });

    it('sends a failure without CallbackMetadata, and the query answers its code as a string', async () => {
      const push = await daraja(
        base,
        token,
        '/mpesa/stkpush/v1/processrequest',
        stkPushBody(`${receiver.url}/stk`),
      );
      const checkout = push.body.CheckoutRequestID;
      await control(base, 'POST', 'stk/complete', {
        checkout_request_id: checkout,
        result_code: 1032,
      });
      expect((await receiver.next('/stk')).body.Body.stkCallback).toEqual({
        MerchantRequestID: push.body.MerchantRequestID,
        CheckoutRequestID: checkout,
        ResultCode: 1032,
        ResultDesc: 'Request cancelled by user',
      });
      const query = await daraja(
        base,
        token,
        '/mpesa/stkpushquery/v1/query',
        stkQueryBody(checkout),
      );
      expect(query.body).toMatchObject({
        ResultCode: '1032',
        ResultDesc: 'Request cancelled by user',
      });
    });

    it('refuses what Safaricom refuses, with its codes and words', async () => {
      const push = (overrides: Record<string, unknown>) =>
        daraja(
          base,
          token,
          '/mpesa/stkpush/v1/processrequest',
          stkPushBody(`${receiver.url}/stk`, overrides),
        );
      const refusals: [Record<string, unknown>, number, string, string][] = [
        [{ Amount: 10.5 }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
        [{ Amount: 0 }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
        [{ PhoneNumber: '0708374149' }, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
        [{ PartyA: '254608374149' }, 400, '400.002.02', 'Bad Request - Invalid PartyA'],
        [{ PartyB: '600000' }, 400, '400.002.02', 'Bad Request - Invalid PartyB'],
        [
          { AccountReference: 'A'.repeat(13) },
          400,
          '400.002.02',
          'Bad Request - Invalid AccountReference',
        ],
        [{ TransactionDesc: '' }, 400, '400.002.02', 'Bad Request - Invalid TransactionDesc'],
        [
          { TransactionType: 'CustomerBuyGoodsOnline' },
          400,
          '400.002.02',
          'Bad Request - Invalid TransactionType',
        ],
        [
          { CallBackURL: 'http://example.com/stk' },
          400,
          '400.002.02',
          'Bad Request - Invalid CallBackURL',
        ],
        [
          { Timestamp: eatTimestamp(Date.now() - 6 * 60_000) },
          400,
          '400.002.02',
          'Bad Request - Invalid Timestamp',
        ],
        [{ BusinessShortCode: '' }, 400, '400.002.02', 'Bad Request - Invalid BusinessShortCode'],
        [{ BusinessShortCode: '600100' }, 500, '500.001.1001', 'Merchant does not exist'],
        [{ Password: 'bm9wZQ==' }, 500, '500.001.1001', 'Wrong credentials'],
      ];
      for (const [overrides, status, errorCode, errorMessage] of refusals) {
        expect(await push(overrides), JSON.stringify(overrides)).toEqual({
          status,
          body: { ...errorShape, errorCode, errorMessage },
        });
      }
      expect((await push({ CallBackURL: 'https://tontine.example/hooks/stk' })).status).toBe(200);
    });

    it('reads a non-JSON body as an empty one, as Daraja does', async () => {
      const res = await fetch(`${base}/mpesa/stkpush/v1/processrequest`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
        body: JSON.stringify(stkPushBody(`${receiver.url}/stk`)),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).errorMessage).toBe(
        'Bad Request - Invalid BusinessShortCode',
      );
    });

    it('refuses a second push to a line with one pending, and an unknown CheckoutRequestID', async () => {
      await daraja(
        base,
        token,
        '/mpesa/stkpush/v1/processrequest',
        stkPushBody(`${receiver.url}/stk`),
      );
      const second = await daraja(
        base,
        token,
        '/mpesa/stkpush/v1/processrequest',
        stkPushBody(`${receiver.url}/stk`),
      );
      expect(second.status).toBe(500);
      expect(second.body.errorMessage).toBe(
        'Unable to lock subscriber, a transaction is already in process for the current subscriber',
      );
      const unknown = await daraja(
        base,
        token,
        '/mpesa/stkpushquery/v1/query',
        stkQueryBody('ws_CO_x'),
      );
      expect(unknown).toEqual({
        status: 400,
        body: {
          ...errorShape,
          errorCode: '400.002.02',
          errorMessage: 'Bad Request - Invalid CheckoutRequestID',
        },
      });
    });

    it('forges a callback on demand while the ledger keeps the true values', async () => {
      const push = await daraja(
        base,
        token,
        '/mpesa/stkpush/v1/processrequest',
        stkPushBody(`${receiver.url}/stk`),
      );
      const settled = await control(base, 'POST', 'stk/complete', {
        checkout_request_id: push.body.CheckoutRequestID,
        amount: 50000,
        receipt: 'FORGED0001',
        phone: '254700000001',
      });
      const items = settled.body.callback_body.Body.stkCallback.CallbackMetadata.Item;
      expect(items[0]).toEqual({ Name: 'Amount', Value: 50000 });
      expect(items[1]).toEqual({ Name: 'MpesaReceiptNumber', Value: 'FORGED0001' });
      expect(items[4]).toEqual({ Name: 'PhoneNumber', Value: 254700000001 });

      const ack = await daraja(
        base,
        token,
        '/mpesa/transactionstatus/v1/query',
        statusBody(receiver.url, { OriginalConversationID: push.body.MerchantRequestID }),
      );
      expect(ack.body).toEqual({
        OriginatorConversationID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
        ConversationID: expect.stringMatching(/^AG_\d{8}_[0-9a-f]{20}$/),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
      const result = (await receiver.next('/status/result')).body;
      expect(parameter(result, 'Amount')).toBe(500);
      expect(parameter(result, 'ReceiptNo')).toMatch(/^[A-Z0-9]{10}$/);
      expect(parameter(result, 'ReceiptNo')).not.toBe('FORGED0001');
      expect(parameter(result, 'DebitPartyName')).toMatch(/^254708374149 - [A-Z]+ [A-Z]+$/);

      await daraja(
        base,
        token,
        '/mpesa/transactionstatus/v1/query',
        statusBody(receiver.url, { TransactionID: 'FORGED0001' }),
      );
      expect((await receiver.next('/status/result')).body.Result).toEqual({
        ResultType: 0,
        ResultCode: 2032,
        ResultDesc: 'The transaction receipt number does not exist.',
        OriginatorConversationID: expect.any(String),
        ConversationID: expect.any(String),
        TransactionID: '',
        ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
      });
    });

    it('records a callback target that is down, once, without retrying', async () => {
      const push = await daraja(
        base,
        token,
        '/mpesa/stkpush/v1/processrequest',
        stkPushBody('http://127.0.0.1:9/nobody-listens'),
      );
      const settled = await control(base, 'POST', 'stk/complete', {
        checkout_request_id: push.body.CheckoutRequestID,
      });
      expect(settled.body.callback_status).toBeNull();
      const callbacks = (await control(base, 'GET', 'callbacks')).body as DarajaStandInCallback[];
      expect(callbacks).toEqual([
        {
          url: 'http://127.0.0.1:9/nobody-listens',
          body: settled.body.callback_body,
          status: null,
          error: expect.any(String),
          at: expect.any(String),
        },
      ]);
    });
  });

  describe('C2B', () => {
    const register = (path: string, overrides: Record<string, unknown> = {}) =>
      daraja(base, token, path, {
        ShortCode: PAYBILL,
        ResponseType: 'Completed',
        ConfirmationURL: `${receiver.url}/c2b/confirmation`,
        ValidationURL: `${receiver.url}/c2b/validation`,
        ...overrides,
      });

    it("registers the URLs on v1 and v2, again and again, with Safaricom's spelling", async () => {
      for (const path of ['/mpesa/c2b/v1/registerurl', '/mpesa/c2b/v2/registerurl']) {
        expect(await register(path)).toEqual({
          status: 200,
          body: {
            OriginatorCoversationID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
            ResponseCode: '0',
            ResponseDescription: 'Success',
          },
        });
      }
    });

    it('refuses URLs holding words Safaricom bans, and a ResponseType not in sentence case', async () => {
      const refused = await register('/mpesa/c2b/v2/registerurl', {
        ConfirmationURL: `${receiver.url}/api/m-pesa/confirmation`,
      });
      expect(refused.body.errorMessage).toBe('Bad Request - Invalid ConfirmationURL');
      const lower = await register('/mpesa/c2b/v2/registerurl', { ResponseType: 'completed' });
      expect(lower.body.errorMessage).toBe('Bad Request - Invalid ResponseType');
    });

    it('confirms a paybill payment to the confirmation URL, validation being off by default', async () => {
      await register('/mpesa/c2b/v2/registerurl');
      const paid = await control(base, 'POST', 'c2b/pay', {
        phone: PHONE,
        amount: 100,
        bill_ref_number: 'GRP-42',
        first_name: 'Amina',
      });
      expect(paid.body).toMatchObject({ validation_status: null, confirmation_status: 200 });
      const confirmation = await receiver.next('/c2b/confirmation');
      expect(receiver.pending('/c2b/validation')).toBe(0);
      expect(confirmation.body).toEqual({
        TransactionType: 'Pay Bill',
        TransID: paid.body.trans_id,
        TransTime: expect.stringMatching(/^\d{14}$/),
        TransAmount: '100.00',
        BusinessShortCode: PAYBILL,
        BillRefNumber: 'GRP-42',
        InvoiceNumber: '',
        OrgAccountBalance: '100.00',
        ThirdPartyTransID: '',
        MSISDN: '25470****149',
        FirstName: 'Amina',
        MiddleName: '',
        LastName: expect.any(String),
      });
      expect(paid.body.confirmation_body).toEqual(confirmation.body);
    });

    it('asks the validation URL first when validation is on, and stops on a refusal', async () => {
      await register('/mpesa/c2b/v1/registerurl');
      await control(base, 'POST', 'c2b/validation', { enabled: true });
      receiver.reply('/c2b/validation', 200, { ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
      const refused = await control(base, 'POST', 'c2b/pay', {
        phone: PHONE,
        amount: 100,
        bill_ref_number: 'NO-SUCH',
      });
      expect(refused.body).toMatchObject({ validation_status: 200, confirmation_status: null });
      expect((await receiver.next('/c2b/validation')).body.OrgAccountBalance).toBe('');

      receiver.reply('/c2b/validation', 200, {
        ResultCode: '0',
        ResultDesc: 'Accepted',
        ThirdPartyTransID: 'tontine-77',
      });
      const accepted = await control(base, 'POST', 'c2b/pay', {
        phone: PHONE,
        amount: 250,
        bill_ref_number: 'GRP-42',
      });
      expect(accepted.body.confirmation_status).toBe(200);
      const confirmation = (await receiver.next('/c2b/confirmation')).body;
      expect(confirmation).toMatchObject({
        ThirdPartyTransID: 'tontine-77',
        OrgAccountBalance: '250.00',
      });

      // A validation URL that does not answer: M-Pesa applies the registered ResponseType.
      await register('/mpesa/c2b/v2/registerurl', {
        ResponseType: 'Cancelled',
        ValidationURL: 'http://127.0.0.1:9/down',
      });
      const cancelled = await control(base, 'POST', 'c2b/pay', {
        phone: PHONE,
        amount: 100,
        bill_ref_number: 'GRP-42',
      });
      expect(cancelled.body).toMatchObject({ validation_status: null, confirmation_body: null });
    });

    it('makes a payment without calling the URLs when told not to, answering the confirmation', async () => {
      await register('/mpesa/c2b/v2/registerurl');
      await control(base, 'POST', 'c2b/validation', { enabled: true });
      const paid = await control(base, 'POST', 'c2b/pay', {
        phone: PHONE,
        amount: 120,
        bill_ref_number: 'GRP-42',
        callback: false,
      });
      expect(paid).toEqual({
        status: 200,
        body: {
          trans_id: expect.stringMatching(/^[A-Z0-9]{10}$/),
          validation_status: null,
          confirmation_status: null,
          confirmation_body: expect.objectContaining({
            TransID: paid.body.trans_id,
            TransAmount: '120.00',
            BillRefNumber: 'GRP-42',
            OrgAccountBalance: '120.00',
          }),
        },
      });
      expect((await control(base, 'GET', 'callbacks')).body).toEqual([]);
      expect(receiver.pending('/c2b/validation') + receiver.pending('/c2b/confirmation')).toBe(0);
      // Made all the same: Transaction Status knows it.
      await daraja(
        base,
        token,
        '/mpesa/transactionstatus/v1/query',
        statusBody(receiver.url, { TransactionID: paid.body.trans_id }),
      );
      const result = (await receiver.next('/status/result')).body;
      expect(parameter(result, 'ReceiptNo')).toBe(paid.body.trans_id);

      const refused = await control(base, 'POST', 'c2b/pay', {
        phone: PHONE,
        amount: 120,
        bill_ref_number: 'GRP-42',
        callback: 'no',
      });
      expect(refused).toEqual({ status: 400, body: { error: 'callback must be true or false' } });
    });

    it('finds a paybill payment by its TransID in Transaction Status', async () => {
      const paid = await control(base, 'POST', 'c2b/pay', {
        phone: PHONE,
        amount: 75,
        bill_ref_number: 'GRP-42',
      });
      await daraja(
        base,
        token,
        '/mpesa/transactionstatus/v1/query',
        statusBody(receiver.url, { TransactionID: paid.body.trans_id }),
      );
      const result = (await receiver.next('/status/result')).body;
      expect(parameter(result, 'ReasonType')).toBe('Pay Bill');
      expect(parameter(result, 'CreditPartyName')).toBe(`${PAYBILL} - Tontine`);
      expect(parameter(result, 'Amount')).toBe(75);
    });
  });

  describe('B2C', () => {
    it('pays out on v3: acknowledgement, then the Result, debiting the float', async () => {
      const request = b2cBody(receiver.url);
      const ack = await daraja(base, token, '/mpesa/b2c/v3/paymentrequest', request);
      expect(ack).toEqual({
        status: 200,
        body: {
          ConversationID: expect.stringMatching(/^AG_\d{8}_[0-9a-f]{20}$/),
          OriginatorConversationID: request.OriginatorConversationID,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        },
      });
      const settled = await control(base, 'POST', 'b2c/complete', {
        originator_conversation_id: request.OriginatorConversationID,
      });
      expect(settled.body.callback_status).toBe(200);
      const result = (await receiver.next('/b2c/result')).body;
      expect(result).toEqual(settled.body.callback_body);
      const receipt = result.Result.TransactionID;
      expect(result).toEqual({
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          OriginatorConversationID: request.OriginatorConversationID,
          ConversationID: ack.body.ConversationID,
          TransactionID: expect.stringMatching(/^[A-Z0-9]{10}$/),
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionAmount', Value: 1500 },
              { Key: 'TransactionReceipt', Value: receipt },
              { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
              { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
              {
                Key: 'ReceiverPartyPublicName',
                Value: expect.stringMatching(/^254708374149 - [A-Z]+ [A-Z]+$/),
              },
              {
                Key: 'TransactionCompletedDateTime',
                Value: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
              },
              { Key: 'B2CUtilityAccountAvailableFunds', Value: 998500 },
              { Key: 'B2CWorkingAccountAvailableFunds', Value: 0 },
            ],
          },
          ReferenceData: {
            ReferenceItem: {
              Key: 'QueueTimeoutURL',
              Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
            },
          },
        },
      });

      await daraja(
        base,
        token,
        '/mpesa/transactionstatus/v1/query',
        statusBody(receiver.url, { TransactionID: receipt }, B2C_SHORTCODE),
      );
      const status = (await receiver.next('/status/result')).body;
      expect(status.Result).toMatchObject({
        ResultCode: 0,
        TransactionID: `${receipt.slice(0, 3)}0000000`,
      });
      expect(parameter(status, 'DebitPartyName')).toBe(`${B2C_SHORTCODE} - Tontine`);
      expect(parameter(status, 'CreditPartyName')).toMatch(/^254708374149 - /);
      expect(parameter(status, 'ReasonType')).toBe('Business Payment to Customer via API');
      expect(parameter(status, 'OriginatorConversationID')).toBe(request.OriginatorConversationID);

      // Asked through the paybill, the payout is no business of the paybill's.
      await daraja(
        base,
        token,
        '/mpesa/transactionstatus/v1/query',
        statusBody(receiver.url, { TransactionID: receipt }),
      );
      expect((await receiver.next('/status/result')).body.Result.ResultCode).toBe(2032);
    });

    it('refuses a repeated v3 OriginatorConversationID and never pays twice', async () => {
      const request = b2cBody(receiver.url);
      expect((await daraja(base, token, '/mpesa/b2c/v3/paymentrequest', request)).status).toBe(200);
      expect(await daraja(base, token, '/mpesa/b2c/v3/paymentrequest', request)).toEqual({
        status: 500,
        body: {
          ...errorShape,
          errorCode: '500.002.1001',
          errorMessage: 'Duplicate OriginatorConversationID.',
        },
      });
    });

    it('generates the OriginatorConversationID on v1', async () => {
      const { OriginatorConversationID: _, ...request } = b2cBody(receiver.url);
      const ack = await daraja(base, token, '/mpesa/b2c/v1/paymentrequest', request);
      expect(ack.body.OriginatorConversationID).toMatch(/^\d{5}-\d{8}-1$/);
    });

    it('fails a payment the float cannot cover, wrong credentials, and a code asked for', async () => {
      const small = await startDarajaStandIn({ b2cFloat: '1000.00' });
      try {
        const own = await getToken(small.url);
        const short = await daraja(
          small.url,
          own,
          '/mpesa/b2c/v3/paymentrequest',
          b2cBody(receiver.url),
        );
        const settled = await control(small.url, 'POST', 'b2c/complete', {
          conversation_id: short.body.ConversationID,
        });
        expect(settled.body.callback_body.Result).toEqual({
          ResultType: 0,
          ResultCode: 1,
          ResultDesc: 'The balance is insufficient for the transaction.',
          OriginatorConversationID: short.body.OriginatorConversationID,
          ConversationID: short.body.ConversationID,
          TransactionID: expect.stringMatching(/^[A-Z0-9]{10}$/),
          ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: expect.any(String) } },
        });
        await receiver.next('/b2c/result');

        const forged = await daraja(
          small.url,
          own,
          '/mpesa/b2c/v3/paymentrequest',
          b2cBody(receiver.url, { Amount: 10, SecurityCredential: 'guessed' }),
        );
        expect(forged.status).toBe(200);
        const refused = await control(small.url, 'POST', 'b2c/complete', {
          conversation_id: forged.body.ConversationID,
          result_code: 0,
        });
        expect(refused.body.callback_body.Result).toMatchObject({
          ResultCode: 2001,
          ResultDesc: 'The initiator information is invalid.',
        });
        await receiver.next('/b2c/result');

        const asked = await daraja(
          small.url,
          own,
          '/mpesa/b2c/v3/paymentrequest',
          b2cBody(receiver.url, { Amount: 10 }),
        );
        const unregistered = await control(small.url, 'POST', 'b2c/complete', {
          conversation_id: asked.body.ConversationID,
          result_code: 2040,
        });
        expect(unregistered.body.callback_body.Result.ResultDesc).toBe(
          "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
        );
        await receiver.next('/b2c/result');
      } finally {
        await small.stop();
      }
    });

    it('sends a queue timeout to QueueTimeOutURL instead of a Result', async () => {
      const ack = await daraja(base, token, '/mpesa/b2c/v3/paymentrequest', b2cBody(receiver.url));
      const settled = await control(base, 'POST', 'b2c/complete', {
        conversation_id: ack.body.ConversationID,
        timeout: true,
      });
      expect(settled.body.callback_status).toBe(200);
      expect((await receiver.next('/b2c/timeout')).body.Result.ConversationID).toBe(
        ack.body.ConversationID,
      );
      expect(receiver.pending('/b2c/result')).toBe(0);
    });

    it('refuses a malformed request synchronously', async () => {
      const refused = await daraja(
        base,
        token,
        '/mpesa/b2c/v3/paymentrequest',
        b2cBody(receiver.url, { CommandID: 'Payment' }),
      );
      expect(refused).toEqual({
        status: 400,
        body: {
          ...errorShape,
          errorCode: '400.002.02',
          errorMessage: 'Bad Request - Invalid CommandID',
        },
      });
    });
  });

  describe('Account Balance', () => {
    it('answers the B2C float in the utility account after a payout', async () => {
      const ack = await daraja(base, token, '/mpesa/b2c/v3/paymentrequest', b2cBody(receiver.url));
      await control(base, 'POST', 'b2c/complete', { conversation_id: ack.body.ConversationID });
      const query = await daraja(base, token, '/mpesa/accountbalance/v1/query', {
        Initiator: 'testapi',
        SecurityCredential: 'stand-in-credential',
        CommandID: 'AccountBalance',
        PartyA: B2C_SHORTCODE,
        IdentifierType: '4',
        Remarks: 'Float',
        QueueTimeOutURL: `${receiver.url}/balance/timeout`,
        ResultURL: `${receiver.url}/balance/result`,
      });
      expect(query.body.ResponseCode).toBe('0');
      const result = (await receiver.next('/balance/result')).body;
      expect(result.Result).toMatchObject({
        ResultType: 0,
        ResultCode: 0,
        OriginatorConversationID: query.body.OriginatorConversationID,
      });
      expect(parameter(result, 'AccountBalance')).toBe(
        [
          'Working Account|KES|0.00|0.00|0.00|0.00',
          'Float Account|KES|0.00|0.00|0.00|0.00',
          'Utility Account|KES|998500.00|998500.00|0.00|0.00',
          'Charges Paid Account|KES|0.00|0.00|0.00|0.00',
          'Organization Settlement Account|KES|0.00|0.00|0.00|0.00',
        ].join('&'),
      );
      expect(String(parameter(result, 'BOCompletedTime'))).toMatch(/^\d{14}$/);
    });
  });

  describe('the control API', () => {
    it('lists every Daraja call received, oldest first, and forgets them on reset', async () => {
      await getToken(base);
      await daraja(base, token, '/mpesa/stkpushquery/v1/query', { CheckoutRequestID: 'x' });
      const requests = (await control(base, 'GET', 'requests')).body as DarajaStandInRequest[];
      expect(requests).toEqual([
        {
          method: 'GET',
          path: '/oauth/v1/generate?grant_type=client_credentials',
          authorization: BASIC,
          body: null,
          at: expect.any(String),
        },
        {
          method: 'POST',
          path: '/mpesa/stkpushquery/v1/query',
          authorization: `Bearer ${token}`,
          body: { CheckoutRequestID: 'x' },
          at: expect.any(String),
        },
      ]);
      await control(base, 'POST', 'reset');
      expect((await control(base, 'GET', 'requests')).body).toEqual([]);
    });

    it('refuses a result code Daraja does not send', async () => {
      const rule = await control(base, 'POST', 'behaviour', { phone: PHONE, stk_result_code: 42 });
      expect(rule.status).toBe(400);
    });
  });
});

describe('the Daraja stand-in with autoComplete', () => {
  let standIn: DarajaStandIn;
  let receiver: Receiver;
  let token: string;

  beforeAll(async () => {
    standIn = await startDarajaStandIn({ autoComplete: { delayMs: 20 } });
    receiver = await startReceiver();
    token = await getToken(standIn.url);
  });

  afterAll(async () => {
    await standIn.stop();
    await receiver.stop();
  });

  it('settles pushes and payments by itself, successfully', async () => {
    const push = await daraja(
      standIn.url,
      token,
      '/mpesa/stkpush/v1/processrequest',
      stkPushBody(`${receiver.url}/stk`),
    );
    expect((await receiver.next('/stk')).body.Body.stkCallback).toMatchObject({
      CheckoutRequestID: push.body.CheckoutRequestID,
      ResultCode: 0,
    });
    await daraja(standIn.url, token, '/mpesa/b2c/v3/paymentrequest', b2cBody(receiver.url));
    expect((await receiver.next('/b2c/result')).body.Result.ResultCode).toBe(0);
  });

  it('follows the behaviour rule of a line: its code, no callback, its delay', async () => {
    const quiet = '254711000001';
    await control(standIn.url, 'POST', 'behaviour', {
      phone: quiet,
      stk_result_code: 1037,
      callback: false,
      delay_ms: 10,
    });
    const push = await daraja(
      standIn.url,
      token,
      '/mpesa/stkpush/v1/processrequest',
      stkPushBody(`${receiver.url}/stk-quiet`, { PartyA: quiet, PhoneNumber: quiet }),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.pending('/stk-quiet')).toBe(0);
    const query = await daraja(
      standIn.url,
      token,
      '/mpesa/stkpushquery/v1/query',
      stkQueryBody(push.body.CheckoutRequestID),
    );
    expect(query.body).toMatchObject({
      ResultCode: '1037',
      ResultDesc: 'DS timeout user cannot be reached',
    });

    await control(standIn.url, 'POST', 'behaviour', { phone: quiet, b2c_result_code: 8006 });
    await daraja(
      standIn.url,
      token,
      '/mpesa/b2c/v3/paymentrequest',
      b2cBody(receiver.url, { PartyB: quiet }),
    );
    expect((await receiver.next('/b2c/result')).body.Result).toMatchObject({
      ResultCode: 8006,
      ResultDesc: 'The security credential is locked',
    });

    await control(standIn.url, 'DELETE', 'behaviour');
    await daraja(
      standIn.url,
      token,
      '/mpesa/stkpush/v1/processrequest',
      stkPushBody(`${receiver.url}/stk-quiet`, { PartyA: quiet, PhoneNumber: quiet }),
    );
    expect((await receiver.next('/stk-quiet')).body.Body.stkCallback.ResultCode).toBe(0);
  });
});
