import { useQuery } from '@tanstack/react-query';
import type { ConfigDto } from '@tontine/contracts';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const getConfig = () => consoleGet<ConfigDto>('/api/superadmin/config');

/** The server's configuration: the values an operator may change and the masked secrets. */
export function useConfig() {
  return useQuery({ queryKey: queryKeys.config, queryFn: getConfig });
}
