import { apiRequest } from './api-client';
import { getToken, leaveSession, type SignOutReason } from './session';

/**
 * How long a sign-out waits for the server before leaving anyway: on a phone without network
 * the person must not be kept in the app for the length of a timeout.
 */
export const LOGOUT_WAIT_MS = 3_000;

/** The server already ended these sessions: there is nothing left to tell it. */
const ENDED_BY_SERVER: ReadonlySet<SignOutReason> = new Set([
  'expired',
  'revoked',
  'suspended',
  'everywhere',
]);

/** The notice for a token the server refused, from the error code it answered. */
export function signOutReasonFor(code: string | undefined): SignOutReason {
  if (code === 'SESSION_REVOKED') return 'revoked';
  if (code === 'ACCOUNT_SUSPENDED') return 'suspended';
  return 'expired';
}

/**
 * POST /api/auth/logout with this token, so that a copy of it (a stolen one, a shared
 * computer's) stops working. Any failure is swallowed: an ended session answers 401, and a
 * network failure must not keep anyone signed in here.
 */
export async function endServerSession(token: string): Promise<void> {
  try {
    await apiRequest('/auth/logout', {
      method: 'POST',
      token,
      timeoutMs: LOGOUT_WAIT_MS,
      reportSessionEnd: false,
    });
  } catch {
    // The local sign-out goes on whatever the server said.
  }
}

let leaving: Promise<void> | null = null;
let endingEverySession = 0;

/**
 * Signs out: the server ends the session (waiting at most LOGOUT_WAIT_MS), then the browser
 * forgets it and reloads on the login page with the reason. Calls made while one is under way
 * (a second click, the 401s of queries in flight) join it; once signed out, there is nothing
 * left to do.
 */
export function signOut(reason: SignOutReason = 'user'): Promise<void> {
  const token = getToken();
  if (!token) return Promise.resolve();
  // "Sign out everywhere" ends this session too: the refusals it causes meanwhile (the closed
  // socket's check, a query in flight) are its own doing, and it leaves with its own notice.
  if (endingEverySession > 0 && ENDED_BY_SERVER.has(reason)) return Promise.resolve();
  leaving ??= (async () => {
    if (!ENDED_BY_SERVER.has(reason)) await endServerSession(token);
    leaveSession(reason);
  })().finally(() => {
    leaving = null;
  });
  return leaving;
}

/**
 * Runs a call that ends every session of the account, this one included, then leaves with
 * the 'everywhere' notice. If the call fails, the person stays signed in and sees why.
 */
export async function signOutEverywhere(endAll: () => Promise<unknown>): Promise<void> {
  endingEverySession += 1;
  try {
    await endAll();
    leaveSession('everywhere');
  } finally {
    endingEverySession -= 1;
  }
}
