import { useQuery } from '@tanstack/react-query';
import type { BackupDto } from '@tontine/contracts';
import { queryKeys } from '../lib/query-keys';
import { consoleGet } from './console-api';

export const getBackups = () => consoleGet<{ items: BackupDto[] }>('/api/superadmin/backups');

/** The backups the server keeps, newest first. */
export function useBackups() {
  return useQuery({
    queryKey: queryKeys.backups,
    queryFn: async () => (await getBackups()).items,
  });
}
