import { useMutation } from '@tanstack/react-query';
import type { TwoFactorEnabledResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/2fa/recovery-codes with a current code: ten new codes; the old ones stop working. */
export function regenerateRecoveryCodes(code: string): Promise<TwoFactorEnabledResponse> {
  return apiRequest<TwoFactorEnabledResponse>('/auth/2fa/recovery-codes', {
    method: 'POST',
    body: { code },
  });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
