import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDocument } from '../../../api/document-api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Saves a document on the version it was read at (refused, 409, when someone saved since);
 * once saved, the documents are read again: the new version, its history, and the ads read
 * from the `ads` document.
 */
export function useSaveDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, value, version }: { name: string; value: unknown; version: number }) =>
      saveDocument(name, value, version),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.documents });
      void client.invalidateQueries({ queryKey: queryKeys.ads });
    },
  });
}
