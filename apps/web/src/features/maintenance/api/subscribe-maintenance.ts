import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/maintenance/subscribe: an e-mail to notify when the app reopens. */
export function subscribeToReopening(email: string): Promise<{ message: string }> {
  return apiRequest('/maintenance/subscribe', {
    method: 'POST',
    body: { email },
    authenticated: false,
  });
}

export function useSubscribeToReopening() {
  return useMutation({ mutationFn: subscribeToReopening });
}
