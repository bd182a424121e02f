import { useMutation } from '@tanstack/react-query';
import type { RewardedViewDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ads/:id/views: a rewarded view starts; the server's clock counts from here. */
export function startRewardedView(adId: string): Promise<RewardedViewDto> {
  return apiRequest<RewardedViewDto>(`/ads/${encodeURIComponent(adId)}/views`, {
    method: 'POST',
  });
}

export function useStartRewardedView() {
  return useMutation({ mutationFn: startRewardedView });
}
