import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/demo: the seeded demo member's session, while demo mode is on. */
export function demoLogin(): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/demo', { method: 'POST', authenticated: false });
}

export function useDemoLogin() {
  return useMutation({ mutationFn: demoLogin });
}
