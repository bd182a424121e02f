import { useQuery } from '@tanstack/react-query';
import type { AdStatsRowDto } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { loadAdStats } from './ads-api';

/** Each ad's counts (views, clicks…), by ad id. */
export function useAdStats() {
  return useQuery({
    queryKey: queryKeys.adStats,
    queryFn: loadAdStats,
    select: (rows) => new Map<string, AdStatsRowDto>(rows.map((row) => [row.ad_id, row])),
  });
}
