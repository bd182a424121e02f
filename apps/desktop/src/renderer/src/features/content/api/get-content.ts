import { useQuery } from '@tanstack/react-query';
import type { ContentDto } from '@tontine/contracts';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const getContent = () => consoleGet<ContentDto>('/api/superadmin/content');

/** The platform's texts, ad settings, e-mail templates and notification switches. */
export function useContent() {
  return useQuery({ queryKey: queryKeys.content, queryFn: getContent });
}
