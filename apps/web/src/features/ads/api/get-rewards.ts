import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardsDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adsKeys } from './ads-keys';

/** GET /api/users/me/rewards: premium, virtual coins, reputation, badges and themes. */
export function getRewards(signal?: AbortSignal): Promise<RewardsDto> {
  return apiRequest<RewardsDto>('/users/me/rewards', { signal });
}

export function rewardsQueryOptions() {
  return queryOptions({
    queryKey: adsKeys.rewards,
    queryFn: ({ signal }) => getRewards(signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useRewards() {
  return useQuery(rewardsQueryOptions());
}
