import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MemberHomeDto } from '@tontine/contracts';
import { meQueryOptions } from '../api/get-me';
import { myPaymentsQueryOptions } from '../api/get-my-payments';
import { rewardsQueryOptions } from '../features/ads/queries';
import { memberSummaryQueryOptions } from '../features/groups/queries';
import { flowsQueryOptions } from '../features/guided-flows/queries';
import { notificationsQueryOptions } from '../features/notifications/queries';
import { settingsQueryOptions } from '../features/settings/queries';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { getSession } from '../lib/session';

/** The paths that open on the member dashboard (HomeRoute). */
const DASHBOARD_PATHS = new Set(['/dashboard', '/settings']);

/** GET /api/users/me/home: the dashboard's first screen in one answer. */
export function getMemberHome(): Promise<MemberHomeDto> {
  // A refused token is reported by the sections' own calls, once the app listens.
  return apiRequest<MemberHomeDto>('/users/me/home', { reportSessionEnd: false });
}

/**
 * Starts the dashboard's one request before React renders, and puts each part in flight under
 * the query key its section already uses: a section that mounts while the answer is on its way
 * joins that fetch instead of starting its own, and finds the data there once it came. Each
 * query takes its section's own options (its fetcher among them) as soon as the section
 * observes it, so its refetches, invalidations and live updates go through its own endpoint as
 * before. If the home request fails, every part is reset: each section then asks its own
 * endpoint, whose errors the app handles as always. Answers a promise settled once the answer
 * came or failed (it never rejects), or null when nothing was started.
 */
export function prefetchHome(queryClient: QueryClient, pathname: string): Promise<void> | null {
  const session = getSession();
  if (!session || !DASHBOARD_PATHS.has(pathname)) return null;
  // Operators have their own home, which reads none of this.
  const role = session.user?.role;
  if (role === 'super_admin' || role === 'support') return null;

  const parts: Array<[QueryKey, (answer: MemberHomeDto) => unknown]> = [
    [meQueryOptions(true).queryKey, (h) => h.user],
    [settingsQueryOptions(true).queryKey, (h) => h.settings],
    [memberSummaryQueryOptions().queryKey, (h) => h.summary],
    [myPaymentsQueryOptions().queryKey, (h) => h.payments],
    [flowsQueryOptions().queryKey, (h) => h.flows],
    [notificationsQueryOptions().queryKey, (h) => h.notifications],
    [rewardsQueryOptions().queryKey, (h) => h.rewards],
  ];

  const home = getMemberHome();
  // Registered before the parts' own handlers: the reset comes first, and each observed
  // section refetches through its own endpoint (the parts' failures are then not shown).
  const settled = home.then(
    () => undefined,
    () => {
      for (const [queryKey] of parts) void queryClient.resetQueries({ queryKey, exact: true });
      void queryClient.resetQueries({ queryKey: queryKeys.myGroups, exact: true });
    },
  );

  for (const [queryKey, part] of parts) {
    void queryClient.prefetchQuery({ queryKey, queryFn: () => home.then(part), retry: false });
  }
  // The groups list is an infinite query: the home holds its first page.
  void queryClient.prefetchInfiniteQuery({
    queryKey: queryKeys.myGroups,
    queryFn: () => home.then((h) => h.groups),
    initialPageParam: null,
    retry: false,
  });
  return settled;
}
