import { useQuery } from '@tanstack/react-query';
import { listVersions } from '../../../api/document-api';
import { queryKeys } from '../../../lib/query-keys';

/** A document's stored versions, newest first. */
export function useDocumentVersions(name: string | null) {
  return useQuery({
    queryKey: queryKeys.documentVersions(name ?? ''),
    queryFn: async () => (await listVersions(name ?? '')).items,
    enabled: name !== null,
  });
}
