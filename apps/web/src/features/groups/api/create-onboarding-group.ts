import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingGroupRequest, OnboardingGroupResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

/** POST /api/auth/onboarding/create-group: the caller becomes a group admin, onboarding done. */
export function createOnboardingGroup(
  body: OnboardingGroupRequest,
): Promise<OnboardingGroupResponse> {
  return apiRequest<OnboardingGroupResponse>('/auth/onboarding/create-group', {
    method: 'POST',
    body,
  });
}

/**
 * The user's role and onboarding changed on the server: the user is fetched again by the
 * caller once the code has been shown (a refetch now would leave the onboarding page).
 */
export function useCreateOnboardingGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOnboardingGroup,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
