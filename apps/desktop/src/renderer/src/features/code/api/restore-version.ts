import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreVersion } from '../../../api/document-api';
import { queryKeys } from '../../../lib/query-keys';

/** Makes an older version current; once restored, the documents are read again. */
export function useRestoreVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, version }: { name: string; version: number }) =>
      restoreVersion(name, version),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.documents });
      void client.invalidateQueries({ queryKey: queryKeys.ads });
    },
  });
}
