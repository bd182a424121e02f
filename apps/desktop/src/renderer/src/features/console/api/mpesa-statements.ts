import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MpesaStatementDto, MpesaStatementImportInput } from '@tontine/contracts';
import { consoleGet, consoleSend } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const MPESA_STATEMENTS_PATH = '/api/superadmin/mpesa/statements';

export const importStatement = (body: MpesaStatementImportInput) =>
  consoleSend<MpesaStatementDto>('POST', MPESA_STATEMENTS_PATH, body);

export const getStatement = (id: string) =>
  consoleGet<MpesaStatementDto>(`${MPESA_STATEMENTS_PATH}/${encodeURIComponent(id)}`);

/** An import with its unmatched lines and records, as it was made (null: none chosen). */
export function useStatement(id: string | null) {
  return useQuery({
    queryKey: queryKeys.mpesaStatement(id ?? ''),
    queryFn: () => getStatement(id!),
    enabled: id !== null,
  });
}

/** Imports a statement; the import is kept as answered and the list of imports read again. */
export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: (statement) => {
      client.setQueryData(queryKeys.mpesaStatement(statement.id), statement);
      void client.invalidateQueries({ queryKey: queryKeys.lists(MPESA_STATEMENTS_PATH) });
    },
  });
}
