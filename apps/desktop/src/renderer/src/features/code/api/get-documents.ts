import { useQuery } from '@tanstack/react-query';
import { listDocuments } from '../../../api/document-api';
import { queryKeys } from '../../../lib/query-keys';

/** The platform documents the editor opens. */
export function useDocuments() {
  return useQuery({ queryKey: queryKeys.documents, queryFn: listDocuments });
}
