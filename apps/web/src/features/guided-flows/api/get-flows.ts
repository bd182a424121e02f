import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlowProgressDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

export const flowsQueryKey = ['guided-flows', 'me'] as const;

/** GET /api/users/me/flows: the step reached in each flow the member started. */
export function getFlows(signal?: AbortSignal): Promise<FlowProgressDto[]> {
  return apiRequest<FlowProgressDto[]>('/users/me/flows', { signal });
}

export function flowsQueryOptions() {
  return queryOptions({ queryKey: flowsQueryKey, queryFn: ({ signal }) => getFlows(signal) });
}

export function useFlows() {
  return useQuery(flowsQueryOptions());
}
