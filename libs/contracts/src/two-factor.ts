import { z } from 'zod';
import { successMessageSchema } from './success-messages.js';

/** Two-factor sign-in (TOTP) and account security: shapes shared by the API and the clients. */

export const RECOVERY_CODE_COUNT = 10;

const RECOVERY_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

/** A recovery code as typed (any case, with or without its dash or spaces), or undefined. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return RECOVERY_CODE.test(code) ? code : undefined;
}

/** POST /api/auth/2fa/setup: scan `qr_code` (an SVG data URL) or type `secret` in the app. */
export const twoFactorSetupResponseSchema = z.strictObject({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TwoFactorSetupResponse = z.output<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/2fa/recovery-codes (and part of /enable): the codes, shown once. */
export const twoFactorEnabledResponseSchema = z.strictObject({
  recovery_codes: z.array(z.string()),
});
export type TwoFactorEnabledResponse = z.output<typeof twoFactorEnabledResponseSchema>;

/** A confirmation from the security endpoints: the French text and the key clients translate. */
export const securityMessageSchema = successMessageSchema;
export type SecurityMessage = z.output<typeof securityMessageSchema>;

/** POST /api/auth/2fa/enable: the recovery codes, shown once, and the confirmation. */
export const enableTwoFactorResponseSchema = z.strictObject({
  ...twoFactorEnabledResponseSchema.shape,
  ...successMessageSchema.shape,
});
export type EnableTwoFactorResponse = z.output<typeof enableTwoFactorResponseSchema>;
