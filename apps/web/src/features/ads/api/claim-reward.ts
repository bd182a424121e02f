import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardClaimDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adsKeys } from './ads-keys';

/** POST /api/ads/views/:token/claim: the server grants the reward once, after the minimum view. */
export function claimReward(viewToken: string): Promise<RewardClaimDto> {
  return apiRequest<RewardClaimDto>(`/ads/views/${encodeURIComponent(viewToken)}/claim`, {
    method: 'POST',
  });
}

/** The rewards answered replace the cached ones; the ads are asked again (premium: none). */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: async (claim) => {
      queryClient.setQueryData(adsKeys.rewards, claim.rewards);
      await queryClient.invalidateQueries({ queryKey: adsKeys.all });
    },
  });
}
