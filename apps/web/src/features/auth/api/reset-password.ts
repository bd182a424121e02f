import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** POST /api/auth/password/reset with the token of the e-mailed link. */
export function resetPassword(body: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest('/auth/password/reset', { method: 'POST', body, authenticated: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
