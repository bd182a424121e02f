import { useQuery } from '@tanstack/react-query';
import { getDocument } from '../../../api/document-api';
import { queryKeys } from '../../../lib/query-keys';

/** One document: its value, schema and version; nothing until one is picked. */
export function useDocument(name: string | null) {
  return useQuery({
    queryKey: queryKeys.document(name ?? ''),
    queryFn: () => getDocument(name ?? ''),
    enabled: name !== null,
  });
}
