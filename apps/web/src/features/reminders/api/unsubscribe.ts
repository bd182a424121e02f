import { useMutation } from '@tanstack/react-query';
import type { UnsubscribedDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/reminders/unsubscribe/:token, without an account: the token of the link in a
 * reminder e-mail or SMS names the member and the channel it stops.
 */
export function unsubscribe(token: string): Promise<UnsubscribedDto> {
  return apiRequest<UnsubscribedDto>(`/reminders/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    authenticated: false,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
