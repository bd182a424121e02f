import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getSession, updateSessionUser } from '../../../lib/session';

/** POST /api/auth/onboarding/complete as member. */
export function completeOnboarding(): Promise<UserDto> {
  return apiRequest<UserDto>('/auth/onboarding/complete', {
    method: 'POST',
    body: { role: 'member' },
  });
}

/**
 * Completes onboarding as member. When the call fails the choice is kept locally, so the
 * member is never stuck on this screen.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
      updateSessionUser(user);
    },
    onError: (error) => {
      console.warn('Onboarding call failed; kept locally', error);
      const user = getSession()?.user;
      if (user) updateSessionUser({ ...user, onboarding_completed: true });
    },
  });
}
