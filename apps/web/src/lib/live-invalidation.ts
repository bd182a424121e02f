import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationDto, NotificationType } from '@tontine/contracts';
import { queryKeys } from './query-keys';

/**
 * What each live notification changes on the server, so what this client must read again.
 * A group's money (a payment validated or refused, a payout, a cycle closed) moves its rotation
 * ('Mon statut'), its contributions, its detail, the lists, the admin's statistics (all under
 * `groups`) and the dashboard totals (`memberSummary`); a membership change moves the lists
 * and the requests.
 */
const CHANGES: Record<NotificationType, readonly QueryKey[]> = {
  payout_received: [queryKeys.groups, queryKeys.memberSummary],
  cycle_complete: [queryKeys.groups, queryKeys.memberSummary],
  contribution_confirmed: [queryKeys.groups, queryKeys.memberSummary],
  contribution_rejected: [queryKeys.groups, queryKeys.memberSummary],
  crypto_contribution: [queryKeys.groups, queryKeys.memberSummary],
  payment_reminder: [queryKeys.groups, queryKeys.memberSummary],
  join_request: [queryKeys.groups],
  group_join_approved: [queryKeys.groups, queryKeys.joinRequests],
  system_update: [],
};

/**
 * The queries a pushed notification makes stale: refetched now if on screen, else on use. A
 * system update that names a group (its rules changed, a fine waived) changes that group.
 */
export function invalidateForNotification(
  queryClient: QueryClient,
  item: Pick<NotificationDto, 'type'> & Partial<Pick<NotificationDto, 'data'>>,
): Promise<void> {
  // A type this client does not know yet (a newer API) may still concern a group.
  const known = CHANGES[item.type] ?? [queryKeys.groups];
  const keys = known.length === 0 && item.data?.group_id ? [queryKeys.groups] : known;
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
