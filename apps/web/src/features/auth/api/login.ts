import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login: no token is sent, so a 401 is a wrong password, not an expired session. */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/login', { method: 'POST', body, authenticated: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
