import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { MemberHomeDto } from '@tontine/contracts';
import { meQueryOptions } from '../api/get-me';
import { myPaymentsQueryOptions } from '../api/get-my-payments';
import { rewardsQueryOptions } from '../features/ads';
import { memberSummaryQueryOptions, myGroupsQueryOptions } from '../features/groups';
import { flowsQueryOptions } from '../features/guided-flows';
import { notificationsQueryOptions } from '../features/notifications';
import { settingsQueryOptions } from '../features/settings';
import { apiRequest } from '../lib/api-client';
import { getSession } from '../lib/session';

/** The paths that open on the member dashboard (HomeRoute). */
const DASHBOARD_PATHS = new Set(['/dashboard', '/settings']);

/** GET /api/users/me/home: the dashboard's first screen in one answer (issue 13). */
export function getMemberHome(): Promise<MemberHomeDto> {
  // A refused token is reported by the sections' own calls, once the app listens (see below).
  return apiRequest<MemberHomeDto>('/users/me/home', { reportSessionEnd: false });
}

/**
 * Starts the dashboard's one request before React renders, and puts each part in flight under
 * the query key its section already uses: a section that mounts while the answer is on its way
 * joins that fetch instead of starting its own, and finds the data there once it came. Each
 * query keeps its own options (its fetcher among them) once its section observes it, so its
 * refetches, invalidations and live updates go through its own endpoint as before. If the home
 * request fails, each part falls back to its own endpoint, whose errors the app handles as
 * always. Answers whether it started.
 */
export function prefetchHome(queryClient: QueryClient, pathname: string): boolean {
  const session = getSession();
  if (!session || !DASHBOARD_PATHS.has(pathname)) return false;
  // Operators have their own home, which reads none of this.
  const role = session.user?.role;
  if (role === 'super_admin' || role === 'support') return false;

  const home = getMemberHome();
  // Not unhandled when every part falls back.
  home.catch(() => undefined);

  /** One part: in flight under the section's key, from the home answer or else its own endpoint. */
  const seed = <T>(
    options: { queryKey: QueryKey; queryFn?: unknown },
    part: (answer: MemberHomeDto) => T,
  ) =>
    void queryClient.prefetchQuery({
      queryKey: options.queryKey,
      queryFn: (context) => home.then(part, () => (options.queryFn as QueryFunction<T>)(context)),
    });

  seed(meQueryOptions(true), (h) => h.user);
  seed(settingsQueryOptions(true), (h) => h.settings);
  seed(memberSummaryQueryOptions(), (h) => h.summary);
  seed(myPaymentsQueryOptions(), (h) => h.payments);
  seed(flowsQueryOptions(), (h) => h.flows);
  seed(notificationsQueryOptions(), (h) => h.notifications);
  seed(rewardsQueryOptions(), (h) => h.rewards);

  // The groups list is an infinite query: the home holds its first page.
  const groups = myGroupsQueryOptions();
  void queryClient.prefetchInfiniteQuery({
    ...groups,
    queryFn: (ctx) => home.then((h) => h.groups, () => groups.queryFn!(ctx)),
  });
  return true;
}
