// Two-factor sign-in as an operator sets it up: the API's setup answers the otpauth:// URL that
// its QR code holds, an authenticator app reads it (here otpauth, the library the API checks
// codes with), and its first code confirms the enrolment.
import { Secret, TOTP, URI } from 'otpauth';
import { fetchJson } from './answers.mjs';

/**
 * Enrols the account signed in with `token` (a super admin's first session may do nothing else
 * where two-factor sign-in is required); that session may then do everything. Answers the
 * authenticator, whose `secret.base32` signs the account in again on a later run.
 */
export async function enrolTwoFactor(origin, token) {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await fetchJson(`${origin}/api/auth/2fa/setup`, { method: 'POST', headers });
  const authenticator = URI.parse(setup.otpauth_url);
  await fetchJson(`${origin}/api/auth/2fa/enable`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ code: authenticator.generate() }),
  });
  return authenticator;
}

/** The authenticator of an account enrolled by an earlier run, from its secret (base32). */
export function authenticatorOf(secret) {
  return new TOTP({ secret: Secret.fromBase32(secret) });
}
