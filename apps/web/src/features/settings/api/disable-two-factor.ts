import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecurityMessage } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The proof that turns it off: a code (of the app or a recovery code) or the password. */
export type TwoFactorDisableProof = { code: string } | { password: string };

/** POST /api/auth/2fa/disable. */
export function disableTwoFactor(proof: TwoFactorDisableProof): Promise<SecurityMessage> {
  return apiRequest<SecurityMessage>('/auth/2fa/disable', { method: 'POST', body: proof });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
      ]),
  });
}
