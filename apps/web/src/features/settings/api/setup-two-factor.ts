import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetupResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/2fa/setup: a new secret waiting for its first code (the QR code, the key for
 * typing, the otpauth link). Each call replaces the one before.
 */
export function setupTwoFactor(): Promise<TwoFactorSetupResponse> {
  return apiRequest<TwoFactorSetupResponse>('/auth/2fa/setup', { method: 'POST' });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
