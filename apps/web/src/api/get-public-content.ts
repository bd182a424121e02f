import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicContentDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';

/** GET /api/content/public (no auth): the console's content settings the client shows. */
export function getPublicContent(): Promise<PublicContentDto> {
  return apiRequest<PublicContentDto>('/content/public', { authenticated: false });
}

/** Read once per visit of the page: operators change these links rarely. */
export function usePublicContent() {
  return useQuery(
    queryOptions({
      queryKey: ['content', 'public'] as const,
      queryFn: getPublicContent,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}
