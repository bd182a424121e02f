/** Two-factor sign-in (TOTP) and account security: shapes shared by the API and the clients. */

export const RECOVERY_CODE_COUNT = 10;

const RECOVERY_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

/** A recovery code as typed (any case, with or without its dash or spaces), or undefined. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return RECOVERY_CODE.test(code) ? code : undefined;
}

/** POST /api/auth/2fa/setup: scan `qr_code` (an SVG data URL) or type `secret` in the app. */
export interface TwoFactorSetupResponse {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

/** POST /api/auth/2fa/enable and /recovery-codes: the codes, shown once. */
export interface TwoFactorEnabledResponse {
  recovery_codes: string[];
}

/** A confirmation from the security endpoints. */
export interface SecurityMessage {
  message: string;
}

/** POST /api/auth/2fa/enable: the recovery codes, shown once, and the confirmation. */
export type EnableTwoFactorResponse = TwoFactorEnabledResponse & SecurityMessage;
