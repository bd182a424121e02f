import { Secret, TOTP } from 'otpauth';
import type { TwoFactorSetupResponse } from '@tontine/contracts';
import { expect } from 'vitest';
import type { TestUser } from './factories.js';
import { api } from './http.js';

/**
 * An authenticator app seen at one moment: `now` is always the code of the step when it was
 * opened and `next` the following step's, so that a test crossing a 30 s boundary between two
 * calls still sends the same code twice where it means to.
 */
export function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const openedAt = Date.now();
  return {
    now: () => totp.generate({ timestamp: openedAt }),
    next: () => totp.generate({ timestamp: openedAt + 30_000 }),
  };
}

/** Turns two-factor sign-in on for the account: the setup, then its first code. */
export async function enrol(user: TestUser, baseUrl?: string) {
  const setup = await api<TwoFactorSetupResponse>('POST', '/api/auth/2fa/setup', {
    token: user.token,
    baseUrl,
  });
  expect(setup.status).toBe(200);
  const codes = authenticatorApp(setup.body.secret);
  const enabled = await api<{ recovery_codes: string[] }>('POST', '/api/auth/2fa/enable', {
    token: user.token,
    body: { code: codes.now() },
    baseUrl,
  });
  expect(enabled.status).toBe(200);
  return { setup: setup.body, codes, recovery: enabled.body.recovery_codes };
}
