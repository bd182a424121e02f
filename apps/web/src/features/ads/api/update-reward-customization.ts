import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardCustomizationInput, RewardsDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adsKeys } from './ads-keys';

/** PUT /api/users/me/rewards/customization: the owned theme and badge to use (null: none). */
export function updateRewardCustomization(input: RewardCustomizationInput): Promise<RewardsDto> {
  return apiRequest<RewardsDto>('/users/me/rewards/customization', { method: 'PUT', body: input });
}

export function useUpdateRewardCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRewardCustomization,
    onSuccess: (rewards) => queryClient.setQueryData(adsKeys.rewards, rewards),
  });
}
