import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleSend } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const updateContent = (key: string, value: unknown) =>
  consoleSend('POST', '/api/superadmin/content/update', { key, value });

/**
 * Saves one content field. The open tab keeps what the operator typed; the cached content is
 * marked stale, so that the tab read again on its next opening shows what the server holds.
 */
export function useUpdateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: unknown }) => updateContent(key, value),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.content, refetchType: 'none' }),
  });
}
