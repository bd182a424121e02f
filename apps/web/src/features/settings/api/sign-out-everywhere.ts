import { useMutation } from '@tanstack/react-query';
import type { SecurityMessage } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signOutEverywhere } from '../../../lib/sign-out';

/** POST /api/auth/logout-all: every session of the account ends, this one too. */
export function logoutAll(): Promise<SecurityMessage> {
  return apiRequest<SecurityMessage>('/auth/logout-all', { method: 'POST' });
}

/** Once the server has ended them all, this browser leaves like any signed-out one. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => signOutEverywhere(logoutAll) });
}
