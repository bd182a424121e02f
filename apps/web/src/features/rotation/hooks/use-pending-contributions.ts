import { useQuery } from '@tanstack/react-query';
import type { ContributionDto } from '@tontine/contracts';
import { groupContributionsQueryOptions } from '../../../api/get-group-contributions';

/** The API answers newest first; the queue shows the oldest first, as they should be decided. */
function pendingOldestFirst(contributions: ContributionDto[]): ContributionDto[] {
  return contributions.filter((c) => c.status === 'pending').reverse();
}

/** While the chain has not confirmed a crypto contribution, the list is read again this often. */
const CHAIN_WAIT_REFRESH_MS = 10_000;

const waitsForChain = (contributions: ContributionDto[] | undefined) =>
  Boolean(contributions?.some((c) => c.method === 'crypto' && c.chain_status === 'pending'));

/**
 * The admin's validation queue: the group's contributions still waiting for a decision, read
 * from the one cached list of the group's contributions (an admin receives all of them).
 */
export function usePendingContributions(groupId: string, enabled = true) {
  return useQuery({
    ...groupContributionsQueryOptions(groupId),
    select: pendingOldestFirst,
    enabled,
    // A crypto contribution becomes approvable when the server's job sees it confirmed.
    refetchInterval: (query) => (waitsForChain(query.state.data) ? CHAIN_WAIT_REFRESH_MS : false),
  });
}
