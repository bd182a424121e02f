import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/password/forgot: always the same neutral answer, whether the account exists or not. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiRequest('/auth/password/forgot', {
    method: 'POST',
    body: { email },
    authenticated: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
