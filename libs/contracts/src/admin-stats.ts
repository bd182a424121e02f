import Big from 'big.js';
import type { AdminStatsDto } from './contributions.js';

/**
 * What each figure of the admin statistics counts, defined once: the server computes them so
 * and the clients label them so. "Members" are people (one person in two groups counts once)
 * holding an active membership of the covered groups, admins included.
 */
export const ADMIN_STATS_DEFINITIONS = {
  totalGroups: 'the covered groups: those the caller administers (every group for a super admin)',
  activeGroups: 'covered groups whose status is active',
  inactiveGroups: 'covered groups of any other status',
  totalMembers: 'people with an active membership of a covered group',
  activeMembers: 'of those members, the people with an approved contribution in the last 30 days',
  newMembersThisMonth:
    'of those members, the people who joined a covered group (not as its admin) in the last 30 days',
  totalTransactions: 'approved contributions and payouts of the covered groups',
  pendingInvitations: 'join requests to the covered groups awaiting a decision',
  totalManagedAmount: 'approved contributions of the covered groups, in `currency`',
  monthlyContributions: 'of those, the ones made in the last 30 days',
} as const satisfies Partial<Record<keyof AdminStatsDto, string>>;

/**
 * The relations the figures keep by their definitions; each broken one is named. A subset is
 * never larger than its set, and the groups split into active and inactive.
 */
export function adminStatsContradictions(stats: AdminStatsDto): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, relation: string) => {
    if (!holds) broken.push(relation);
  };
  check(
    stats.activeGroups + stats.inactiveGroups === stats.totalGroups,
    'activeGroups + inactiveGroups = totalGroups',
  );
  check(stats.activeMembers <= stats.totalMembers, 'activeMembers ≤ totalMembers');
  check(stats.newMembersThisMonth <= stats.totalMembers, 'newMembersThisMonth ≤ totalMembers');
  check(
    stats.totalMembers === 0 || stats.totalGroups > 0,
    'members only in groups: totalMembers > 0 ⇒ totalGroups > 0',
  );
  for (const [currency, monthly] of Object.entries(stats.monthlyContributionsByCurrency)) {
    check(
      new Big(monthly).lte(stats.managedByCurrency[currency] ?? '0'),
      `monthlyContributionsByCurrency.${currency} ≤ managedByCurrency.${currency}`,
    );
  }
  check(
    new Big(stats.monthlyContributions).lte(stats.totalManagedAmount),
    'monthlyContributions ≤ totalManagedAmount',
  );
  return broken;
}
