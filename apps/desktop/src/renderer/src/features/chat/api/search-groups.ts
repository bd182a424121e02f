import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

/** The groups a super admin may open (the console's groups list, searched on the server). */
export interface GroupOption {
  id: string;
  name: string;
  status: string;
}

export const searchGroups = (q: string) =>
  consoleGet<{ items: GroupOption[] }>('/api/superadmin/groups', { q, limit: 100 });

/** The groups matching `q`, read again each time the tab opens; the last answer stays listed while the next search runs. */
export function useChatGroups(q: string) {
  return useQuery({
    queryKey: queryKeys.chatGroups(q),
    queryFn: async () => (await searchGroups(q)).items,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
