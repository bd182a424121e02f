import {
  errorCatalog,
  isOperatorRole,
  isSessionEnded,
  type DesktopApiRequest,
  type DesktopApiResponse,
  type ErrorBody,
} from '@tontine/contracts';
import { z } from 'zod';
import type { SessionStore } from '../session/session-store';
import { resolveApiUrl } from './api-url';

export const API_TIMEOUT_MS = 20_000;
/** How long a sign-out waits for the API to end the session before forgetting it anyway. */
export const SIGN_OUT_TIMEOUT_MS = 5_000;

/** Raised when the API cannot be reached at all (down, wrong URL, timeout). */
export class ApiUnreachableError extends Error {
  constructor(baseUrl: string, cause: unknown) {
    super(`The API at ${baseUrl} cannot be reached`, { cause });
    this.name = 'ApiUnreachableError';
  }
}

// Only what the sign-in rules read is checked; the rest of the user passes through untouched.
const authResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_at: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  user: z.looseObject({
    role: z.string(),
    two_factor_setup_required: z.boolean().optional(),
  }),
});

export function superAdminRequiredBody(): ErrorBody {
  return { detail: errorCatalog.SUPERADMIN_REQUIRED.message.fr, code: 'SUPERADMIN_REQUIRED' };
}

export function twoFactorSetupRequiredBody(): ErrorBody {
  return {
    detail: errorCatalog.TWO_FACTOR_SETUP_REQUIRED.message.fr,
    code: 'TWO_FACTOR_SETUP_REQUIRED',
  };
}

export interface ApiClientOptions {
  baseUrl: string;
  session: SessionStore;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ApiClient {
  signIn(email: string, password: string, otp?: string): Promise<DesktopApiResponse>;
  signOut(): Promise<void>;
  request(request: DesktopApiRequest): Promise<DesktopApiResponse>;
  /**
   * GET an API path with the stored token and hand back the answer unread, for a body that
   * is streamed (an export). Only the wait for the headers is bounded; `signal` cancels.
   */
  download(path: string, signal?: AbortSignal): Promise<Response>;
}

/**
 * The console's only way to the API. It runs in the main process so that the token never
 * reaches the renderer: the renderer asks for a path, main adds the bearer token.
 */
export function createApiClient({
  baseUrl,
  session,
  fetch: fetchImpl = fetch,
  timeoutMs = API_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  async function call(
    method: DesktopApiRequest['method'],
    path: string,
    body: unknown,
    token: string | null,
    callTimeoutMs = timeoutMs,
  ): Promise<DesktopApiResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = resolveApiUrl(baseUrl, path);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // The API never redirects; following one could carry the token to another host.
        redirect: 'error',
        signal: AbortSignal.timeout(callTimeoutMs),
      });
    } catch (error) {
      throw new ApiUnreachableError(baseUrl, error);
    }
    return { status: response.status, body: await readBody(response) };
  }

  /**
   * POST /api/auth/logout, so that the token stops working on the API too. Bounded and
   * forgiving: an unreachable API or an already ended session must not keep anyone signed in.
   */
  async function endSession(token: string): Promise<void> {
    try {
      await call('POST', '/api/auth/logout', undefined, token, SIGN_OUT_TIMEOUT_MS);
    } catch {
      // Forgotten here all the same.
    }
  }

  return {
    async signIn(email, password, otp) {
      // A new sign-in replaces whoever was signed in, whatever its outcome.
      await session.clear();
      const credentials = otp === undefined ? { email, password } : { email, password, otp };
      const answer = await call('POST', '/api/auth/login', credentials, null);
      if (answer.status < 200 || answer.status >= 300) return answer;
      const auth = authResponseSchema.parse(answer.body);
      if (!isOperatorRole(auth.user.role)) {
        // The console is for operators (super admins, support): a member's token is dropped.
        await endSession(auth.access_token);
        return { status: 403, body: superAdminRequiredBody() };
      }
      if (auth.user.two_factor_setup_required === true) {
        // An enrolment-only session: the API refuses every console call until two-factor
        // sign-in is set up, which happens in the web client. It is ended, never stored.
        await endSession(auth.access_token);
        return { status: 403, body: twoFactorSetupRequiredBody() };
      }
      await session.set({ accessToken: auth.access_token, expiresAt: auth.expires_at });
      const { access_token: _token, ...withoutToken } = auth;
      return { status: answer.status, body: withoutToken };
    },

    async signOut() {
      const token = await session.token();
      if (token) await endSession(token);
      await session.clear();
    },

    async request({ method, path, body }) {
      const token = await session.token();
      const answer = await call(method, path, body, token);
      // The API says this token's session is over: forget it so the console asks for a
      // sign-in. Only those codes do (a 401 can be a wrong code); a sign-in that happened
      // meanwhile keeps its own, newer token.
      if (endsSession(answer.body) && token && (await session.token()) === token) {
        await session.clear();
      }
      return answer;
    },

    async download(path, signal) {
      const token = await session.token();
      const url = resolveApiUrl(baseUrl, path);
      const headersArrived = new AbortController();
      const timer = setTimeout(() => headersArrived.abort(), timeoutMs);
      const signals = signal ? [headersArrived.signal, signal] : [headersArrived.signal];
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'GET',
          headers: token ? { authorization: `Bearer ${token}` } : {},
          redirect: 'error',
          signal: AbortSignal.any(signals),
        });
      } catch (error) {
        throw new ApiUnreachableError(baseUrl, error);
      } finally {
        // The body may take minutes (a million rows): only the answer's start is timed.
        clearTimeout(timer);
      }
      if (
        !response.ok &&
        endsSession(await readBody(response.clone()).catch(() => null)) &&
        token &&
        (await session.token()) === token
      ) {
        await session.clear();
      }
      return response;
    },
  };
}

/** Whether an answer's body is the API's refusal of an ended session (SESSION_ENDED_CODES). */
function endsSession(body: unknown): boolean {
  return isSessionEnded((body as { code?: unknown } | null)?.code);
}

/** The body of an answer that is not a file, as `request` would hand it back. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
