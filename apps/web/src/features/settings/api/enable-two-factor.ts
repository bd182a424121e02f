import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnableTwoFactorResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/auth/2fa/enable with the app's first code: the ten recovery codes, shown once. The
 * account's other sessions end; this one may do everything from now on.
 */
export function enableTwoFactor(code: string): Promise<EnableTwoFactorResponse> {
  return apiRequest<EnableTwoFactorResponse>('/auth/2fa/enable', {
    method: 'POST',
    body: { code },
  });
}

/**
 * The settings mirror the account's state. The user itself is refreshed by whoever shows the
 * recovery codes, once they are kept: a required enrolment's gate opens on that refresh.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}
