import { expect } from 'vitest';
import type { GroupDto, MpesaPaymentDto } from '@tontine/contracts';
import type { TestUser } from './factories.js';
import { api } from './http.js';

let phones = 0;
/**
 * A Kenyan number of its own for each member (`07…`, or `01…` with `prefix` '1'): Safaricom
 * refuses a second push to a phone that has one waiting, as it does for a real subscriber.
 */
export function ownPhone(prefix: '7' | '1' = '7'): string {
  phones += 1;
  return `+254${prefix}${String(Date.now() % 1e6).padStart(6, '0')}${String(phones % 100).padStart(2, '0')}`;
}

/** The callback URLs' secret of the APIs the tests configure: the tests forge callbacks with it. */
export const TEST_CALLBACK_SECRET = 'integration-callback-secret-0123456789';

/**
 * The API's M-Pesa configuration against a Daraja stand-in (scripts/lib/daraja-stand-in.mjs),
 * with the stand-in's default credentials: the base URL is all that differs from production.
 * Unanswered pushes are checked every second, so that a lost callback resolves quickly.
 */
export function mpesaEnv(darajaUrl: string): Record<string, string> {
  return {
    MPESA_BASE_URL: darajaUrl,
    MPESA_CONSUMER_KEY: 'stand-in-key',
    MPESA_CONSUMER_SECRET: 'stand-in-secret',
    MPESA_SHORTCODE: '174379',
    MPESA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
    MPESA_B2C_SHORTCODE: '600000',
    MPESA_INITIATOR_NAME: 'testapi',
    MPESA_SECURITY_CREDENTIAL: 'stand-in-credential',
    MPESA_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
    MPESA_CHECK_INTERVAL_MS: '1000',
  };
}

export interface DarajaRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: Record<string, unknown> | null;
  at: string;
}

export interface SentCallback {
  callback_status: number | null;
  callback_body: unknown;
}

/** The stand-in's control calls, over HTTP like everything else the tests do. */
export function darajaControl(darajaUrl: string) {
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${darajaUrl}/__stand-in${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`stand-in ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    requests: () => control<DarajaRequest[]>('GET', '/requests'),
    completeStk: (
      checkoutRequestId: string,
      outcome: {
        result_code?: number;
        callback?: boolean;
        receipt?: string;
        amount?: number;
        phone?: string;
      } = {},
    ) =>
      control<SentCallback>('POST', '/stk/complete', {
        checkout_request_id: checkoutRequestId,
        ...outcome,
      }),
    /** Settles a B2C payment named by the OriginatorConversationID the API gave it. */
    completeB2c: (
      originatorConversationId: string,
      outcome: { result_code?: number | string; callback?: boolean; timeout?: boolean } = {},
    ) =>
      control<SentCallback>('POST', '/b2c/complete', {
        originator_conversation_id: originatorConversationId,
        ...outcome,
      }),
    expireTokens: () => control<unknown>('POST', '/tokens/expire', {}),
  };
}

/** Starts a push for what the member owes in the group. */
export function pushPayment(
  payer: TestUser,
  group: GroupDto,
  body: { phone_number?: string; cycle_number?: number } = {},
  headers: Record<string, string> = {},
) {
  return api<MpesaPaymentDto & { code?: string; detail?: string }>('POST', '/api/mpesa/payments', {
    token: payer.token,
    body: { group_id: group.id, ...body },
    headers,
  });
}

/** Reads the payment until it leaves pending (or the timeout), as the member's screen does. */
export async function settled(
  viewer: TestUser,
  id: string,
  timeoutMs = 15_000,
): Promise<MpesaPaymentDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await api<MpesaPaymentDto>('GET', `/api/mpesa/payments/${id}`, {
      token: viewer.token,
    });
    expect(answer.status).toBe(200);
    if (answer.body.status !== 'pending' || Date.now() > deadline) return answer.body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Posts a callback to the API as Daraja would, with the configured secret unless told otherwise. */
export function postCallback(
  path: 'stk' | 'transaction-status' | 'b2c-result' | 'b2c-timeout',
  body: unknown,
  secret = TEST_CALLBACK_SECRET,
) {
  return api<{ ResultCode?: number; code?: string }>(
    'POST',
    `/api/mpesa/callbacks/${secret}/${path}`,
    { body },
  );
}
