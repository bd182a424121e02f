import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toQueryString } from './paging';

/**
 * GET /api/groups/preview?permanent_code=: the group a permanent code opens, its rules
 * included, read before joining with the code. Counted by the server with the code attempts.
 */
export function getGroupPreview(code: string, signal?: AbortSignal): Promise<GroupDto> {
  return apiRequest<GroupDto>(`/groups/preview${toQueryString({ permanent_code: code })}`, {
    signal,
  });
}

export function groupPreviewQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.groupPreview(code),
    queryFn: ({ signal }) => getGroupPreview(code, signal),
  });
}

/**
 * The preview of `code`, once there is one to look up (null: none yet). Under the groups'
 * key: a join refused because the rules changed refreshes it with every group.
 */
export function useGroupPreview(code: string | null) {
  return useQuery({ ...groupPreviewQueryOptions(code ?? ''), enabled: code !== null });
}
