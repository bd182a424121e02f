import { useQuery, type QueryClient } from '@tanstack/react-query';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';
import type { MonthlyFigures, PlatformStats } from './console-rows';

/**
 * The server shares the figures between operators for a few seconds; `fresh` (the refresh
 * button) asks for them as they are now. After the operator's own action the server has
 * dropped its shared copy, so a plain read shows the action's effect.
 */
const figuresQuery = (fresh: boolean) => (fresh ? { fresh: 'true' } : undefined);

export const getStats = (fresh = false) =>
  consoleGet<PlatformStats>('/api/superadmin/stats', figuresQuery(fresh));

export const getMonthly = (fresh = false) =>
  consoleGet<MonthlyFigures>('/api/superadmin/stats/monthly', figuresQuery(fresh));

/** The four figures and the system state (super admins only). */
export function useStats(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.stats, queryFn: () => getStats(), enabled });
}

/** New users and groups and revenue per month (super admins only). */
export function useMonthly(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.monthly, queryFn: () => getMonthly(), enabled });
}

/** The refresh button's read: both figures as they are now, not the copy the server shares. */
export function refreshFigures(client: QueryClient) {
  return Promise.allSettled([
    client.fetchQuery({ queryKey: queryKeys.stats, queryFn: () => getStats(true), staleTime: 0 }),
    client.fetchQuery({
      queryKey: queryKeys.monthly,
      queryFn: () => getMonthly(true),
      staleTime: 0,
    }),
  ]);
}

/** After an action that moves a figure (a user, a payment): both are read again. */
export const invalidateFigures = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.figures });
